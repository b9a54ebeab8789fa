import type { Database } from "@atithi/db";
import { addDays } from "@atithi/domain";
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
 * The guest leaves. Leaving early ends the stay today, so the nights given up are free to sell
 * (the money stays with the booking); the room goes to housekeeping unless someone else is
 * already checked in to it.
 */
export async function checkOut(trx: Database, booking: LockedBooking, today: string) {
  const bookings = bookingsRepository(trx);
  const earliest = addDays(booking.checkInDate, 1);
  const checkOutDate =
    booking.checkOutDate > today ? (today > earliest ? today : earliest) : booking.checkOutDate;
  await bookings.update(booking.id, { status: "checked_out", checkOutDate });
  if (!(await bookings.checkedInElsewhere(booking.roomId, booking.id))) {
    await setRoomStatus(trx, booking.roomId, "cleaning");
  }
}
