import { addDays, type BookingStatus, type PaymentStatus } from "@atithi/domain";
import type { RouterOutputs } from "../../api/trpc";

export type Booking = RouterOutputs["bookings"]["byId"];

const PAYMENT_STATUS_COLORS: Partial<Record<PaymentStatus, string>> = {
  paid: "green",
  advance: "blue",
  pending: "orange",
  refunded: "red",
};

export function paymentStatusColor(status: string): string {
  return PAYMENT_STATUS_COLORS[status as PaymentStatus] ?? "gray";
}

const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  confirmed: "blue",
  checked_in: "green",
  checked_out: "gray",
  cancelled: "red",
};

export function bookingStatusColor(status: string): string {
  return BOOKING_STATUS_COLORS[status as BookingStatus] ?? "gray";
}

/** "checked_in" → "checked in"; "bank_transfer" → "bank transfer". */
export function humanize(value: string): string {
  return value.replaceAll("_", " ");
}

/** "2 adults, 1 child". */
export function guestCountText(adults: number, children: number): string {
  const a = `${adults} ${adults === 1 ? "adult" : "adults"}`;
  return children > 0 ? `${a}, ${children} ${children === 1 ? "child" : "children"}` : a;
}

interface GuestLike {
  guestId?: string | null;
  guest?: { name?: string | null } | null;
  room?: { number?: string | null } | null;
}

/** The guest's name, else the guest id, else 'Unknown Guest'. */
export function guestDisplayName(booking: GuestLike): string {
  return booking.guest?.name?.trim() || booking.guestId || "Unknown Guest";
}

/** First letters of up to two words of the name, or '??' when there is no name. */
export function guestInitials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "??";
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

export function roomLabel(booking: GuestLike): string {
  return booking.room?.number ? `Room ${booking.room.number}` : "N/A";
}

/**
 * Whether checking out on `today` ends the stay before its booked check-out date, once the one
 * night every stay is billed for is counted: the case the server re-prices on check-out
 * (shortenToNightsUsed). It only decides whether the dialog says so; the price is the server's.
 */
export function departsEarly(booking: Pick<Booking, "checkInDate" | "checkOutDate">, today: string): boolean {
  const firstNight = addDays(booking.checkInDate, 1);
  return (today > firstNight ? today : firstNight) < booking.checkOutDate;
}
