import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { api, desk, roomId, setGst, stay, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

let frontDesk: string;
let manager: string;
beforeEach(async () => {
  // GST on: a night of ₹6,400 (two adults) or ₹3,200 (one) bills 5% on top.
  await setGst(true);
  frontDesk = await t.login(desk.username, "password-front_desk-1");
  const user = await t.createUser("manager", "mgr");
  manager = await t.login(user.username, "password-manager-1");
});

interface Member {
  id: string;
  roomNumber: string;
  amountDue: string;
  paidAmount: string;
}

/**
 * A group of one night in 101 and 102 for two adults (₹6,400 + 5% GST = ₹6,720 each) and 103 for
 * one (₹3,200 + 5% = ₹3,360): ₹16,800 owed in all.
 */
async function weddingGroup(checkInDate = addDays(today(), 3)) {
  const res = await api("POST", "/api/group-bookings", {
    groupBookingData: {
      groupName: "Iyer wedding",
      contactPersonName: "K. Iyer",
      contactPersonPhone: "9876500000",
      checkInDate,
      checkOutDate: addDays(checkInDate, 1),
      eventType: "wedding",
    },
    roomSelections: [
      { roomId: await roomId("101"), guestName: "Guest 1", adults: 2, children: 0 },
      { roomId: await roomId("102"), guestName: "Guest 2", adults: 2, children: 0 },
      { roomId: await roomId("103"), guestName: "Guest 3", adults: 1, children: 0 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalAmount: string };
}

const payGroup = (id: string, body: Record<string, unknown>, as = frontDesk, headers = {}) =>
  t.request("POST", `/api/group-bookings/${id}/payments`, {
    cookie: as,
    body: { paymentMethod: "upi", ...body },
    headers,
  });

async function members(groupId: string) {
  const group = (await api("GET", `/api/group-bookings/${groupId}`)).json() as {
    paidAmount: string;
    paymentStatus: string;
    owed: string;
    members: Member[];
  };
  const byRoom = Object.fromEntries(
    group.members.map((m) => [m.roomNumber, { id: m.id, due: m.amountDue, paid: m.paidAmount }]),
  );
  return { group, byRoom };
}

const roomOf = async (groupId: string, number: string) => {
  const found = (await members(groupId)).byRoom[number];
  if (!found) throw new Error(`no member in ${number}`);
  return found.id;
};

/** The net of the vouchers posted for payments, by account role: what the ledger holds of them. */
async function paymentLedger() {
  const rows = await t.database.db
    .selectFrom("vouchers")
    .innerJoin("generalLedger", "generalLedger.voucherId", "vouchers.id")
    .innerJoin("chartOfAccounts", "chartOfAccounts.id", "generalLedger.accountId")
    .select([
      "chartOfAccounts.systemRole",
      sql<string>`sum(general_ledger.debit_amount - general_ledger.credit_amount)::text`.as("net"),
    ])
    .where("vouchers.sourceType", "=", "payment")
    .groupBy("chartOfAccounts.systemRole")
    .orderBy("chartOfAccounts.systemRole")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.systemRole, r.net]));
}

describe("POST /api/group-bookings/{id}/payments", () => {
  it("spreads one payment over the rooms, oldest first: ₹10,000 pays 101's ₹6,720 and ₹3,280 of 102", async () => {
    const group = await weddingGroup();
    expect(group.totalAmount).toBe("16800.00");

    const res = await payGroup(group.id, { amount: "10000" });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    // The three stays were made together: oldest first is then room order.
    const { byRoom } = await members(group.id);
    expect(
      answer.payments.map((p: { bookingId: string; amount: string }) => [p.bookingId, p.amount]),
    ).toEqual([
      [byRoom["101"]?.id, "6720.00"],
      [byRoom["102"]?.id, "3280.00"],
    ]);
    expect(answer).toMatchObject({ groupBookingId: group.id, amount: "10000.00", paymentMethod: "upi" });

    // ₹6,720 − ₹3,280 = ₹3,440 left on 102; 103 untouched.
    expect(byRoom).toMatchObject({
      "101": { due: "6720.00", paid: "6720.00" },
      "102": { due: "6720.00", paid: "3280.00" },
      "103": { due: "3360.00", paid: "0.00" },
    });
    const after = await members(group.id);
    // What the group's screen offers next: ₹16,800 − ₹10,000 = ₹6,800.
    expect(after.group).toMatchObject({ paidAmount: "10000.00", paymentStatus: "advance", owed: "6800.00" });
    const folio102 = (await api("GET", `/api/bookings/${byRoom["102"]?.id}/folio`)).json();
    expect(folio102).toMatchObject({ totalPaid: "3280.00", pendingAmount: "3440.00" });
    expect(folio102.payments[0]).toMatchObject({ amount: "3280.00", notes: "Group Iyer wedding" });

    // Each part has its receipt: ₹10,000 into UPI clearing against the guests' advances.
    expect(await paymentLedger()).toEqual({ guest_advances: "-10000.00", upi_clearing: "10000.00" });
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["entityType", "action"])
      .where("action", "=", "payment")
      .orderBy("entityType")
      .execute();
    expect(audit).toEqual([
      { entityType: "booking", action: "payment" },
      { entityType: "booking", action: "payment" },
      { entityType: "group_booking", action: "payment" },
    ]);

    // The rest, ₹3,440 + ₹3,360 = ₹6,800, settles the group; then nothing is pending.
    const rest = await payGroup(group.id, { amount: "6800.00", paymentMethod: "cash" });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().payments.map((p: { amount: string }) => p.amount)).toEqual(["3440.00", "3360.00"]);
    expect((await members(group.id)).group).toMatchObject({ paidAmount: "16800.00", paymentStatus: "paid" });
    const more = await payGroup(group.id, { amount: "1" });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe("Nothing is pending on this group");
  });

  it("refuses more than the group owes, with the figures, and writes nothing", async () => {
    const group = await weddingGroup();
    // ₹16,800.01 is a paisa above ₹6,720 + ₹6,720 + ₹3,360.
    const res = await payGroup(group.id, { amount: "16800.01" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Payment of ₹16,800.01 is more than the ₹16,800.00 the group owes");
    expect(await t.database.db.selectFrom("payments").selectAll().execute()).toEqual([]);
    expect((await payGroup(group.id, { amount: "-5" })).statusCode).toBe(400);
    expect((await payGroup(group.id, { amount: "12.345" })).statusCode).toBe(400);
  });

  it("follows an allocation that adds up, names only the group's rooms, and gives none more than it owes", async () => {
    const group = await weddingGroup();
    const [r101, r102, r103] = [
      await roomOf(group.id, "101"),
      await roomOf(group.id, "102"),
      await roomOf(group.id, "103"),
    ];
    // A stay of 101 another week: not of the group.
    const outsider = await stay("101", addDays(today(), 10), 1);

    const refusals: [string, unknown, string][] = [
      [
        "1000",
        [{ bookingId: outsider.id, amount: "1000" }],
        "The allocation names a booking that is not a room of this group",
      ],
      [
        "1000",
        [
          { bookingId: r101, amount: "600" },
          { bookingId: r102, amount: "300" },
        ],
        // ₹600 + ₹300 = ₹900.
        "The allocation adds up to ₹900.00, not the payment's ₹1,000.00",
      ],
      [
        "4000",
        [{ bookingId: r103, amount: "4000" }],
        "Room 103 owes ₹3,360.00; ₹4,000.00 cannot be allocated to it",
      ],
    ];
    for (const [amount, allocation, message] of refusals) {
      const res = await payGroup(group.id, { amount, allocation });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.database.db.selectFrom("payments").selectAll().execute()).toEqual([]);

    // ₹5,000: all of 103's ₹3,360 and ₹1,640 of 101, as told; 102 untouched.
    const res = await payGroup(group.id, {
      amount: "5000",
      allocation: [
        { bookingId: r103, amount: "3360" },
        { bookingId: r101, amount: "1640.00" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await members(group.id)).byRoom).toMatchObject({
      "101": { paid: "1640.00" },
      "102": { paid: "0.00" },
      "103": { paid: "3360.00" },
    });
  });

  it("answers a repeat with the same idempotency key as the first time, taking the money once", async () => {
    const group = await weddingGroup();
    const key = { "idempotency-key": "group-pay-0001" };
    const first = await payGroup(group.id, { amount: "10000" }, frontDesk, key);
    const again = await payGroup(group.id, { amount: "10000" }, frontDesk, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await members(group.id)).group.paidAmount).toBe("10000.00");
    // The key with another amount is another request: refused, not answered with the first.
    expect((await payGroup(group.id, { amount: "500" }, frontDesk, key)).statusCode).toBe(409);
  });

  it("lets each part be voided on its own, the group owing it again", async () => {
    const group = await weddingGroup();
    const parts = (await payGroup(group.id, { amount: "10000" })).json().payments as { id: string }[];
    const second = parts[1];
    if (!second) throw new Error("two parts expected");
    const res = await api("POST", `/api/payments/${second.id}/void`, { reason: "Wrong group" }, manager);
    expect(res.statusCode, res.body).toBe(200);
    // ₹10,000 − ₹3,280 = ₹6,720 still paid, on 101 alone.
    const { group: after, byRoom } = await members(group.id);
    expect(after.paidAmount).toBe("6720.00");
    expect(byRoom["102"]?.paid).toBe("0.00");
    expect(await paymentLedger()).toEqual({ guest_advances: "-6720.00", upi_clearing: "6720.00" });
  });

  it("leaves a cancelled group with what it took to give back, said on the group", async () => {
    const group = await weddingGroup();
    expect((await payGroup(group.id, { amount: "10000" })).statusCode).toBe(201);
    expect((await api("POST", `/api/group-bookings/${group.id}/cancel`)).statusCode).toBe(200);
    // Cancelled rooms bill nothing: 101's ₹6,720 and 102's ₹3,280 are due back, ₹10,000 in all.
    const listed = (await api("GET", "/api/group-bookings")).json() as { id: string; refundDue: string }[];
    expect(listed.find((g) => g.id === group.id)?.refundDue).toBe("10000.00");
    const { group: after } = await members(group.id);
    expect(after.owed).toBe("0.00");
    expect((await payGroup(group.id, { amount: "100" })).statusCode).toBe(409);
  });

  it("is taken by whoever takes payments, 404 for an unknown group", async () => {
    const group = await weddingGroup();
    const accountant = await t.createUser("accountant", "books");
    const books = await t.login(accountant.username, "password-accountant-1");
    expect((await payGroup(group.id, { amount: "100" }, books)).statusCode).toBe(403);
    expect((await payGroup(group.id, { amount: "100" }, manager)).statusCode).toBe(201);
    const unknown = await payGroup("00000000-0000-4000-8000-000000000000", { amount: "100" });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a payment on one room of a group", () => {
  it("is refused above what the room owes, not cut to it", async () => {
    const group = await weddingGroup();
    const r103 = await roomOf(group.id, "103");
    const res = await api("POST", "/api/payments", {
      bookingId: r103,
      amount: "4000",
      paymentMethod: "cash",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Payment amount must be between ₹1 and ₹3,360.00");
    expect((await members(group.id)).byRoom["103"]?.paid).toBe("0.00");
  });
});
