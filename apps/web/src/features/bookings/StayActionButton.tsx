import { Button, type ButtonProps } from "@mantine/core";
import type { Booking } from "./booking-display";

export type StayAction = "check-in" | "check-out";

/**
 * 'Check In' for a confirmed booking, 'Check Out' for a checked-in one, nothing otherwise; nothing
 * for a group's room either, which arrives and leaves with its group (the server refuses it alone).
 */
export function StayActionButton({
  booking,
  onAction,
  ...props
}: { booking: Booking; onAction: (action: StayAction) => void } & ButtonProps) {
  if (booking.groupBookingId) return null;
  if (booking.status === "confirmed") {
    return (
      <Button size="xs" {...props} onClick={() => onAction("check-in")}>
        Check In
      </Button>
    );
  }
  if (booking.status === "checked_in") {
    return (
      <Button size="xs" color="orange" variant="light" {...props} onClick={() => onAction("check-out")}>
        Check Out
      </Button>
    );
  }
  return null;
}
