import { useCurrentUser } from "../../auth/current-user";
import { notifyError, notifySuccess } from "../../lib/notify";
import { bookingCopyText } from "./booking-copy-text";
import type { Booking } from "./booking-display";

export function useCopyBooking() {
  const { property } = useCurrentUser();
  return async (booking: Booking) => {
    try {
      await navigator.clipboard.writeText(bookingCopyText(booking, property.timeZone));
      notifySuccess("Copied!", "Booking information copied to clipboard");
    } catch {
      notifyError("Error", "Failed to copy booking information");
    }
  };
}
