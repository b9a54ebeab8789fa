import { formatInr, toPaise } from "@atithi/domain";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { useCurrentUser } from "../../auth/current-user";
import { formatDisplayDate } from "../../lib/dates";
import { AddChargeForm } from "./AddChargeForm";
import { BookingSummary } from "./BookingSummary";
import { type Booking, departsEarly } from "./booking-display";
import { CollectPaymentForm } from "./CollectPaymentForm";
import { FolioLines, type StayFolio } from "./FolioLines";
import { PaymentHistory } from "./PaymentHistory";
import { PaymentSummary } from "./PaymentSummary";
import { StayInvoice } from "./StayInvoice";
import { useSetBookingStatus } from "./use-set-booking-status";

interface CheckOutPanelProps {
  booking: Booking;
  /** False when only showing the folio or taking a payment. */
  canCheckOut: boolean;
  onDone: () => void;
}

const positive = (amount: string) => toPaise(amount) > 0;

/**
 * The stay's folio with what can be done to it: extras added and removed until it is invoiced,
 * payments up to what is pending, refunds of what is due back, the invoice, and the check-out.
 * Every figure is the server's; after the check-out the panel stays open on the final folio, where
 * an early departure's refund and the invoice are.
 */
export function CheckOutPanel({ booking: opened, canCheckOut, onDone }: CheckOutPanelProps) {
  const trpc = useTRPC();
  const { property } = useCurrentUser();
  // The stay as it is now (checked out a moment ago, shortened by an early departure).
  const current = useQuery({
    ...trpc.bookings.byId.queryOptions({ id: opened.id }),
    staleTime: 0,
    placeholderData: opened,
  });
  const booking = current.data ?? opened;
  const [checkedOut, setCheckedOut] = useState(false);
  const checkOut = useSetBookingStatus("checked_out", () => setCheckedOut(true));
  const mayWrite = useCan("bookings.write");
  const showCheckOut = canCheckOut && mayWrite && !checkedOut && booking.status === "checked_in";
  // Money changes at the desk; the folio is always asked afresh. Checking out, it is the folio as the
  // check-out will bill it: a stay leaving early priced by the server for the nights used.
  const departure = useQuery({
    ...trpc.bookings.departure.queryOptions({ id: opened.id }),
    staleTime: 0,
    enabled: showCheckOut,
  });
  const standing = useQuery({
    ...trpc.bookings.folio.queryOptions({ id: opened.id }),
    staleTime: 0,
    enabled: !showCheckOut,
  });
  const folio = showCheckOut ? departure : standing;
  const pending = folio.data ? positive(folio.data.pendingAmount) : true;
  const leavingEarly = showCheckOut && departsEarly(booking, property.today);

  return (
    <Stack>
      <BookingSummary booking={booking} />
      {leavingEarly && (
        <Alert color="yellow" variant="light" title="Leaving before the check-out date">
          Booked until {formatDisplayDate(booking.checkOutDate)}
          {departure.data
            ? `; checking out now ends the stay on ${formatDisplayDate(departure.data.checkOutDate)}, and the folio below is priced for the nights used.${earlyDepartureMoney(departure.data)}`
            : ". The stay is being priced for the nights used."}
        </Alert>
      )}
      {checkedOut && (
        <Alert color="green" variant="light" title="Checked out">
          Billed as a stay from {formatDisplayDate(booking.checkInDate)} to{" "}
          {formatDisplayDate(booking.checkOutDate)}; below is its final folio, with the invoice.
        </Alert>
      )}
      {folio.isPending && <Text size="sm">Loading folio...</Text>}
      {folio.isError && (
        <Alert color="red" variant="light">
          Failed to load the folio
        </Alert>
      )}
      {folio.data && (
        <FolioSections
          folio={folio.data}
          booking={booking}
          timeZone={property.timeZone}
          preview={showCheckOut}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {showCheckOut ? "Cancel" : "Close"}
        </Button>
        {showCheckOut && (
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

/** What the desk does about the money of a stay leaving early: collect the rest, or refund after. */
function earlyDepartureMoney(folio: StayFolio): string {
  if (positive(folio.pendingAmount)) return ` Collect ${formatInr(folio.pendingAmount)} to check out.`;
  if (positive(folio.refundDue)) {
    return ` ${formatInr(folio.refundDue)} paid beyond it is due back to the guest: refund it here once checked out.`;
  }
  return "";
}

function FolioSections({
  folio,
  booking,
  timeZone,
  preview,
}: {
  folio: StayFolio;
  booking: Booking;
  timeZone: string;
  /** The folio as the check-out will bill it, not yet saved: refunds wait for the check-out. */
  preview: boolean;
}) {
  const mayWrite = useCan("bookings.write");
  // The server refuses extras on an invoiced or checked-out stay; a cancelled one still owes its fees.
  const folioOpen = mayWrite && !folio.invoice && booking.status !== "checked_out";
  const takesPayment = useCan("payments.record") && positive(folio.pendingAmount);
  const givesRefund = useCan("payments.refund") && !preview && positive(folio.refundDue);
  // A group's rooms are invoiced with their group; a cancelled stay only when a fee is billed.
  const mayIssue =
    mayWrite && !booking.groupBookingId && (booking.status !== "cancelled" || positive(folio.totalAmount));

  return (
    <>
      <FolioLines folio={folio} removable={folioOpen} />
      {folioOpen && <AddChargeForm bookingId={folio.bookingId} />}
      {!folio.gstEnabled && (
        <Text size="xs" c="dimmed">
          GST is not charged: it is turned off in the tax settings.
        </Text>
      )}
      <PaymentSummary
        totalAmount={folio.totalAmount}
        totalPaid={folio.totalPaid}
        pendingAmount={folio.pendingAmount}
        refundDue={folio.refundDue}
        breakdown={folio}
      />
      {takesPayment && <CollectPaymentForm bookingId={folio.bookingId} limit={folio.pendingAmount} />}
      {givesRefund && (
        <CollectPaymentForm bookingId={folio.bookingId} limit={folio.refundDue} kind="refund" />
      )}
      <StayInvoice folio={folio} canIssue={mayIssue} />
      <PaymentHistory payments={folio.payments} timeZone={timeZone} />
    </>
  );
}
