import { roomReadiness, underMaintenanceMessage } from "@atithi/domain";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { BookingSummary } from "./BookingSummary";
import type { Booking } from "./booking-display";
import { useSetBookingStatus } from "./use-set-booking-status";

/**
 * The check-in, with the room's housekeeping status asked afresh: a room under maintenance is
 * refused (as the server does), one still being cleaned is said so before the desk confirms.
 */
export function CheckInPanel({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const trpc = useTRPC();
  const checkIn = useSetBookingStatus("checked_in", onDone);
  const rooms = useQuery({ ...trpc.rooms.list.queryOptions(), staleTime: 0 });
  const room = rooms.data?.find((r) => r.id === booking.roomId);
  const readiness = room ? roomReadiness(room.status) : "ready";
  const number = room?.number ?? booking.room.number;
  return (
    <Stack>
      <BookingSummary booking={booking} />
      {readiness === "under_maintenance" && (
        <Alert color="red" variant="light" title="Room under maintenance">
          {underMaintenanceMessage(number)}.
        </Alert>
      )}
      {readiness === "not_clean" && (
        <Alert color="yellow" variant="light" title="Room not yet clean">
          Room {number} is still being cleaned. Check the guest in only if they accept it as it is, or once
          housekeeping has finished.
        </Alert>
      )}
      {readiness === "ready" && (
        <Text size="sm">Confirm check-in for this guest? The room will be marked as occupied.</Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        {readiness !== "under_maintenance" && (
          <Button
            loading={checkIn.isPending}
            onClick={() => checkIn.mutate({ id: booking.id, status: "checked_in" })}
          >
            {readiness === "not_clean" ? "Check In Anyway" : "Check In Guest"}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
