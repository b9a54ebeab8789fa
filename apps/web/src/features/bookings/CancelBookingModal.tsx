import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useLastDefined } from "../../lib/use-last-defined";
import { type Booking, guestDisplayName, roomLabel } from "./booking-display";
import { useSetBookingStatus } from "./use-set-booking-status";

/** Cancelling frees the room but keeps the booking and its payments on record, unlike deleting. */
export function CancelBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const shown = useLastDefined(booking);
  const cancel = useSetBookingStatus("cancelled", onClose);
  return (
    <ConfirmDialog
      opened={booking !== null}
      title="Cancel Booking"
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      pending={cancel.isPending}
      onConfirm={() => shown && cancel.mutate({ id: shown.id, status: "cancelled" })}
      onClose={onClose}
    >
      The booking for {shown ? guestDisplayName(shown) : ""} in {shown ? roomLabel(shown) : ""} will be
      cancelled and the room freed. The booking and any payments stay on record.
    </ConfirmDialog>
  );
}
