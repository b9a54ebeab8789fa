import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { api, roomId, t, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, untilWaitingOnLock } from "../../../testing/races";

useFreshApp();

// A group payment locks the group, then its stays; a payment on one member stay writes the group's
// row too (its paid total), so it must lock in the same order (the group first) or the two deadlock
// and PostgreSQL refuses one of them as "someone else changed this at the same moment".
describe("a member's own payment beside a group payment", () => {
  it.skipIf(!onPostgres)(`waits its turn rather than deadlocking (${postgresOnly})`, async () => {
    const created = await api("POST", "/api/group-bookings", {
      groupBookingData: {
        groupName: "Lock order",
        contactPersonName: "K. Iyer",
        contactPersonPhone: "9876500000",
        checkInDate: "2027-09-01",
        checkOutDate: "2027-09-02",
        eventType: "wedding",
      },
      roomSelections: [
        { roomId: await roomId("101"), guestName: "Guest 1", adults: 2, children: 0 },
        { roomId: await roomId("102"), guestName: "Guest 2", adults: 2, children: 0 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = (created.json() as { id: string }).id;
    const { db } = t.database;
    const members = await db
      .selectFrom("groupBookingItems")
      .select("bookingId")
      .where("groupBookingId", "=", groupId)
      .orderBy("bookingId")
      .execute();
    const member = members[0]?.bookingId;
    if (!member) throw new Error("no member");

    let single: Promise<{ statusCode: number; body: string }> | undefined;
    // Exactly what recordGroupPayment does first: lockGroup, then lockMembers (FOR UPDATE).
    const groupSide = await db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT id FROM group_bookings WHERE id = ${groupId} FOR UPDATE`.execute(trx);
        // ₹1,000 on room 101's stay alone: it locks the stay and then waits for the group's row.
        single = api("POST", "/api/payments", { bookingId: member, amount: "1000", paymentMethod: "cash" });
        await untilWaitingOnLock(db, "the member's payment");
        await sql`SELECT b.id FROM bookings b JOIN group_booking_items i ON i.booking_id = b.id
          WHERE i.group_booking_id = ${groupId} ORDER BY b.id FOR UPDATE OF b`.execute(trx);
        return "group payment went on";
      })
      .catch((error: unknown) => `group payment refused: ${(error as { code?: string }).code}`);
    const own = await single;
    // Either side waiting for the other is fine; a deadlock (40P01) on either side is the defect.
    expect({ groupSide, single: own?.statusCode, body: own?.body }).toEqual({
      groupSide: "group payment went on",
      single: 201,
      body: expect.any(String),
    });
  });
});
