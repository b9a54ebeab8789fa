import { formatInr, nightsBetween } from "@atithi/domain";
import { formatDateTime, formatDisplayDate } from "../../lib/dates";
import { type Booking, guestCountText, guestDisplayName, humanize, roomLabel } from "./booking-display";

/** The text a copied booking puts on the clipboard, for pasting into a message to the guest or a colleague. */
export function bookingCopyText(booking: Booking, timeZone: string): string {
  return [
    `Guest: ${guestDisplayName(booking)}`,
    `Phone: ${booking.guest.phone}`,
    `Room: ${roomLabel(booking)}`,
    `Check-in: ${formatDisplayDate(booking.checkInDate)}`,
    `Check-out: ${formatDisplayDate(booking.checkOutDate)}`,
    `Nights: ${nightsBetween(booking.checkInDate, booking.checkOutDate)}`,
    `Guests: ${guestCountText(booking.adults, booking.children)}`,
    `Total: ${booking.isComplimentary ? "FREE" : formatInr(booking.amountDue)}`,
    `Payment status: ${humanize(booking.paymentStatus)}`,
    `Booked at: ${formatDateTime(booking.createdAt, timeZone)}`,
  ].join("\n");
}
