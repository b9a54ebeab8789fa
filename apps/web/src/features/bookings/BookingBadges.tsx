import { Badge, Group } from "@mantine/core";
import { bookingStatusColor, humanize, paymentStatusColor } from "./booking-display";

/** The payment-status and booking-status badges of a booking. */
export function BookingBadges({ paymentStatus, status }: { paymentStatus: string; status: string }) {
  return (
    <Group gap={6}>
      <Badge color={paymentStatusColor(paymentStatus)} variant="light">
        {humanize(paymentStatus)}
      </Badge>
      <Badge color={bookingStatusColor(status)} variant="dot">
        {humanize(status)}
      </Badge>
    </Group>
  );
}
