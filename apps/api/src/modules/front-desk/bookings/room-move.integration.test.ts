import { firstRoomTypeId } from "@atithi/db";
import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, book, roomId, t, today, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";

useFreshApp();
afterEach(() => {
  vi.useRealTimers();
});

const travelTo = (date: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${date}T06:30:00Z`));
};

const move = (id: string, roomId: string) => api("POST", `/api/bookings/${id}/move`, { roomId });

/** The test property has rooms 101 to 103; some moves need more. */
async function addRooms(...numbers: string[]) {
  const roomTypeId = await firstRoomTypeId(t.database.db);
  await t.database.db
    .insertInto("rooms")
    .values(numbers.map((number) => ({ number, capacity: 3, roomTypeId })))
    .execute();
}

async function roomStatus(number: string) {
  const rooms = (await api("GET", "/api/rooms")).json() as { number: string; status: string }[];
  return rooms.find((r) => r.number === number)?.status;
}

async function freeRooms(checkIn: string, checkOut: string) {
  const res = await api("GET", `/api/rooms/available?checkIn=${checkIn}&checkOut=${checkOut}`);
  return (res.json() as { number: string }[]).map((r) => r.number);
}

describe("room moves", () => {
  it("moves a confirmed stay whole, keeping its price, and frees the old room", async () => {
    const checkIn = addDays(today(), 3);
    const booking = await book("101", checkIn, 2, { paidAmount: "1000" });
    const res = await move(booking.id, await roomId("102"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      room: { number: "102" },
      roomSince: null,
      checkInDate: checkIn,
      totalAmount: booking.totalAmount,
      paidAmount: "1000.00",
    });
    expect(await freeRooms(checkIn, addDays(checkIn, 2))).toContain("101");
    expect(await freeRooms(checkIn, addDays(checkIn, 2))).not.toContain("102");
    // A confirmed move changes no housekeeping.
    expect(await roomStatus("101")).toBe("available");
    expect(await roomStatus("102")).toBe("available");
  });

  it("moves a checked-in stay for its remaining nights: the old room to cleaning, the nights spent stay there", async () => {
    const start = today();
    const booking = await book("101", start, 3);
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    travelTo(addDays(start, 1));
    const res = await move(booking.id, await roomId("102"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      room: { number: "102" },
      roomSince: addDays(start, 1),
      checkInDate: start,
      checkOutDate: addDays(start, 3),
      totalAmount: booking.totalAmount,
      status: "checked_in",
    });
    expect(await roomStatus("101")).toBe("cleaning");
    expect(await roomStatus("102")).toBe("occupied");
    // From the move on, room 101 can be sold again; room 102 cannot.
    expect(await freeRooms(addDays(start, 1), addDays(start, 3))).toContain("101");
    expect(await freeRooms(addDays(start, 1), addDays(start, 3))).not.toContain("102");
    const retake = await book("101", addDays(start, 1), 2);
    expect(retake.id).toBeTruthy();

    // The calendar shows the first night in 101 and the rest in 102; the revenue is spread once.
    const days = (
      await api("GET", `/api/calendar/availability?startDate=${start}&endDate=${addDays(start, 2)}`)
    ).json() as {
      totalRevenue: string;
      rooms: { number: string; booking: { id: string } | null }[];
    }[];
    const holder = (day: number) =>
      days[day]?.rooms.filter((r) => r.booking?.id === booking.id).map((r) => r.number);
    expect([holder(0), holder(1), holder(2)]).toEqual([["101"], ["102"], ["102"]]);

    // An edit cannot end the stay before the move.
    const edit = await api("PUT", `/api/bookings/${booking.id}`, {
      guestId: res.json().guestId,
      roomId: await roomId("102"),
      checkInDate: start,
      checkOutDate: addDays(start, 1),
      adults: 2,
      children: 1,
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().message).toBe(
      `The guest moved rooms on ${addDays(start, 1)}; the stay cannot end before the next day`,
    );

    // Leaving the same day as the move ends the stay on that day, re-priced for the night used.
    await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: booking.totalAmount,
      paymentMethod: "cash",
    });
    const out = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ checkOutDate: addDays(start, 1), roomSince: addDays(start, 1) });
    expect(await roomStatus("102")).toBe("cleaning");
  });

  it("moves a guest who checked in today whole: no night is left in the old room", async () => {
    const booking = await book("101", today(), 2);
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    const res = await move(booking.id, await roomId("103"));
    expect(res.json()).toMatchObject({ room: { number: "103" }, roomSince: null });
    expect(await freeRooms(today(), addDays(today(), 2))).toContain("101");
    const moves = await t.database.db.selectFrom("roomMoves").selectAll().execute();
    expect(moves).toHaveLength(0);
  });

  it("refuses a room that is taken, under maintenance, occupied or the same, and stays that cannot move", async () => {
    const checkIn = addDays(today(), 2);
    const booking = await book("101", checkIn, 2);
    await book("102", addDays(checkIn, 1), 1);
    const taken = await move(booking.id, await roomId("102"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Room is not available for the selected dates");

    await api("PATCH", `/api/rooms/${await roomId("103")}/status`, { status: "maintenance" });
    const broken = await move(booking.id, await roomId("103"));
    expect(broken.statusCode).toBe(409);
    expect(broken.json().message).toBe("Room 103 is under maintenance");

    const same = await move(booking.id, await roomId("101"));
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("The stay is already in room 101");

    // A guest still checked in to room 104 (leaving today) keeps a checked-in move out of it.
    await addRooms("104", "105", "106");
    const leaving = await book("104", addDays(today(), -1), 1);
    await t.database.db
      .updateTable("bookings")
      .set({ status: "checked_in" })
      .where("id", "=", leaving.id)
      .execute();
    const here = await book("105", today(), 2);
    await api("PATCH", `/api/bookings/${here.id}/status`, { status: "checked_in" });
    const occupied = await move(here.id, await roomId("104"));
    expect(occupied.statusCode).toBe(409);
    expect(occupied.json().message).toBe("Another guest is still checked in to room 104");

    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "cancelled" });
    const cancelled = await move(booking.id, await roomId("106"));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe("A cancelled stay cannot move rooms");

    expect((await move("no-such-booking", await roomId("106"))).statusCode).toBe(404);
    expect((await move(here.id, "no-such-room")).statusCode).toBe(404);
    const noRoom = await api("POST", `/api/bookings/${here.id}/move`, {});
    expect(noRoom.statusCode).toBe(400);
  });

  it("audits a move with the acting user", async () => {
    const booking = await book("101", addDays(today(), 1), 1);
    await move(booking.id, await roomId("102"));
    const audit = await t.database.db
      .selectFrom("auditLog")
      .selectAll()
      .where("entityId", "=", booking.id)
      .where("action", "=", "move")
      .executeTakeFirstOrThrow();
    expect(audit.userId).toBeTruthy();
    expect(JSON.stringify(audit.after)).toContain("102");
  });

  it("two stays moved at once into one free room: exactly one gets it", async () => {
    const checkIn = addDays(today(), 4);
    const first = await book("101", checkIn, 2);
    const second = await book("102", checkIn, 2);
    const target = await roomId("103");
    const results = await Promise.all([move(first.id, target), move(second.id, target)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const inTarget = await t.database.db
      .selectFrom("bookings")
      .select("id")
      .where("roomId", "=", target)
      .execute();
    expect(inTarget).toHaveLength(1);
  });

  it("one checked-in stay moved twice at once ends in one room, with the rooms' housekeeping consistent", async () => {
    await addRooms("104");
    const booking = await book("101", today(), 3);
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    const [a, b] = await Promise.all([
      move(booking.id, await roomId("103")),
      move(booking.id, await roomId("104")),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const statuses = [await roomStatus("101"), await roomStatus("103"), await roomStatus("104")];
    expect(statuses.filter((s) => s === "occupied")).toHaveLength(1);
    expect(statuses[0]).toBe("cleaning");
    const where = (await t.database.db
      .selectFrom("bookings")
      .innerJoin("rooms", "rooms.id", "bookings.roomId")
      .select(["rooms.number", "rooms.status"])
      .where("bookings.id", "=", booking.id)
      .executeTakeFirstOrThrow()) as { number: string; status: string };
    expect(where.status).toBe("occupied");
    expect(["103", "104"]).toContain(where.number);
  });

  it.skipIf(!onPostgres)(
    `without the no-overlap constraint both stays move into the one room (${postgresOnly})`,
    async () => {
      await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(t.database.db);
      const checkIn = addDays(today(), 4);
      const first = await book("101", checkIn, 2);
      const second = await book("102", checkIn, 2);
      const target = await roomId("103");
      const results = await Promise.all([move(first.id, target), move(second.id, target)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    },
  );
});
