import { toPaise } from "@atithi/domain";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { BookingSummary } from "./BookingSummary";
import type { Booking } from "./booking-display";
import { CollectPaymentForm } from "./CollectPaymentForm";
import { PaymentHistory } from "./PaymentHistory";
import { PaymentSummary } from "./PaymentSummary";
import { useSetBookingStatus } from "./use-set-booking-status";

interface CheckOutPanelProps {
  booking: Booking;
  /** False when only taking a payment. */
  canCheckOut: boolean;
  onDone: () => void;
}

export function CheckOutPanel({ booking, canCheckOut, onDone }: CheckOutPanelProps) {
  const trpc = useTRPC();
  const { property } = useCurrentUser();
  // Money changes at the desk; the summary is always asked afresh when the dialog opens.
  const summary = useQuery({
    ...trpc.bookings.checkoutSummary.queryOptions({ id: booking.id }),
    staleTime: 0,
  });
  const checkOut = useSetBookingStatus("checked_out", onDone);
  const pending = summary.data ? toPaise(summary.data.pendingAmount) > 0 : true;

  return (
    <Stack>
      <BookingSummary booking={booking} />
      {summary.isPending && <Text size="sm">Loading payment summary...</Text>}
      {summary.isError && (
        <Alert color="red" variant="light">
          Failed to load payment summary
        </Alert>
      )}
      {summary.data && (
        <>
          <PaymentSummary {...summary.data} />
          {pending && (
            <CollectPaymentForm bookingId={booking.id} pendingAmount={summary.data.pendingAmount} />
          )}
          <PaymentHistory payments={summary.data.payments} timeZone={property.timeZone} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {canCheckOut ? "Cancel" : "Close"}
        </Button>
        {canCheckOut && (
          <Button
            disabled={pending}
            loading={checkOut.isPending}
            onClick={() => checkOut.mutate({ id: booking.id, status: "checked_out" })}
          >
            {pending ? "Collect Payment First" : "Complete Checkout"}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
