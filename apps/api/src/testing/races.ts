import type { Database } from "@atithi/db";
import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { it } from "vitest";
import { addExpense, api, desk, roomId, t } from "./app-fixture";
import { rackRate } from "./rate-plan-fixtures";

/**
 * The races the database settles, as scenarios shared by the race tests and by the tests showing
 * those are sensitive to their guards. They only race on PostgreSQL: PGlite runs one connection,
 * so there every transaction runs after the other.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const postgresOnly = "races need several connections: set TEST_DATABASE_URL to run on PostgreSQL";

/**
 * A test of a race guard: it races only on PostgreSQL, so elsewhere it is reported skipped, with
 * the reason in its name.
 */
export function itRacesOnPostgres(name: string, test: () => Promise<void>) {
  it.skipIf(!onPostgres)(`${name} (${postgresOnly})`, test);
}

/**
 * Whether a race without its guard went wrong (`wrong`) in one of `rounds` rounds: a round could
 * happen to run one request after the other, so each round is another chance to race.
 */
export async function wentWrongInSomeRound<R>(
  race: (round: number) => Promise<R>,
  wrong: (outcome: R) => boolean,
  rounds = 5,
) {
  for (let round = 0; round < rounds; round++) {
    if (wrong(await race(round))) return true;
  }
  return false;
}

/** Resolves once a statement of this database waits on a row or table lock (`what` names it if never). */
export async function untilWaitingOnLock(db: Database, what: string) {
  for (let i = 0; ; i++) {
    const waiting = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    if (i > 200) throw new Error(`${what} never waited for the lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** 20 parallel requests for room 101 on the same dates; half of them for new guests. */
export async function raceForOneRoom() {
  const room = await roomId("101");
  const regular = await t
    .callerFor(desk)
    .guests.create({ name: "Regular", phone: "9100009999", email: null, idProofNumber: null });
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      api("POST", "/api/bookings", {
        ...(i % 2 === 0
          ? { guest: { name: `Racer ${i}`, phone: `91000000${String(i).padStart(2, "0")}` } }
          : { guestId: regular.id }),
        roomId: room,
        checkInDate: "2027-06-10",
        checkOutDate: "2027-06-12",
        adults: 1,
        paidAmount: "500",
      }),
    ),
  );
  const { db } = t.database;
  return {
    results,
    created: results.filter((r) => r.statusCode === 201).length,
    bookings: await db.selectFrom("bookings").selectAll().where("roomId", "=", room).execute(),
    payments: await db.selectFrom("payments").selectAll().execute(),
  };
}

/** 10 parallel payments of ₹500 on a new one-night stay of ₹3,200 (night `round` of a run), which together would overpay it. */
export async function raceOfPayments(round = 0) {
  const checkInDate = addDays("2027-07-01", round);
  const booking = (
    await api("POST", "/api/bookings", {
      guest: { name: "Payer", phone: "9200000000" },
      roomId: await roomId("102"),
      checkInDate,
      checkOutDate: addDays(checkInDate, 1),
      adults: 1,
    })
  ).json() as { id: string };
  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      api("POST", "/api/payments", { bookingId: booking.id, amount: "500", paymentMethod: "cash" }),
    ),
  );
  const { db } = t.database;
  const row = await db
    .selectFrom("bookings")
    .select(["paidAmount", "totalAmount"])
    .where("id", "=", booking.id)
    .executeTakeFirstOrThrow();
  const sum = await db
    .selectFrom("payments")
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(12, 2)::text`.as("sum"))
    .where("bookingId", "=", booking.id)
    .executeTakeFirstOrThrow();
  return {
    bookingId: booking.id,
    results,
    accepted: results.filter((r) => r.statusCode === 201).length,
    paidAmount: row.paidAmount,
    totalAmount: row.totalAmount,
    sumOfPayments: sum.sum,
  };
}

/**
 * Two parallel payments of ₹10,000 for a new group (round `n` of a run) of one night in 101 and 102
 * for two adults (₹6,400 each) and 103 for one (₹3,200): together ₹20,000 against the ₹16,000 owed.
 */
export async function raceOfGroupPayments(n = 0) {
  const checkInDate = addDays("2027-08-01", n);
  const created = await api("POST", "/api/group-bookings", {
    groupBookingData: {
      groupName: `Race ${n}`,
      contactPersonName: "Racer",
      contactPersonPhone: "9300000000",
      checkInDate,
      checkOutDate: addDays(checkInDate, 1),
      eventType: "conference",
    },
    roomSelections: [
      { roomId: await roomId("101"), guestName: "Racer 1", adults: 2, children: 0 },
      { roomId: await roomId("102"), guestName: "Racer 2", adults: 2, children: 0 },
      { roomId: await roomId("103"), guestName: "Racer 3", adults: 1, children: 0 },
    ],
  });
  if (created.statusCode !== 201) throw new Error(`the group: ${created.statusCode} ${created.body}`);
  const group = created.json() as { id: string };
  const results = await Promise.all(
    Array.from({ length: 2 }, () =>
      api("POST", `/api/group-bookings/${group.id}/payments`, { amount: "10000", paymentMethod: "cash" }),
    ),
  );
  const { db } = t.database;
  const stays = await db
    .selectFrom("bookings")
    .innerJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
    .select(["bookings.id", "bookings.amountDue", "bookings.paidAmount"])
    .where("groupBookingItems.groupBookingId", "=", group.id)
    .execute();
  const sum = await db
    .selectFrom("payments")
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(12, 2)::text`.as("sum"))
    .where(
      "bookingId",
      "in",
      stays.map((s) => s.id),
    )
    .executeTakeFirstOrThrow();
  return {
    results,
    codes: results.map((r) => r.statusCode).sort(),
    /** What the group's payment rows add up to. */
    sumOfPayments: sum.sum,
    /** Stays whose paid amount passes what they owe. */
    overpaid: stays.filter((s) => Number(s.paidAmount) > Number(s.amountDue)).length,
  };
}

/**
 * 10 parallel participations of ₹2,000 in a new round with a target of ₹10,000 (round `n` of a
 * run), which together would take it to twice its target.
 */
export async function raceOfParticipations(n = 0) {
  const investor = (
    await api("POST", "/api/erp/investors", { investorCode: `RACE-${n}`, investorName: `Racer ${n}` })
  ).json() as { id: string };
  const classes = (await api("GET", "/api/erp/share-classes")).json() as { id: string; name: string }[];
  const round = (
    await api("POST", "/api/erp/fundraising-rounds", {
      roundNumber: `RACE-${n}`,
      roundName: `Race ${n}`,
      shareClassId: classes.find((c) => c.name === "Common")?.id,
      targetAmount: "10000",
      valuation: "1000000",
      roundDate: "2026-01-01",
    })
  ).json() as { id: string };
  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      api("POST", `/api/erp/fundraising-rounds/${round.id}/participations`, {
        investorId: investor.id,
        investmentAmount: "2000",
        investmentDate: "2026-01-02",
      }),
    ),
  );
  const sum = await t.database.db
    .selectFrom("investorParticipations")
    .select(sql<string>`coalesce(sum(investment_amount), 0)::numeric(15, 2)::text`.as("sum"))
    .where("roundId", "=", round.id)
    .executeTakeFirstOrThrow();
  return {
    codes: results.map((r) => r.statusCode),
    accepted: results.filter((r) => r.statusCode === 201).length,
    committed: sum.sum,
  };
}

/**
 * 10 parallel requests each adding a plan to a new room type (round `n` of a run) and asking for
 * it to be the type's default; the type already has its default plan.
 */
export async function raceForDefaultPlan(n = 0) {
  const type = (
    await api("POST", "/api/room-types", { name: `Race ${n}`, baseOccupancy: 2, maxOccupancy: 3 })
  ).json() as { id: string };
  const first = await api("POST", "/api/rate-plans", rackRate(type.id));
  if (first.statusCode !== 201) throw new Error(`the type's first plan: ${first.statusCode} ${first.body}`);
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      api("POST", "/api/rate-plans", rackRate(type.id, { name: `Offer ${i}`, isDefault: true })),
    ),
  );
  const plans = await t.database.db
    .selectFrom("ratePlans")
    .select(["id", "name", "isDefault"])
    .where("roomTypeId", "=", type.id)
    .execute();
  const defaults = plans.filter((p) => p.isDefault);
  return {
    codes: results.map((r) => r.statusCode),
    results,
    defaults: defaults.length,
    /** The type's plans: the one it was made with, the rack rate and the offers. */
    plans,
  };
}

/**
 * 10 parallel requests each making another of ten plans of a new room type (round `n` of a run)
 * its default; the type already has its default plan.
 */
export async function raceToMakeDefault(n = 0) {
  const type = (
    await api("POST", "/api/room-types", { name: `Default race ${n}`, baseOccupancy: 2, maxOccupancy: 3 })
  ).json() as { id: string };
  const offers = [];
  for (let i = 0; i < 10; i++) {
    const res = await api("POST", "/api/rate-plans", rackRate(type.id, { name: `Offer ${i}` }));
    if (res.statusCode !== 201) throw new Error(`offer ${i}: ${res.statusCode} ${res.body}`);
    offers.push((res.json() as { id: string }).id);
  }
  const results = await Promise.all(offers.map((id) => api("POST", `/api/rate-plans/${id}/make-default`)));
  const plans = await t.database.db
    .selectFrom("ratePlans")
    .select(["id", "name", "isDefault"])
    .where("roomTypeId", "=", type.id)
    .execute();
  return {
    codes: results.map((r) => r.statusCode),
    results,
    defaults: plans.filter((p) => p.isDefault).length,
    /** The type's plans: the one it was made with and the offers. */
    plans,
  };
}

/**
 * Edits of one ₹1,180 cash expense at the same moment: one to ₹2,360 by UPI, and a moment later four
 * from forms opened before it, each changing only the notes (so sending ₹1,180 in cash). Answers the
 * codes, the expense's vouchers, its amount after, and 6200 Utilities' net debit in the books.
 */
export async function raceOfExpenseEdits() {
  const expense = (await addExpense({ amount: "1180" })).json() as Record<string, unknown> & { id: string };
  const { id, categoryId, description, expenseDate } = expense;
  const put = (changes: Record<string, unknown>) =>
    api("PUT", `/api/expenses/${id}`, {
      categoryId,
      description,
      expenseDate,
      amount: "1180",
      paymentMethod: "cash",
      ...changes,
    });
  const results = await Promise.all([
    put({ amount: "2360", paymentMethod: "upi" }),
    ...[1, 2, 3, 4].map(async (n) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return put({ notes: `Note ${n}` });
    }),
  ]);
  const { db } = t.database;
  const vouchers = await db
    .selectFrom("vouchers")
    .select(["id", "status", "reversesVoucherId"])
    .where("sourceType", "=", "expense")
    .where("sourceId", "=", id)
    .execute();
  const row = await db
    .selectFrom("expenses")
    .select(sql<string>`amount::text`.as("amount"))
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const utilities = await db
    .selectFrom("generalLedger")
    .innerJoin("chartOfAccounts", "chartOfAccounts.id", "generalLedger.accountId")
    .select(sql<string>`coalesce(sum(debit_amount - credit_amount), 0)::numeric(15, 2)::text`.as("net"))
    .where("chartOfAccounts.accountCode", "=", "6200")
    .executeTakeFirstOrThrow();
  return {
    codes: results.map((r) => r.statusCode),
    results,
    vouchers,
    amount: row.amount,
    utilities: utilities.net,
  };
}
