import { Button, Group, Stack, Text } from "@mantine/core";
import { BookingSummary } from "./BookingSummary";
import type { Booking } from "./booking-display";
import { useSetBookingStatus } from "./use-set-booking-status";

export function CheckInPanel({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const checkIn = useSetBookingStatus("checked_in", onDone);
  return (
    <Stack>
      <BookingSummary booking={booking} />
      <Text size="sm">Confirm check-in for this guest? The room will be marked as occupied.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          loading={checkIn.isPending}
          onClick={() => checkIn.mutate({ id: booking.id, status: "checked_in" })}
        >
          Check In Guest
        </Button>
      </Group>
    </Stack>
  );
}
