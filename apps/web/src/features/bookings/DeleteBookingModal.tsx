import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { type Booking, guestDisplayName, roomLabel } from "./booking-display";
import { useRefreshBookings } from "./use-refresh-bookings";

export function DeleteBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const shown = useLastDefined(booking);
  const remove = useMutation(
    trpc.bookings.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess("Booking deleted successfully");
        void refresh();
        onClose();
      },
      onError: (error) => notifyRequestError("Failed to delete booking", error),
    }),
  );

  return (
    <ConfirmDialog
      opened={booking !== null}
      title="Delete Booking"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => shown && remove.mutate({ id: shown.id })}
      onClose={onClose}
    >
      The booking for {shown ? guestDisplayName(shown) : ""} in {shown ? roomLabel(shown) : ""} will be
      permanently removed and the room freed. This cannot be undone.
    </ConfirmDialog>
  );
}
