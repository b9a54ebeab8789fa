import { ROOM_STATUSES, type RoomStatus } from "@atithi/domain";
import { Button, EmptyState, Group, Select, SimpleGrid, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconBed, IconDoorExit, IconSparkles } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "../../api/trpc";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { QueryState } from "../../components/QueryState";
import { RoomCard, RoomCardSkeleton } from "./RoomCard";
import { activeBookingFor, ROOM_STATUS_LABELS } from "./room-status";
import { usePropertyToday } from "./use-property-today";
import { useSetRoomStatus } from "./use-set-room-status";

type Room = RouterOutputs["rooms"]["list"][number];

const STATUS_OPTIONS = ROOM_STATUSES.map((status) => ({ value: status, label: ROOM_STATUS_LABELS[status] }));

/** Every room with its status, and (for staff who may) the controls to change it. */
export function RoomsPage() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const canChange = useCan("rooms.status");
  const rooms = useQuery(trpc.rooms.list.queryOptions());
  const stays = useQuery(trpc.bookings.active.queryOptions());
  const setStatus = useSetRoomStatus();

  if (rooms.isPending || stays.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading rooms</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <RoomCardSkeleton key={i} tall />
          ))}
        </SimpleGrid>
      </div>
    );
  }

  return (
    <QueryState query={rooms} what="rooms">
      {(list) => (
        <QueryState query={stays} what="the stays in the rooms">
          {(active) =>
            list.length === 0 ? (
              <EmptyState
                icon={<IconBed size={32} stroke={1.5} />}
                withIndicatorBackground
                title="No rooms found"
                description="Rooms should be automatically initialized"
                py="xl"
              />
            ) : (
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {roomSummary(list)}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
                  {list.map((room) => (
                    <RoomCard
                      key={room.id}
                      room={room}
                      booking={activeBookingFor(room.id, active)}
                      today={today}
                    >
                      <Text size="sm" mt="sm">
                        {room.capacity} guests max
                      </Text>
                      {canChange && (
                        <RoomStatusControls
                          room={room}
                          busy={setStatus.isPending && setStatus.variables?.id === room.id}
                          onChange={(status) => setStatus.mutate({ id: room.id, status })}
                        />
                      )}
                    </RoomCard>
                  ))}
                </SimpleGrid>
              </Stack>
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

function roomSummary(rooms: Room[]): string {
  const available = rooms.filter((room) => room.status === "available").length;
  return `${rooms.length} ${rooms.length === 1 ? "room" : "rooms"}, ${available} available`;
}

interface RoomStatusControlsProps {
  room: Room;
  busy: boolean;
  onChange: (status: RoomStatus) => void;
}

function RoomStatusControls({ room, busy, onChange }: RoomStatusControlsProps) {
  return (
    <Stack gap="xs" mt="sm">
      <Select
        label="Status"
        aria-label={`Status of room ${room.number}`}
        data={STATUS_OPTIONS}
        value={room.status}
        allowDeselect={false}
        disabled={busy}
        onChange={(value) => {
          if (value && value !== room.status) onChange(value as RoomStatus);
        }}
      />
      {room.status === "occupied" && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconDoorExit size={16} />}
            loading={busy}
            onClick={() => onChange("cleaning")}
          >
            Mark as Check-out
          </Button>
        </Group>
      )}
      {room.status === "cleaning" && (
        <Group>
          <Button
            variant="light"
            color="green"
            leftSection={<IconSparkles size={16} />}
            loading={busy}
            onClick={() => onChange("available")}
          >
            Mark as Cleaned
          </Button>
        </Group>
      )}
    </Stack>
  );
}
