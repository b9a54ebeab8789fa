import { PAYMENT_METHODS, type PaymentMethod, paymentAmountError, toPaise } from "@atithi/domain";
import { Button, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../api/trpc";
import { notifyError, notifySuccess } from "../../lib/notify";
import { PAYMENT_METHOD_LABELS } from "./booking-display";
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

/** Takes a payment towards what is still pending on a booking. */
export function CollectPaymentForm({
  bookingId,
  pendingAmount,
}: {
  bookingId: string;
  pendingAmount: string;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const [amount, setAmount] = useState<number | string>("");
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [notes, setNotes] = useState("");

  const record = useMutation(
    trpc.payments.record.mutationOptions({
      onSuccess: () => {
        notifySuccess("Payment Recorded", "Payment has been recorded successfully");
        setAmount("");
        setNotes("");
        setMethod("cash");
        // Refreshes the checkout summary too, with the bookings, rooms and dashboard.
        void refresh();
      },
      onError: (error) => notifyFailure("Failed to record payment", error),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    // Text that is not an amount is judged like 0: out of range.
    const problem = paymentAmountError(paiseOrNull(amount) ?? 0, toPaise(pendingAmount));
    if (problem) {
      notifyError("Invalid Amount", problem);
      return;
    }
    record.mutate({ bookingId, amount: String(amount), paymentMethod: method, notes });
  }

  return (
    <Paper withBorder radius="md" p="sm" component="form" onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Title order={3} size="h6">
          Collect Payment
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Amount (₹)"
            min={0}
            max={Number(pendingAmount)}
            decimalScale={2}
            value={amount}
            onChange={setAmount}
          />
          <Select
            label="Payment Method"
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
        <Button type="submit" disabled={amount === "" || record.isPending} loading={record.isPending}>
          Record Payment
        </Button>
      </Stack>
    </Paper>
  );
}
