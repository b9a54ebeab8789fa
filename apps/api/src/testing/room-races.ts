import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { api, t, today } from "./app-fixture";
import { untilWaitingOnLock } from "./races";

/**
 * The races of a room's capacity and its retirement against the stays that rely on them, as the
 * race tests and the tests of their guards share them: `PAIRS` pairs run at once, each pair on a
 * room (and room type) of its own, made for round `round` of a run.
 */
export const PAIRS = 8;

const checkInDate = () => addDays(today(), 10);

/** A booking of three adults and a child (four guests) in the room. */
const bookFour = (roomId: string, i: number) =>
  api("POST", "/api/bookings", {
    guest: { name: `Racer ${i}`, phone: `98765${String(i).padStart(5, "0")}` },
    roomId,
    checkInDate: checkInDate(),
    checkOutDate: addDays(checkInDate(), 2),
    adults: 3,
    children: 1,
  });

async function addType(name: string, maxOccupancy: number) {
  const res = await api("POST", "/api/room-types", { name, baseOccupancy: 1, maxOccupancy });
  if (res.statusCode !== 201) throw new Error(`room type ${name}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

async function addRoom(number: string, roomTypeId: string) {
  const res = await api("POST", "/api/rooms", { number, roomTypeId });
  if (res.statusCode !== 201) throw new Error(`room ${number}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** The pairs' codes, and the stays (not cancelled or checked out) beyond the capacity their room now takes. */
async function outcome(pairs: [{ statusCode: number }, { statusCode: number }][]) {
  const beyond = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bookings
    JOIN rooms ON rooms.id = bookings.room_id
    JOIN room_types ON room_types.id = rooms.room_type_id
    WHERE bookings.status IN ('confirmed', 'checked_in')
      AND bookings.adults + bookings.children > coalesce(rooms.capacity, room_types.max_occupancy)`.execute(
    t.database.db,
  );
  return { codes: pairs.map(([a, b]) => [a.statusCode, b.statusCode]), beyond: beyond.rows[0]?.n ?? -1 };
}

/**
 * Each pair: a booking of four guests in a room taking its type's maximum occupancy of four, and
 * the type's maximum lowered to three. Answers [booking, change] codes per pair, and the stays
 * beyond their room afterwards.
 */
export async function raceOfTypeCapacity(round = 0) {
  const rooms = [];
  for (let i = 0; i < PAIRS; i++) {
    const typeId = await addType(`Race ${round}-${i}`, 4);
    rooms.push({ typeId, roomId: await addRoom(`T${round}-${i}`, typeId) });
  }
  const pairs = await Promise.all(
    rooms.map(({ typeId, roomId }, i) =>
      Promise.all([
        bookFour(roomId, round * PAIRS + i),
        api("PUT", `/api/room-types/${typeId}`, {
          name: `Race ${round}-${i}`,
          baseOccupancy: 1,
          maxOccupancy: 3,
        }),
      ]),
    ),
  );
  return outcome(pairs);
}

/**
 * Each pair: a booking of four guests in a room taking its type's (Standard's) six, and the room's
 * own capacity set to three. Answers [booking, change] codes per pair, and the stays beyond their
 * room afterwards.
 */
export async function raceOfRoomCapacity(round = 0) {
  const types = (await api("GET", "/api/room-types")).json() as { id: string; name: string }[];
  const standard = types.find((type) => type.name === "Standard");
  if (!standard) throw new Error("no room type Standard");
  const rooms = [];
  for (let i = 0; i < PAIRS; i++) rooms.push(await addRoom(`C${round}-${i}`, standard.id));
  const pairs = await Promise.all(
    rooms.map((roomId, i) =>
      Promise.all([bookFour(roomId, round * PAIRS + i), api("PUT", `/api/rooms/${roomId}`, { capacity: 3 })]),
    ),
  );
  return outcome(pairs);
}

/**
 * Each pair: a group booking taking a room, and the room retired. Answers [group, retire] codes per
 * pair, and the stays (not cancelled or checked out) left in a retired room.
 */
export async function raceOfRetireAndGroup(round = 0) {
  const types = (await api("GET", "/api/room-types")).json() as { id: string; name: string }[];
  const standard = types.find((type) => type.name === "Standard");
  if (!standard) throw new Error("no room type Standard");
  const rooms = [];
  for (let i = 0; i < PAIRS; i++) rooms.push(await addRoom(`G${round}-${i}`, standard.id));
  const pairs = await Promise.all(
    rooms.map((roomId, i) =>
      Promise.all([
        api("POST", "/api/group-bookings", {
          groupBookingData: {
            groupName: `Race group ${round}-${i}`,
            contactPersonName: "A. Rao",
            contactPersonPhone: "9876500001",
            checkInDate: checkInDate(),
            checkOutDate: addDays(checkInDate(), 2),
          },
          roomSelections: [{ roomId, guestName: `Guest ${round}-${i}`, adults: 2 }],
        }),
        api("POST", `/api/rooms/${roomId}/retire`),
      ]),
    ),
  );
  const inRetired = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bookings JOIN rooms ON rooms.id = bookings.room_id
    WHERE bookings.status IN ('confirmed', 'checked_in') AND NOT rooms.is_active`.execute(t.database.db);
  return {
    codes: pairs.map(([a, b]) => [a.statusCode, b.statusCode]),
    inRetired: inRetired.rows[0]?.n ?? -1,
  };
}

/**
 * A booking of three guests in `room` that waits for the room's row while another transaction
 * moves the room to the type `typeId`; that transaction commits, then the booking answers.
 */
export async function bookWhileMoved(room: string, typeId: string) {
  const { db } = t.database;
  let booking: ReturnType<typeof api> | undefined;
  await db.transaction().execute(async (trx) => {
    await sql`UPDATE rooms SET room_type_id = ${typeId}, updated_at = now() WHERE id = ${room}`.execute(trx);
    booking = api("POST", "/api/bookings", {
      guest: { name: "Asha Rao", phone: "9820012345" },
      roomId: room,
      checkInDate: checkInDate(),
      checkOutDate: addDays(checkInDate(), 2),
      adults: 2,
      children: 1,
    });
    await untilWaitingOnLock(db, "the booking");
  });
  if (!booking) throw new Error("no booking sent");
  return booking;
}
