import type { Database } from "@atithi/db";
import { addDays, fromPaise, priceStay } from "@atithi/domain";
import { conflict } from "../../../platform/errors";
import { setRoomStatus } from "../rooms";
import { bookingsRepository } from "./bookings.repository";

export type LockedBooking = NonNullable<Awaited<ReturnType<ReturnType<typeof bookingsRepository>["lock"]>>>;

/** The guest arrives: from the check-in date, into a room nobody else is still checked in to. */
export async function checkIn(trx: Database, booking: LockedBooking, today: string) {
  if (booking.checkInDate > today) throw conflict(`Check-in opens on ${booking.checkInDate}`);
  if (booking.checkOutDate <= today) throw conflict("This stay has already ended; it cannot be checked in");
  const bookings = bookingsRepository(trx);
  if (await bookings.checkedInElsewhere(booking.roomId, booking.id)) {
    throw conflict("The previous guest has not checked out of this room yet");
  }
  await bookings.update(booking.id, { status: "checked_in" });
  await setRoomStatus(trx, booking.roomId, "occupied");
}

/**
 * Leaving before the check-out date ends the stay on the nights used (at least one), re-priced at
 * the booking's own rates and discount, so the nights given up are free to sell and the price
 * (and its GST slab) follows the nights actually stayed.
 */
export async function shortenToNightsUsed(trx: Database, booking: LockedBooking, today: string) {
  if (booking.checkOutDate <= today) return booking;
  const earliest = addDays(booking.checkInDate, 1);
  const checkOutDate = today > earliest ? today : earliest;
  if (checkOutDate === booking.checkOutDate) return booking;
  const price = priceStay({
    checkInDate: booking.checkInDate,
    checkOutDate,
    adults: booking.adults,
    children: booking.children,
    discountPercentage: Number(booking.discountPercentage),
    isComplimentary: booking.isComplimentary,
  });
  const totalAmount = fromPaise(price.total);
  await bookingsRepository(trx).update(booking.id, { checkOutDate, totalAmount });
  return { ...booking, checkOutDate, totalAmount };
}

/** The guest leaves; the room goes to housekeeping unless someone else is already checked in to it. */
export async function checkOut(trx: Database, booking: LockedBooking) {
  const bookings = bookingsRepository(trx);
  await bookings.update(booking.id, { status: "checked_out" });
  if (!(await bookings.checkedInElsewhere(booking.roomId, booking.id))) {
    await setRoomStatus(trx, booking.roomId, "cleaning");
  }
}
