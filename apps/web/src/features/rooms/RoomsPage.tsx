import { ROOM_STATUSES, type RoomStatus } from "@atithi/domain";
import {
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconArchive,
  IconBed,
  IconDoorExit,
  IconEdit,
  IconPlus,
  IconRestore,
  IconSparkles,
} from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { QueryState } from "../../components/QueryState";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { RetireRoomDialog } from "./RetireRoomDialog";
import { RoomCard, RoomCardSkeleton } from "./RoomCard";
import { RoomDialog, type RoomDialogState } from "./RoomDialog";
import { RoomTypesTab } from "./RoomTypesTab";
import { activeBookingFor, ROOM_STATUS_LABELS } from "./room-status";
import type { Room } from "./room-types";
import { usePropertyToday } from "./use-property-today";
import { useRefreshRooms } from "./use-refresh-rooms";
import { useSetRoomStatus } from "./use-set-room-status";

const STATUS_OPTIONS = ROOM_STATUSES.map((status) => ({ value: status, label: ROOM_STATUS_LABELS[status] }));

export type RoomsTab = "rooms" | "types";

/**
 * The Rooms screen: every room with its status. Administrators also manage the rooms (add, edit,
 * retire, reinstate) and, on a second tab, the room types and their rate plans.
 */
export function RoomsPage({
  tab = "rooms",
  onTabChange = () => {},
}: {
  tab?: RoomsTab;
  onTabChange?: (tab: RoomsTab) => void;
}) {
  const manage = useCan("rooms.manage");
  if (!manage) return <RoomsGrid manage={false} />;
  return (
    <Tabs
      value={tab}
      onChange={(value) => onTabChange(value === "types" ? "types" : "rooms")}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="rooms">Rooms</Tabs.Tab>
        <Tabs.Tab value="types">Room Types & Rates</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="rooms">
        <RoomsGrid manage />
      </Tabs.Panel>
      <Tabs.Panel value="types">
        <RoomTypesTab />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Every room with its status, and (for staff who may) the controls to change it. */
function RoomsGrid({ manage }: { manage: boolean }) {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const canChange = useCan("rooms.status");
  const rooms = useQuery(trpc.rooms.list.queryOptions());
  const stays = useQuery(trpc.bookings.active.queryOptions());
  // The room dialog's choices, read before it opens.
  useQuery({ ...trpc.roomTypes.list.queryOptions(), enabled: manage });
  const setStatus = useSetRoomStatus();
  const [showRetired, setShowRetired] = useState(false);
  const [editing, setEditing] = useState<RoomDialogState>(null);
  const [retiring, setRetiring] = useState<Room | null>(null);

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

  const addRoom = () => setEditing({ room: null });

  return (
    <>
      <QueryState query={rooms} what="rooms">
        {(list) => (
          <QueryState query={stays} what="the stays in the rooms">
            {(active) => (
              <Stack gap="md">
                {(list.length > 0 || manage) && (
                  <Group justify="space-between" align="center" gap="sm">
                    <Text size="sm" c="dimmed">
                      {roomSummary(list)}
                    </Text>
                    {manage && (
                      <Group gap="md">
                        <Switch
                          label="Show retired rooms"
                          checked={showRetired}
                          onChange={(event) => setShowRetired(event.currentTarget.checked)}
                        />
                        <Button leftSection={<IconPlus size={16} />} onClick={addRoom}>
                          Add Room
                        </Button>
                      </Group>
                    )}
                  </Group>
                )}
                {list.length === 0 ? (
                  <EmptyState
                    icon={<IconBed size={32} stroke={1.5} />}
                    withIndicatorBackground
                    title="No rooms found"
                    description={
                      manage
                        ? "Add the hotel's rooms with Add Room"
                        : "Rooms should be automatically initialized"
                    }
                    py="xl"
                  />
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
                    {list.map((room) => (
                      <RoomCard
                        key={room.id}
                        room={room}
                        booking={activeBookingFor(room.id, active)}
                        today={today}
                      >
                        {manage && (
                          <Text size="sm" mt="sm" c="dimmed">
                            {roomDetails(room)}
                          </Text>
                        )}
                        <Text size="sm" mt={manage ? 0 : "sm"}>
                          {room.capacity} guests max
                        </Text>
                        {canChange && (
                          <RoomStatusControls
                            room={room}
                            busy={setStatus.isPending && setStatus.variables?.id === room.id}
                            onChange={(status) => setStatus.mutate({ id: room.id, status })}
                          />
                        )}
                        {manage && (
                          <Group gap="xs" mt="sm">
                            <Button
                              variant="default"
                              size="xs"
                              leftSection={<IconEdit size={14} />}
                              aria-label={`Edit room ${room.number}`}
                              onClick={() => setEditing({ room })}
                            >
                              Edit
                            </Button>
                            <Button
                              variant="subtle"
                              color="red"
                              size="xs"
                              leftSection={<IconArchive size={14} />}
                              aria-label={`Retire room ${room.number}`}
                              onClick={() => setRetiring(room)}
                            >
                              Retire
                            </Button>
                          </Group>
                        )}
                      </RoomCard>
                    ))}
                  </SimpleGrid>
                )}
                {manage && showRetired && <RetiredRooms onEdit={(room) => setEditing({ room })} />}
              </Stack>
            )}
          </QueryState>
        )}
      </QueryState>
      {/* Outside the lists' QueryState: a failed background refresh shows its error there and must
        not unmount a dialog with what the administrator typed. */}
      {manage && (
        <>
          <RoomDialog state={editing} onClose={() => setEditing(null)} />
          <RetireRoomDialog room={retiring} onClose={() => setRetiring(null)} />
        </>
      )}
    </>
  );
}

function roomSummary(rooms: Room[]): string {
  const available = rooms.filter((room) => room.status === "available").length;
  return `${rooms.length} ${rooms.length === 1 ? "room" : "rooms"}, ${available} available`;
}

/** "Deluxe · Floor 2" */
function roomDetails(room: Room): string {
  return room.floor ? `${room.roomTypeName} · Floor ${room.floor}` : room.roomTypeName;
}

/** The rooms taken out of use, each with the way back. */
function RetiredRooms({ onEdit }: { onEdit: (room: Room) => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshRooms();
  const all = useQuery(trpc.rooms.list.queryOptions({ includeRetired: true }));
  const reinstate = useMutation(
    trpc.rooms.reinstate.mutationOptions({
      onSuccess: (room) => {
        notifySuccess(`Room ${room.number} reinstated`, "It is back in the room lists.");
        refresh();
      },
      onError: (error) => notifyRequestError("Could not reinstate the room", error),
    }),
  );
  // Shown on demand under every active room: brought into view, or a phone would not see it appear.
  const sectionRef = useRef<HTMLDivElement>(null);
  useEffect(() => sectionRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }), []);
  return (
    <Stack
      ref={sectionRef}
      component="section"
      aria-labelledby="retired-rooms-heading"
      gap="sm"
      mt="md"
      // Clear of the fixed header (64 px) when scrolled to.
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} size="h4" id="retired-rooms-heading">
        Retired rooms
      </Title>
      <QueryState query={all} what="retired rooms">
        {(list) => {
          const retired = list.filter((room) => !room.isActive);
          if (retired.length === 0) {
            return (
              <Text size="sm" c="dimmed">
                No room has been retired.
              </Text>
            );
          }
          return (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
              {retired.map((room) => (
                <Paper
                  key={room.id}
                  component="article"
                  aria-label={`Retired room ${room.number}`}
                  withBorder
                  radius="md"
                  p="md"
                >
                  <Group justify="space-between" gap={6}>
                    <Text fw={600} size="lg" lh={1.3}>
                      Room {room.number}
                    </Text>
                    <Badge color="gray" variant="light">
                      Retired
                    </Badge>
                  </Group>
                  <Text size="sm" mt="xs" c="dimmed">
                    {roomDetails(room)}
                  </Text>
                  <Group gap="xs" mt="sm">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRestore size={14} />}
                      aria-label={`Reinstate room ${room.number}`}
                      loading={reinstate.isPending && reinstate.variables?.id === room.id}
                      onClick={() => reinstate.mutate({ id: room.id })}
                    >
                      Reinstate
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconEdit size={14} />}
                      aria-label={`Edit retired room ${room.number}`}
                      onClick={() => onEdit(room)}
                    >
                      Edit
                    </Button>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          );
        }}
      </QueryState>
    </Stack>
  );
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
