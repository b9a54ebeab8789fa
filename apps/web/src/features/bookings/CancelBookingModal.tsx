import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useLastDefined } from "../../lib/use-last-defined";
import { type Booking, guestDisplayName, roomLabel } from "./booking-display";
import { useSetBookingStatus } from "./use-set-booking-status";

/** Cancelling frees the room but keeps the booking and its payments on record, unlike deleting. */
export function CancelBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const shown = useLastDefined(booking);
  const cancel = useSetBookingStatus("cancelled", onClose);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={booking !== null}
      onClose={onClose}
      title="Cancel Booking"
    >
      <Stack>
        <Text size="sm">
          The booking for {shown ? guestDisplayName(shown) : ""} in {shown ? roomLabel(shown) : ""} will be
          cancelled and the room freed. The booking and any payments stay on record.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep Booking
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => shown && cancel.mutate({ id: shown.id, status: "cancelled" })}
          >
            Cancel Booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
