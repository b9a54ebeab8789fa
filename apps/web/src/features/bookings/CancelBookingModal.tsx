import { CHARGE_CATEGORY_DEFAULTS, formatInr } from "@atithi/domain";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { type Booking, guestDisplayName, roomLabel } from "./booking-display";
import { feeAmount, feeError } from "./charge-form";
import { FeeInput } from "./FeeInput";
import { notifyFailure } from "./notify-failure";
import { useRefreshBookings } from "./use-refresh-bookings";
import { useSetBookingStatus } from "./use-set-booking-status";

/**
 * Cancelling frees the room but keeps the booking and its payments on record, unlike deleting.
 * An optional cancellation fee is then charged on the folio as an extra (the server bills only
 * fees on a cancelled stay); what was paid beyond it can be refunded from the folio.
 */
export function CancelBookingModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const shown = useLastDefined(booking);
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const [fee, setFee] = useState<number | string>("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setFee("");
    setError(null);
    onClose();
  };
  const cancel = useSetBookingStatus("cancelled", close);
  const charge = useMutation(
    trpc.bookings.addCharge.mutationOptions({
      onSuccess: (added) =>
        notifySuccess(
          "Booking cancelled successfully",
          `Cancellation fee of ${formatInr(added.amount)} charged`,
        ),
      onError: (failure) =>
        notifyFailure("The booking is cancelled, but the cancellation fee was not charged", failure),
      onSettled: () => void refresh(),
    }),
  );

  function confirm() {
    if (!shown) return;
    const problem = feeError(fee);
    setError(problem);
    if (problem) return;
    const amount = feeAmount(fee);
    const bookingId = shown.id;
    cancel.mutate(
      { id: bookingId, status: "cancelled" },
      {
        onSuccess: () => {
          if (amount === null) return;
          charge.mutate({
            bookingId,
            category: "cancellation_fee",
            description: CHARGE_CATEGORY_DEFAULTS.cancellation_fee.label,
            amount,
            quantity: 1,
          });
        },
      },
    );
  }

  return (
    <ConfirmDialog
      opened={booking !== null}
      title="Cancel Booking"
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      pending={cancel.isPending || charge.isPending}
      onConfirm={confirm}
      onClose={close}
      extra={
        <FeeInput
          label="Cancellation Fee (₹, optional)"
          category="cancellation_fee"
          value={fee}
          error={error}
          onChange={setFee}
        />
      }
    >
      The booking for {shown ? guestDisplayName(shown) : ""} in {shown ? roomLabel(shown) : ""} will be
      cancelled and the room freed. The booking and any payments stay on record; what was paid beyond the fee
      can be refunded from its folio.
    </ConfirmDialog>
  );
}
