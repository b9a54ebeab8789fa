import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { api, cookie, desk, roomId, setGst, t, today, useFreshApp } from "../../../testing/app-fixture";
import { DISCOUNT_UNDECIDED, NO_DISCOUNT_WAITING } from "../stays";

useFreshApp();

let deskCookie: string;
let managerCookie: string;
beforeEach(async () => {
  deskCookie = await t.login(desk.username, "password-front_desk-1");
  const manager = await t.createUser("manager", "boss");
  managerCookie = await t.login(manager.username, "password-manager-1");
});

/** A stay in `room` from today (or `from`) entered by `as`, over REST. */
async function book(as: string, room: string, fields: Record<string, unknown>, from = today()) {
  const res = await api(
    "POST",
    "/api/bookings",
    {
      guest: { name: `Guest ${room}`, phone: `98200000${room.slice(-2)}` },
      roomId: await roomId(room),
      checkInDate: from,
      checkOutDate: addDays(from, 1),
      adults: 2,
      ...fields,
    },
    as,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const decide = (id: string, decision: "approve" | "reject", as: string) =>
  api("POST", `/api/bookings/${id}/${decision}-discount`, undefined, as);

describe("the front desk's discount limit", () => {
  it("is 10% until an administrator changes it; only administrators change it, within 0 to 100", async () => {
    expect((await api("GET", "/api/settings/front-desk", undefined, deskCookie)).json()).toMatchObject({
      maxDiscountWithoutApproval: 10,
    });
    const body = { maxDiscountWithoutApproval: 25 };
    expect((await api("PUT", "/api/settings/front-desk", body, managerCookie)).statusCode).toBe(403);
    expect((await api("PUT", "/api/settings/front-desk", body, deskCookie)).statusCode).toBe(403);
    for (const bad of [101, -1, 12.5, "20", null]) {
      const res = await api("PUT", "/api/settings/front-desk", { maxDiscountWithoutApproval: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("The discount limit must be a whole percentage from 0 to 100");
    }
    const saved = await api("PUT", "/api/settings/front-desk", body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(body);
    expect((await api("GET", "/api/settings/front-desk", undefined, managerCookie)).json()).toMatchObject(
      body,
    );
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["before", "after"])
      .where("entityType", "=", "front_desk_settings")
      .execute();
    expect(audit).toEqual([
      {
        before: expect.objectContaining({ maxDiscountWithoutApproval: 10 }),
        after: expect.objectContaining({ maxDiscountWithoutApproval: 25 }),
      },
    ]);
  });

  it("applies a front-desk discount up to the limit and holds one above it at the full price", async () => {
    // Two adults, one night: ₹6,400.
    const within = await book(deskCookie, "101", { discountPercentage: 10 });
    expect(within).toMatchObject({
      totalAmount: "5760.00",
      discountPercentage: "10.00",
      pendingApproval: false,
      discountRequest: null,
    });
    const above = await book(deskCookie, "102", { discountPercentage: "10.01" });
    expect(above).toMatchObject({
      totalAmount: "6400.00",
      amountDue: "6400.00",
      discountPercentage: "0.00",
      pendingApproval: true,
      discountRequest: { discountPercentage: "10.01", isComplimentary: false, requestedBy: "desk" },
    });
    // The limit set to 0: every front-desk discount waits.
    await api("PUT", "/api/settings/front-desk", { maxDiscountWithoutApproval: 0 });
    expect(await book(deskCookie, "103", { discountPercentage: 1 })).toMatchObject({
      totalAmount: "6400.00",
      pendingApproval: true,
    });
  });

  it("holds a complimentary stay whatever the limit; a rejection keeps the full price and clears the request", async () => {
    await api("PUT", "/api/settings/front-desk", { maxDiscountWithoutApproval: 100 });
    const free = await book(deskCookie, "101", { isComplimentary: true });
    expect(free).toMatchObject({
      totalAmount: "6400.00",
      isComplimentary: false,
      pendingApproval: true,
      discountRequest: { isComplimentary: true, discountPercentage: "0.00" },
    });
    expect((await book(deskCookie, "102", { discountPercentage: 100 })).totalAmount).toBe("0.00");

    expect((await decide(free.id, "reject", deskCookie)).statusCode).toBe(403);
    const rejected = await decide(free.id, "reject", managerCookie);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      totalAmount: "6400.00",
      amountDue: "6400.00",
      isComplimentary: false,
      pendingApproval: false,
      discountRequest: null,
    });
    const again = await decide(free.id, "approve", managerCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_DISCOUNT_WAITING);
  });

  it("lets managers and administrators apply any discount directly", async () => {
    expect(await book(managerCookie, "101", { discountPercentage: 50 })).toMatchObject({
      totalAmount: "3200.00",
      pendingApproval: false,
    });
    expect(await book(managerCookie, "102", { isComplimentary: true })).toMatchObject({
      totalAmount: "0.00",
      isComplimentary: true,
      pendingApproval: false,
    });
    expect(await book(cookie, "103", { discountPercentage: 75 })).toMatchObject({
      totalAmount: "1600.00",
      pendingApproval: false,
    });
  });
});

describe("approving a discount", () => {
  it("re-prices the stay, its GST and amount due; the invoice waits for the decision and posts the approved price", async () => {
    await setGst();
    // Three adults and a child, two nights: 3 × 3,200 + 1,600 = ₹11,200 a night, ₹22,400 in all.
    // Held at the full price: ₹11,200 a night is above ₹7,500, so 18% GST = ₹4,032.
    const held = await book(deskCookie, "101", {
      adults: 3,
      children: 1,
      checkOutDate: addDays(today(), 2),
      discountPercentage: 40,
      paidAmount: "5000",
    });
    expect(held).toMatchObject({
      totalAmount: "22400.00",
      taxAmount: "4032.00",
      amountDue: "26432.00",
      paidAmount: "5000.00",
      pendingApproval: true,
    });
    const invoice = await api("POST", `/api/bookings/${held.id}/invoice`, undefined, deskCookie);
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().message).toBe(DISCOUNT_UNDECIDED);
    expect((await decide(held.id, "approve", deskCookie)).statusCode).toBe(403);

    const pending = await api("GET", "/api/bookings/pending-approvals", undefined, managerCookie);
    expect(pending.json().map((b: { id: string }) => b.id)).toEqual([held.id]);
    expect((await api("GET", "/api/bookings/pending-approvals", undefined, deskCookie)).statusCode).toBe(403);

    // 40% of ₹22,400 is ₹8,960: ₹13,440, so ₹6,720 a night, below ₹7,500: 5% GST = ₹672.
    const approved = await decide(held.id, "approve", managerCookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      totalAmount: "13440.00",
      discountPercentage: "40.00",
      taxAmount: "672.00",
      amountDue: "14112.00",
      paidAmount: "5000.00",
      pendingApproval: false,
      discountRequest: null,
    });
    const folio = (await api("GET", `/api/bookings/${held.id}/checkout-summary`)).json();
    expect(folio).toMatchObject({ totalAmount: "14112.00", pendingAmount: "9112.00", taxAmount: "672.00" });
    expect((await api("GET", "/api/bookings/pending-approvals", undefined, managerCookie)).json()).toEqual(
      [],
    );

    expect((await api("POST", `/api/bookings/${held.id}/invoice`, undefined, deskCookie)).statusCode).toBe(
      200,
    );
    const lines = await t.database.db
      .selectFrom("vouchers")
      .innerJoin("generalLedger", "generalLedger.voucherId", "vouchers.id")
      .innerJoin("chartOfAccounts", "chartOfAccounts.id", "generalLedger.accountId")
      .select([
        "chartOfAccounts.systemRole",
        sql<string>`general_ledger.debit_amount::text`.as("debit"),
        sql<string>`general_ledger.credit_amount::text`.as("credit"),
      ])
      .where("vouchers.sourceType", "=", "stay_invoice")
      .orderBy("generalLedger.lineNo")
      .execute();
    expect(lines).toEqual([
      { systemRole: "guest_advances", debit: "14112.00", credit: "0.00" },
      { systemRole: "room_revenue", debit: "0.00", credit: "13440.00" },
      { systemRole: "cgst_output", debit: "0.00", credit: "336.00" },
      { systemRole: "sgst_output", debit: "0.00", credit: "336.00" },
    ]);
  });

  it("applies to edits: an approved discount stays through other changes, a new one above the limit waits", async () => {
    // Two adults, two nights: ₹12,800.
    const twoNights = { checkOutDate: addDays(today(), 2) };
    const booking = await book(deskCookie, "101", { ...twoNights, discountPercentage: 20 });
    expect(booking.totalAmount).toBe("12800.00");
    expect((await decide(booking.id, "approve", managerCookie)).json().totalAmount).toBe("10240.00");

    const edit = (fields: Record<string, unknown>) =>
      api(
        "PUT",
        `/api/bookings/${booking.id}`,
        {
          guestId: booking.guestId,
          roomId: booking.roomId,
          checkInDate: booking.checkInDate,
          adults: 2,
          ...twoNights,
          ...fields,
        },
        deskCookie,
      ).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      });
    expect(await edit({ discountPercentage: 20, notes: "Late arrival" })).toMatchObject({
      totalAmount: "10240.00",
      pendingApproval: false,
    });
    // 30% waits; meanwhile the approved 20% still applies, and stays when the request is refused.
    expect(await edit({ discountPercentage: 30 })).toMatchObject({
      totalAmount: "10240.00",
      discountPercentage: "20.00",
      pendingApproval: true,
      discountRequest: { discountPercentage: "30.00" },
    });
    expect((await decide(booking.id, "reject", managerCookie)).json()).toMatchObject({
      totalAmount: "10240.00",
      discountPercentage: "20.00",
      pendingApproval: false,
    });
    // Within the limit: 5% of ₹12,800 is ₹640.
    expect(await edit({ discountPercentage: 5 })).toMatchObject({
      totalAmount: "12160.00",
      pendingApproval: false,
    });
  });

  it("asks again when an approved discount would cover more nights, pricing in full meanwhile", async () => {
    // Two adults, one complimentary night (₹6,400 given), approved.
    const booking = await book(deskCookie, "102", { isComplimentary: true });
    expect((await decide(booking.id, "approve", managerCookie)).json().totalAmount).toBe("0.00");
    // Three nights at no charge would give ₹19,200: the front desk's edit waits, at the full price.
    const longer = await api(
      "PUT",
      `/api/bookings/${booking.id}`,
      {
        guestId: booking.guestId,
        roomId: booking.roomId,
        checkInDate: booking.checkInDate,
        checkOutDate: addDays(today(), 3),
        adults: 2,
        isComplimentary: true,
      },
      deskCookie,
    );
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({
      totalAmount: "19200.00",
      isComplimentary: false,
      pendingApproval: true,
      discountRequest: { isComplimentary: true },
    });
    expect((await decide(booking.id, "approve", managerCookie)).json().totalAmount).toBe("0.00");
  });

  it("records a waiting request a manager's edit settles, apart from the plain update", async () => {
    // Two adults, one night: ₹6,400; the manager's edit applies the 25% asked: ₹4,800.
    const booking = await book(deskCookie, "101", { discountPercentage: 25 });
    expect(booking).toMatchObject({ totalAmount: "6400.00", pendingApproval: true });
    const res = await api(
      "PUT",
      `/api/bookings/${booking.id}`,
      {
        guestId: booking.guestId,
        roomId: booking.roomId,
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
        adults: 2,
        discountPercentage: 25,
        notes: "Corporate rate",
      },
      managerCookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalAmount: "4800.00", pendingApproval: false });
    const actions = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityId", "=", booking.id)
      .execute();
    // The update and its settlement share their transaction's time: compared as a set.
    expect(actions.map((a) => a.action).sort()).toEqual(["create", "discount:settled-by-edit", "update"]);
  });

  it("clears a request when the stay is cancelled", async () => {
    const booking = await book(deskCookie, "101", { discountPercentage: 30 }, addDays(today(), 5));
    const cancelled = await api(
      "PATCH",
      `/api/bookings/${booking.id}/status`,
      { status: "cancelled" },
      deskCookie,
    );
    expect(cancelled.json()).toMatchObject({ status: "cancelled", pendingApproval: false });
    expect((await api("GET", "/api/bookings/pending-approvals", undefined, managerCookie)).json()).toEqual(
      [],
    );
    expect((await decide(booking.id, "approve", managerCookie)).statusCode).toBe(409);
  });

  it("answers 404 for an unknown booking", async () => {
    expect((await decide("no-such-booking", "approve", managerCookie)).statusCode).toBe(404);
  });

  it("settles approvals and rejections sent at once to one outcome", async () => {
    const booking = await book(deskCookie, "101", { discountPercentage: 25 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(booking.id, i % 2 ? "approve" : "reject", managerCookie)),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(NO_DISCOUNT_WAITING);
    }
    const decisions = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityId", "=", booking.id)
      .where("action", "like", "discount:%")
      .execute();
    expect(decisions).toHaveLength(1);
    // 25% of ₹6,400 is ₹1,600.
    const expected = decisions[0]?.action === "discount:approve" ? "4800.00" : "6400.00";
    const row = await t.database.db
      .selectFrom("bookings")
      .select(["totalAmount", "amountDue", "requestedComplimentary"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totalAmount: expected, amountDue: expected, requestedComplimentary: null });
    expect(won[0]?.json().totalAmount).toBe(expected);
  });
});

describe("deleting a booking", () => {
  it("is for managers and administrators; the front desk cancels", async () => {
    const booking = await book(deskCookie, "101", {}, addDays(today(), 3));
    const refused = await api("DELETE", `/api/bookings/${booking.id}`, undefined, deskCookie);
    expect(refused.statusCode).toBe(403);
    expect((await api("GET", `/api/bookings/${booking.id}/folio`)).statusCode).toBe(200);
    expect((await api("DELETE", `/api/bookings/${booking.id}`, undefined, managerCookie)).statusCode).toBe(
      200,
    );
    expect((await api("GET", `/api/bookings/${booking.id}/folio`)).statusCode).toBe(404);
  });
});
