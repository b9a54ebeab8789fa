import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentAmountError,
  refundAmountError,
  toPaise,
} from "@atithi/domain";
import { Button, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { notifyError, notifySuccess } from "../../lib/notify";
import { notifyFailure } from "./notify-failure";
import { useRefreshBookings } from "./use-refresh-bookings";

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

function paiseOrNull(amount: number | string): number | null {
  try {
    return toPaise(amount);
  } catch {
    return null;
  }
}

/** A payment takes money towards what is pending; a refund gives back what was paid beyond the bill. */
export type MoneyKind = "payment" | "refund";

const TEXT = {
  payment: {
    title: "Collect Payment",
    amount: "Amount (₹)",
    submit: "Record Payment",
    success: { title: "Payment Recorded", message: "Payment has been recorded successfully" },
    failure: "Failed to record payment",
    problem: paymentAmountError,
  },
  refund: {
    title: "Refund",
    amount: "Refund Amount (₹)",
    submit: "Record Refund",
    success: { title: "Refund Recorded", message: "Refund has been recorded successfully" },
    failure: "Failed to record refund",
    problem: refundAmountError,
  },
} as const;

/**
 * Takes a payment towards what is still pending on a booking (`limit` = the server's pending
 * amount, GST and extras included), or records a refund of at most what the server says is due back.
 */
export function CollectPaymentForm({
  bookingId,
  limit,
  kind = "payment",
}: {
  bookingId: string;
  /** The server's pendingAmount for a payment, its refundDue for a refund. */
  limit: string;
  kind?: MoneyKind;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const text = TEXT[kind];
  const [amount, setAmount] = useState<number | string>("");
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [notes, setNotes] = useState("");

  const options = {
    onSuccess: () => {
      notifySuccess(text.success.title, text.success.message);
      setAmount("");
      setNotes("");
      setMethod("cash");
      // Refreshes the folio too, with the bookings, rooms and dashboard.
      void refresh();
    },
    onError: (error: unknown) => notifyFailure(text.failure, error),
  };
  const record = useMutation(trpc.payments.record.mutationOptions(options));
  const refund = useMutation(trpc.payments.refund.mutationOptions(options));
  const sending = kind === "payment" ? record : refund;
  const submission = useSubmission();

  function submit(event: FormEvent) {
    event.preventDefault();
    // Text that is not an amount is judged like 0: out of range.
    const problem = text.problem(paiseOrNull(amount) ?? 0, toPaise(limit));
    if (problem) {
      notifyError("Invalid Amount", problem);
      return;
    }
    submission.send(sending, { bookingId, amount: String(amount), paymentMethod: method, notes });
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={text.title}
    >
      <Stack gap="xs">
        <Title order={3} size="h6">
          {text.title}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={text.amount}
            min={0}
            // Never cut to the limit as it is left: an amount above it is refused, saying the limit.
            clampBehavior="none"
            decimalScale={2}
            value={amount}
            onChange={setAmount}
          />
          <Select
            label={kind === "payment" ? "Payment Method" : "Refund Method"}
            data={METHOD_OPTIONS}
            allowDeselect={false}
            value={method}
            onChange={(value) => value && setMethod(value as PaymentMethod)}
          />
        </SimpleGrid>
        <TextInput
          label="Notes (optional)"
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Button type="submit" disabled={amount === "" || sending.isPending} loading={sending.isPending}>
          {text.submit}
        </Button>
      </Stack>
    </Paper>
  );
}
