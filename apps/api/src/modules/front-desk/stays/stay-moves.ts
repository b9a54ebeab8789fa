import type { Database } from "@atithi/db";
import {
  addDays,
  formatDisplayDate,
  fromPaise,
  priceNights,
  roomReadiness,
  underMaintenanceMessage,
} from "@atithi/domain";
import { conflict } from "../../../platform/errors";
import { findRooms, setRoomStatus } from "../rooms";
import { discountOfRow } from "./discounts";
import { billedNights, keepNightsBefore } from "./stay-pricing";
import { staysRepository } from "./stays.repository";

export type LockedBooking = NonNullable<Awaited<ReturnType<ReturnType<typeof staysRepository>["lock"]>>>;

/** The guest arrives: from the check-in date, into a room nobody else is still checked in to. */
export async function checkIn(trx: Database, booking: LockedBooking, today: string) {
  await checkInStays(trx, [booking], today);
}

/** `checkIn` of many stays at once (a group's), in statements that do not grow with them. */
export async function checkInStays(trx: Database, stays: readonly LockedBooking[], today: string) {
  for (const booking of stays) {
    if (booking.checkInDate > today)
      throw conflict(`Check-in opens on ${formatDisplayDate(booking.checkInDate)}`);
    if (booking.checkOutDate <= today) throw conflict("This stay has already ended; it cannot be checked in");
  }
  const bookings = staysRepository(trx);
  const ids = stays.map((b) => b.id);
  const roomIds = stays.map((b) => b.roomId);
  const blocked = (await findRooms(trx, roomIds)).find(
    (room) => roomReadiness(room.status) === "under_maintenance",
  );
  if (blocked) throw conflict(underMaintenanceMessage(blocked.number));
  if ((await bookings.checkedInElsewhere(roomIds, ids)).length > 0) {
    throw conflict("The previous guest has not checked out of this room yet");
  }
  await bookings.setStatuses(ids, "checked_in");
  await setRoomStatus(trx, roomIds, "occupied");
}

/**
 * Leaving before the check-out date ends the stay on the nights used (at least one), each at the
 * price it was billed and with the booking's discount, so the nights given up are free to sell and
 * the price (and its GST slab) follows the nights actually stayed.
 */
export async function shortenToNightsUsed(trx: Database, booking: LockedBooking, today: string) {
  const [stay] = await shortenStaysToNightsUsed(trx, [booking], today);
  return stay ?? booking;
}

/** `shortenToNightsUsed` of many stays at once (a group's), in one statement. */
export async function shortenStaysToNightsUsed(
  trx: Database,
  stays: readonly LockedBooking[],
  today: string,
) {
  const leaving = stays.flatMap((booking) => {
    if (booking.checkOutDate <= today) return [];
    const earliest = addDays(booking.checkInDate, 1);
    const checkOutDate = today > earliest ? today : earliest;
    return checkOutDate === booking.checkOutDate ? [] : [{ booking, checkOutDate }];
  });
  const nights = await billedNights(
    trx,
    leaving.map((l) => l.booking),
  );
  const changed = leaving.map(({ booking, checkOutDate }, i) => {
    const used = (nights[i] ?? []).filter((night) => night.date < checkOutDate);
    const totalAmount = fromPaise(priceNights(used, discountOfRow(booking)).total);
    return { id: booking.id, values: { checkOutDate, totalAmount } };
  });
  await staysRepository(trx).updateMany(changed);
  await keepNightsBefore(
    trx,
    changed.map((c) => ({ bookingId: c.id, checkOutDate: c.values.checkOutDate })),
  );
  return stays.map((booking) => {
    const change = changed.find((c) => c.id === booking.id);
    return change ? { ...booking, ...change.values } : booking;
  });
}

/**
 * The guest leaves; the room goes to housekeeping unless someone else is already checked in to it,
 * or it was put under maintenance during the stay (that stays, so the room is not sold).
 */
export async function checkOut(trx: Database, booking: LockedBooking) {
  await checkOutStays(trx, [booking]);
}

/** `checkOut` of many stays at once (a group's), in statements that do not grow with them. */
export async function checkOutStays(trx: Database, stays: readonly LockedBooking[]) {
  const bookings = staysRepository(trx);
  const ids = stays.map((b) => b.id);
  const roomIds = stays.map((b) => b.roomId);
  await bookings.setStatuses(ids, "checked_out");
  const occupied = new Set(await bookings.checkedInElsewhere(roomIds, ids));
  const underMaintenance = new Set(
    (await findRooms(trx, roomIds))
      .filter((room) => roomReadiness(room.status) === "under_maintenance")
      .map((room) => room.id),
  );
  await setRoomStatus(
    trx,
    roomIds.filter((roomId) => !occupied.has(roomId) && !underMaintenance.has(roomId)),
    "cleaning",
  );
}
