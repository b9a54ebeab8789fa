import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { api, cookie, desk, stay, t, today, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres } from "../../../testing/races";

useFreshApp();

let manager: string;
let frontDesk: string;
beforeEach(async () => {
  const user = await t.createUser("manager", "mgr");
  manager = await t.login(user.username, "password-manager-1");
  frontDesk = await t.login(desk.username, "password-front_desk-1");
});

const pay = (bookingId: string, amount: string) =>
  api("POST", "/api/payments", { bookingId, amount, paymentMethod: "cash" }, frontDesk);
const voidPayment = (id: string, body: unknown = { reason: "Entered twice" }, as = manager) =>
  api("POST", `/api/payments/${id}/void`, body, as);
const folio = async (bookingId: string) => (await api("GET", `/api/bookings/${bookingId}/folio`)).json();

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

describe("POST /api/payments/{id}/void", () => {
  it("voids a mistaken payment on its day: its receipt reversed, the stay owing it again, shown voided", async () => {
    // One night in 102 for one adult: ₹3,200. ₹1,000 entered by mistake, then ₹500 really paid.
    const booking = await stay("102", today(), 1, { adults: 1 });
    const mistaken = (await pay(booking.id, "1000.00")).json();
    const real = (await pay(booking.id, "500.00")).json();
    expect(await paymentLedger()).toEqual({ cash: "1500.00", guest_advances: "-1500.00" });

    // The front desk asks a manager.
    expect((await voidPayment(mistaken.id, undefined, frontDesk)).statusCode).toBe(403);
    const res = await voidPayment(mistaken.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: mistaken.id,
      amount: "1000.00",
      voided: { reason: "Entered twice" },
    });

    // ₹3,200 − ₹500 = ₹2,700 pending; the ₹1,000 is listed, voided.
    const after = await folio(booking.id);
    expect(after).toMatchObject({ totalAmount: "3200.00", totalPaid: "500.00", pendingAmount: "2700.00" });
    expect(after.payments.map((p: { id: string; voided: unknown }) => [p.id, p.voided !== null])).toEqual([
      [mistaken.id, true],
      [real.id, false],
    ]);
    const row = await t.database.db
      .selectFrom("bookings")
      .select(["paidAmount", "paymentStatus"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ paidAmount: "500.00", paymentStatus: "advance" });

    // Receipt and its reversal both stand in the ledger, netting to the ₹500 received.
    const vouchers = await t.database.db
      .selectFrom("vouchers")
      .select(["sourceId", "status", "reversesVoucherId", sql<string>`total_amount::text`.as("total")])
      .where("sourceType", "=", "payment")
      .orderBy("createdAt")
      .execute();
    expect(vouchers.map((v) => [v.sourceId, v.status, v.reversesVoucherId !== null, v.total])).toEqual([
      [mistaken.id, "cancelled", false, "1000.00"],
      [real.id, "posted", false, "500.00"],
      [mistaken.id, "posted", true, "1000.00"],
    ]);
    expect(await paymentLedger()).toEqual({ cash: "500.00", guest_advances: "-500.00" });

    // Today's takings count only the ₹500.
    expect((await api("GET", "/api/dashboard/stats")).json().todayRevenue).toBe("500.00");

    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "entityId"])
      .where("entityType", "=", "payment")
      .execute();
    expect(audit).toEqual([{ action: "void", entityId: mistaken.id }]);

    const again = await voidPayment(mistaken.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This payment is already voided");
  });

  it("is refused after the payment's business day, for unknown payments, and without a reason", async () => {
    const booking = await stay("102", today(), 1, { adults: 1 });
    const payment = (await pay(booking.id, "1000.00")).json();
    expect((await voidPayment(payment.id, {})).json().message).toBe("Reason is required");
    expect((await voidPayment(payment.id, { reason: "x".repeat(600) })).statusCode).toBe(400);
    expect((await voidPayment("no-such-payment")).statusCode).toBe(404);

    // Taken yesterday in the hotel's zone (a day and a minute ago).
    await t.database.db
      .updateTable("payments")
      .set({ paymentDate: sql`now() - interval '1 day 1 minute'` })
      .where("id", "=", payment.id)
      .execute();
    const late = await voidPayment(payment.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      "A payment can be voided only on the business day it was taken; give a refund instead",
    );
    expect((await folio(booking.id)).totalPaid).toBe("1000.00");
  });

  it("is refused, naming what is left, once part of the payment went back as a refund", async () => {
    // ₹5,000 paid ahead for a stay in five days; cancelled without a fee, ₹3,000 of it is refunded.
    const booking = await stay("103", addDays(today(), 5), 1, { paidAmount: "5000" });
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "cancelled" });
    const refund = await api("POST", `/api/bookings/${booking.id}/refunds`, {
      amount: "3000",
      paymentMethod: "upi",
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const paid = (await folio(booking.id)).payments.find((p: { kind: string }) => p.kind === "payment");

    const res = await voidPayment(paid.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Only ₹2,000.00 of this ₹5,000.00 payment is still held: the rest was refunded, so it cannot be voided",
    );
    expect((await folio(booking.id)).totalPaid).toBe("2000.00");
  });

  it("leaves nothing to refund: a voided payment is absent for refunds and what is pending", async () => {
    const booking = await stay("102", today(), 1, { adults: 1 });
    const full = (await pay(booking.id, "3200.00")).json();
    expect((await voidPayment(full.id, undefined, cookie)).statusCode).toBe(200);
    const refund = await api("POST", `/api/bookings/${booking.id}/refunds`, {
      amount: "100",
      paymentMethod: "cash",
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe("Nothing is due back on this booking");
    // The whole ₹3,200 is pending again, and is paid again.
    expect((await pay(booking.id, "3200.00")).statusCode).toBe(201);
    expect((await folio(booking.id)).pendingAmount).toBe("0.00");
  });

  it.skipIf(!onPostgres)("voids once when two managers void at the same moment", async () => {
    const booking = await stay("102", today(), 1, { adults: 1 });
    const payment = (await pay(booking.id, "1000.00")).json();
    const results = await Promise.all([voidPayment(payment.id), voidPayment(payment.id, undefined, cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await paymentLedger()).toEqual({ cash: "0.00", guest_advances: "0.00" });
  });
});
