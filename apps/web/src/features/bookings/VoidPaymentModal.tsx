import { formatInr, TEXT_LIMITS, voidPaymentInput } from "@atithi/domain";
import { TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifySuccess } from "../../lib/notify";
import { notifyFailure } from "./notify-failure";
import { useRefreshBookings } from "./use-refresh-bookings";

/** A manager voids a payment entered by mistake, on its day, saying why. */
export function VoidPaymentModal({
  payment,
  onClose,
}: {
  payment: { id: string; amount: string } | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const submission = useSubmission();
  const voidPayment = useMutation(
    trpc.payments.void.mutationOptions({
      onSuccess: () => {
        notifySuccess("Payment Voided", "The payment and its receipt are voided");
        setReason("");
        void refresh();
        onClose();
      },
      onError: (error) => notifyFailure("Failed to void payment", error),
    }),
  );

  function confirm() {
    if (!payment) return;
    const checked = voidPaymentInput.shape.reason.safeParse(reason);
    if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? "Reason is required");
    submission.send(voidPayment, { id: payment.id, reason });
  }

  return (
    <ConfirmDialog
      opened={payment !== null}
      title="Void Payment"
      confirmLabel="Void Payment"
      pending={voidPayment.isPending}
      onConfirm={confirm}
      onClose={onClose}
      extra={
        <TextInput
          label="Reason"
          required
          maxLength={TEXT_LIMITS.shortNote}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
        />
      }
    >
      {payment &&
        `The payment of ${formatInr(payment.amount)} is voided and its receipt reversed; both stay in the folio, marked voided.`}
    </ConfirmDialog>
  );
}
