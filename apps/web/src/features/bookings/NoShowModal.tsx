import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { formatDisplayDate } from "../../lib/dates";
import { notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { type Booking, guestDisplayName, roomLabel } from "./booking-display";
import { feeAmount, feeError } from "./charge-form";
import { FeeInput } from "./FeeInput";
import { notifyFailure } from "./notify-failure";
import { useRefreshBookings } from "./use-refresh-bookings";

/** The guest never came: the stay is cancelled as a no-show, the room freed, an optional fee charged. */
export function NoShowModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
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
  const noShow = useMutation(
    trpc.bookings.noShow.mutationOptions({
      onSuccess: () => {
        notifySuccess("Marked as no-show", "The booking is cancelled and the room freed");
        void refresh();
        close();
      },
      onError: (failure) => notifyFailure("Failed to mark no-show", failure),
    }),
  );

  const submission = useSubmission();
  function confirm() {
    if (!shown) return;
    const problem = feeError(fee);
    setError(problem);
    if (!problem) submission.send(noShow, { id: shown.id, fee: feeAmount(fee) });
  }

  return (
    <ConfirmDialog
      opened={booking !== null}
      title="Mark No-show"
      confirmLabel="Mark No-show"
      cancelLabel="Keep Booking"
      pending={noShow.isPending}
      onConfirm={confirm}
      onClose={close}
      extra={
        <FeeInput
          label="No-show Fee (₹, optional)"
          category="no_show_fee"
          value={fee}
          error={error}
          onChange={setFee}
        />
      }
    >
      {shown ? guestDisplayName(shown) : ""} did not arrive for {shown ? roomLabel(shown) : ""} on{" "}
      {shown ? formatDisplayDate(shown.checkInDate) : ""}. The booking will be cancelled as a no-show and the
      room freed.
    </ConfirmDialog>
  );
}
