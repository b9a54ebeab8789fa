import { Badge, Group } from "@mantine/core";
import { bookingStatusColor, humanize, paymentStatusColor } from "./booking-display";

/** The payment-status and booking-status badges of a booking, and whether a discount awaits approval. */
export function BookingBadges({
  paymentStatus,
  status,
  pendingApproval = false,
}: {
  paymentStatus: string;
  status: string;
  pendingApproval?: boolean;
}) {
  return (
    <Group gap={6}>
      {pendingApproval && (
        <Badge color="yellow" variant="light">
          Awaiting approval
        </Badge>
      )}
      <Badge color={paymentStatusColor(paymentStatus)} variant="light">
        {humanize(paymentStatus)}
      </Badge>
      <Badge color={bookingStatusColor(status)} variant="dot">
        {humanize(status)}
      </Badge>
    </Group>
  );
}
