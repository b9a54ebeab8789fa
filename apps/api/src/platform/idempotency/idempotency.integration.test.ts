import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { cookie, desk, roomId, stay, t, today, useFreshApp } from "../../testing/app-fixture";
import { purgeExpiredIdempotencyKeys } from "./idempotent-procedure";

useFreshApp();

const KEY = "dialog-submission-0001";

const pay = (bookingId: string, amount: string, key?: string, as = cookie) =>
  t.request("POST", "/api/payments", {
    cookie: as,
    body: { bookingId, amount, paymentMethod: "cash" },
    headers: key ? { "idempotency-key": key } : {},
  });

async function paymentsOf(bookingId: string) {
  return t.database.db
    .selectFrom("payments")
    .select(["id", sql<string>`amount::text`.as("amount")])
    .where("bookingId", "=", bookingId)
    .execute();
}

async function paidAmount(bookingId: string) {
  const row = await t.database.db
    .selectFrom("bookings")
    .select("paidAmount")
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  return row.paidAmount;
}

/** The receipt vouchers posted for payments. */
async function receiptVouchers() {
  const rows = await t.database.db
    .selectFrom("vouchers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sourceType", "=", "payment")
    .executeTakeFirstOrThrow();
  return Number(rows.n);
}

describe("an idempotency key on a money write", () => {
  it("answers a repeat with the first result (status and body) and writes once", async () => {
    const booking = await stay("102", today(), 1);
    const first = await pay(booking.id, "500.00", KEY);
    expect(first.statusCode, first.body).toBe(201);
    const again = await pay(booking.id, "500.00", KEY);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(booking.id)).toEqual([{ id: first.json().id, amount: "500.00" }]);
    expect(await paidAmount(booking.id)).toBe("500.00");
    expect(await receiptVouchers()).toBe(1);
    // Without a key, the same request is a second payment: ₹1,000 paid in all.
    expect((await pay(booking.id, "500.00")).statusCode).toBe(201);
    expect(await paidAmount(booking.id)).toBe("1000.00");
  });

  it("refuses the same key with another body (409), writing nothing", async () => {
    const booking = await stay("102", today(), 1);
    expect((await pay(booking.id, "500.00", KEY)).statusCode).toBe(201);
    const other = await pay(booking.id, "700.00", KEY);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("This idempotency key was already used for a different request");
    // The same key on another procedure is another request too.
    const refund = await t.request("POST", `/api/bookings/${booking.id}/refunds`, {
      cookie,
      body: { amount: "100.00", paymentMethod: "cash" },
      headers: { "idempotency-key": KEY },
    });
    expect(refund.statusCode).toBe(409);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    expect(await paidAmount(booking.id)).toBe("500.00");
  });

  it("keeps keys per user: another user's same key is their own request", async () => {
    const booking = await stay("102", today(), 1);
    expect((await pay(booking.id, "500.00", KEY)).statusCode).toBe(201);
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    const theirs = await pay(booking.id, "700.00", KEY, deskCookie);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await paidAmount(booking.id)).toBe("1200.00");
  });

  it("stores no failure: a corrected retry with the same key writes", async () => {
    // One night in 102 for one adult: ₹3,200, all pending; ₹5,000 is refused.
    const booking = await stay("102", today(), 1, { adults: 1 });
    const refused = await pay(booking.id, "5000.00", KEY);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Payment amount must be between ₹1 and ₹3,200.00");
    const corrected = await pay(booking.id, "3200.00", KEY);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await paidAmount(booking.id)).toBe("3200.00");
    expect(await t.database.db.selectFrom("idempotencyKeys").select("key").execute()).toEqual([{ key: KEY }]);
  });

  it("takes the key as an input field over tRPC, kept out of what the procedure writes", async () => {
    const booking = await stay("102", today(), 1);
    const caller = t.callerFor(desk);
    const input = {
      bookingId: booking.id,
      amount: "250",
      paymentMethod: "upi" as const,
      idempotencyKey: KEY,
    };
    const first = await caller.payments.record(input);
    const again = await caller.payments.record(input);
    expect(again).toEqual(JSON.parse(JSON.stringify(first)));
    expect(await paidAmount(booking.id)).toBe("250.00");
    await expect(caller.payments.record({ ...input, amount: "300" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("refuses a malformed key with a 400 naming it", async () => {
    const booking = await stay("102", today(), 1);
    for (const key of ["short", "has space in it", "x".repeat(129), "semi;colon-1234"]) {
      const res = await pay(booking.id, "500.00", key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(
        "Idempotency key must be 8 to 128 letters, digits, underscores or hyphens",
      );
    }
    const caller = t.callerFor(desk);
    await expect(
      caller.payments.record({
        bookingId: booking.id,
        amount: "1",
        paymentMethod: "cash",
        idempotencyKey: "bad",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await paymentsOf(booking.id)).toEqual([]);
  });

  it("answers the same for a booking and a charge", async () => {
    const post = (url: string, body: unknown, key: string) =>
      t.request("POST", url, { cookie, body, headers: { "idempotency-key": key } });
    const bookingBody = {
      guest: { name: "Asha Rao", phone: "9820001111" },
      roomId: await roomId("101"),
      checkInDate: today(),
      checkOutDate: addDays(today(), 1),
      adults: 2,
    };
    const created = await post("/api/bookings", bookingBody, "booking-key-1");
    expect(created.statusCode, created.body).toBe(201);
    expect((await post("/api/bookings", bookingBody, "booking-key-1")).json()).toEqual(created.json());
    const bookings = await t.database.db.selectFrom("bookings").select("id").execute();
    expect(bookings).toHaveLength(1);

    const charge = { description: "Laundry", category: "laundry", amount: "150", quantity: 2 };
    const url = `/api/bookings/${created.json().id}/charges`;
    const c1 = await post(url, charge, "charge-key-1");
    expect(c1.statusCode, c1.body).toBe(201);
    expect((await post(url, charge, "charge-key-1")).json()).toEqual(c1.json());
    expect(await t.database.db.selectFrom("bookingCharges").select("id").execute()).toHaveLength(1);
  });

  it("is claimed afresh after its 24 hours, and purged", async () => {
    const booking = await stay("102", today(), 1);
    expect((await pay(booking.id, "500.00", KEY)).statusCode).toBe(201);
    expect((await pay(booking.id, "500.00", "a-fresh-key-2")).statusCode).toBe(201);
    await t.database.db
      .updateTable("idempotencyKeys")
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where("key", "=", KEY)
      .execute();
    // A day on, the same key and body is a new payment: ₹1,500 paid in all.
    expect((await pay(booking.id, "500.00", KEY)).statusCode).toBe(201);
    expect(await paidAmount(booking.id)).toBe("1500.00");
    await t.database.db
      .updateTable("idempotencyKeys")
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where("key", "=", KEY)
      .execute();
    expect(await purgeExpiredIdempotencyKeys(t.database.db)).toBe(1);
    expect(await t.database.db.selectFrom("idempotencyKeys").select("key").execute()).toEqual([
      { key: "a-fresh-key-2" },
    ]);
  });

  it("writes once for twenty parallel requests with one key, each answered the first result", async () => {
    const booking = await stay("102", today(), 1);
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(booking.id, "100.00", KEY)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(await paymentsOf(booking.id)).toEqual([{ id: [...ids][0], amount: "100.00" }]);
    expect(await paidAmount(booking.id)).toBe("100.00");
    expect(await receiptVouchers()).toBe(1);
  });
});
