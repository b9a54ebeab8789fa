import { formatInr, toPaise } from "@atithi/domain";
import { Badge, Group } from "@mantine/core";
import { bookingStatusColor, humanize, paymentStatusColor } from "./booking-display";

/**
 * The payment-status and booking-status badges of a booking, and whether a discount awaits approval.
 * Money to give back (the server's refundDue: a cancelled or shortened stay paid beyond its bill)
 * is said in place of the payment status, which would read "paid".
 */
export function BookingBadges({
  paymentStatus,
  status,
  pendingApproval = false,
  refundDue,
}: {
  paymentStatus: string;
  status: string;
  pendingApproval?: boolean;
  refundDue?: string | undefined;
}) {
  const dueBack = refundDue !== undefined && toPaise(refundDue) > 0;
  return (
    <Group gap={6}>
      {pendingApproval && (
        <Badge color="yellow" variant="light">
          Awaiting approval
        </Badge>
      )}
      {dueBack ? (
        <Badge color="red" variant="light">
          Refund due {formatInr(refundDue)}
        </Badge>
      ) : (
        <Badge color={paymentStatusColor(paymentStatus)} variant="light">
          {humanize(paymentStatus)}
        </Badge>
      )}
      <Badge color={bookingStatusColor(status)} variant="dot">
        {humanize(status)}
      </Badge>
    </Group>
  );
}
