import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { api, roomId, stay, t, today, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, untilWaitingOnLock } from "../../../testing/races";

useFreshApp();

/**
 * Every path that locks several rooms locks them in id order, so two of them never deadlock. Shown
 * here as: while another transaction holds the lowest of the rooms, the path waits for it holding
 * none of the others. The lowest room's row is rewritten first, so a scan in table order would meet
 * it last (and lock the others before it).
 */
async function holdsNoneButWaitsForLowest(roomIds: readonly string[], path: () => Promise<unknown>) {
  const [lowest, ...others] = [...roomIds].sort();
  if (!lowest) throw new Error("no rooms");
  const { db } = t.database;
  await sql`UPDATE rooms SET updated_at = now() WHERE id = ${lowest}`.execute(db);
  let running: Promise<unknown> | undefined;
  const held = await db
    .transaction()
    .execute(async (trx) => {
      await sql`SELECT id FROM rooms WHERE id = ${lowest} FOR UPDATE`.execute(trx);
      running = path();
      // Until the path waits on a row lock (the lowest room, held here).
      await untilWaitingOnLock(db, "the path");
      // NOWAIT: refused at once (55P03) when the path holds the room.
      for (const id of others)
        await sql`SELECT id FROM rooms WHERE id = ${id} FOR UPDATE NOWAIT`.execute(trx);
      return "none held";
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "55P03") return "another room held";
      throw error;
    });
  await running;
  return held;
}

describe("rooms locked in id order", () => {
  it.skipIf(!onPostgres)(
    `by a group's check-in, whose statement sets the rooms' status as its check-out does (${postgresOnly})`,
    async () => {
      const rooms = await Promise.all(["101", "102", "103"].map(roomId));
      const group = await api("POST", "/api/group-bookings", {
        groupBookingData: {
          groupName: "Rao family",
          contactPersonName: "A. Rao",
          contactPersonPhone: "9876500001",
          checkInDate: today(),
          checkOutDate: addDays(today(), 1),
        },
        roomSelections: rooms.map((id, i) => ({ roomId: id, guestName: `Rao ${i + 1}`, adults: 1 })),
      });
      expect(group.statusCode, group.body).toBe(201);
      const id = group.json().id as string;
      expect(
        await holdsNoneButWaitsForLowest(rooms, async () => {
          const res = await api("POST", `/api/group-bookings/${id}/check-in`);
          expect(res.statusCode, res.body).toBe(200);
        }),
      ).toBe("none held");
    },
  );

  it.skipIf(!onPostgres)(`by a checked-in guest's room move (${postgresOnly})`, async () => {
    // From the lower id to the higher: a move that locked its new room first would hold it.
    const rooms = (await api("GET", "/api/rooms")).json() as { id: string; number: string }[];
    const [from, to] = rooms.slice(0, 2).sort((a, b) => (a.id < b.id ? -1 : 1));
    if (!from || !to) throw new Error("no rooms");
    const booking = await stay(from.number, today(), 2);
    expect(
      (await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" })).statusCode,
    ).toBe(200);
    expect(
      await holdsNoneButWaitsForLowest([from.id, to.id], async () => {
        const res = await api("POST", `/api/bookings/${booking.id}/move`, { roomId: to.id });
        expect(res.statusCode, res.body).toBe(200);
      }),
    ).toBe("none held");
  });
});
