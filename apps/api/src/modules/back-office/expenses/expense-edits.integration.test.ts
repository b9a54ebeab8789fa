import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  addExpense,
  api,
  categoryId,
  cookie,
  desk,
  t,
  today,
  useFreshApp,
} from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceOfExpenseEdits } from "../../../testing/races";

useFreshApp();

const db = () => t.database.db;

interface Expense {
  id: string;
  categoryId: string;
  amount: string;
  description: string;
  expenseDate: string;
  paymentMethod: string;
  receiptNumber: string | null;
  vendor: string | null;
  notes: string | null;
}

/** What the edit form sends: the expense as it reads, with `changes`. */
const asEdited = (e: Expense, changes: Partial<Expense>) => ({
  categoryId: e.categoryId,
  amount: e.amount,
  description: e.description,
  expenseDate: e.expenseDate,
  paymentMethod: e.paymentMethod,
  receiptNumber: e.receiptNumber,
  vendor: e.vendor,
  notes: e.notes,
  ...changes,
});

const edit = (e: Expense, changes: Partial<Expense>, as?: string) =>
  api("PUT", `/api/expenses/${e.id}`, asEdited(e, changes), as);

/** The trial balance as of `asOf`: each account code's [debit, credit], and the totals. */
async function trialBalance(asOf = addDays(today(), 1)) {
  const tb = (await api("GET", `/api/erp/reports/trial-balance?asOf=${asOf}`)).json() as {
    rows: { accountCode: string; debit: string; credit: string }[];
    totalDebit: string;
    totalCredit: string;
  };
  return {
    accounts: Object.fromEntries(tb.rows.map((r) => [r.accountCode, [r.debit, r.credit]])),
    totals: [tb.totalDebit, tb.totalCredit],
  };
}

/** The expense's vouchers, oldest first (an edit's reversal before its new voucher). */
const vouchersOf = (id: string) =>
  db()
    .selectFrom("vouchers")
    .select(["id", "status", "voucherDate", "voucherNumber", "reversesVoucherId", "totalAmount"])
    .where("sourceType", "=", "expense")
    .where("sourceId", "=", id)
    .orderBy("createdAt")
    .orderBy(sql`reverses_voucher_id IS NULL`)
    .execute();

async function signedIn(role: "manager" | "accountant", username: string) {
  const user = await t.createUser(role, username);
  return { user, cookie: await t.login(username, `password-${role}-1`) };
}

describe("editing an expense", () => {
  it("corrects a posted expense's voucher: ₹1,180 in cash edited to ₹2,360 by UPI, then moved to another category and day", async () => {
    const day = addDays(today(), -2);
    const expense: Expense = (await addExpense({ amount: "1180", expenseDate: day, vendor: "TNEB" })).json();
    // ₹1,180 spent in cash: 6200 Utilities debited, 1100 Cash in Hand credited.
    expect(await trialBalance()).toEqual({
      accounts: { "1100": ["0.00", "1180.00"], "6200": ["1180.00", "0.00"] },
      totals: ["1180.00", "1180.00"],
    });

    const accountant = await signedIn("accountant", "books");
    const edited = await edit(expense, { amount: "2360", paymentMethod: "upi" }, accountant.cookie);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: expense.id,
      amount: "2360.00",
      paymentMethod: "upi",
      vendor: "TNEB",
    });
    // The ₹1,180 voucher reversed on its day (cash back 1,180, Utilities less 1,180) and ₹2,360 posted
    // against the bank: Utilities 1,180 − 1,180 + 2,360 = 2,360; cash −1,180 + 1,180 = 0 (no row);
    // the bank −2,360.
    expect(await trialBalance()).toEqual({
      accounts: { "1110": ["0.00", "2360.00"], "6200": ["2360.00", "0.00"] },
      totals: ["2360.00", "2360.00"],
    });
    const [first, reversal, second] = await vouchersOf(expense.id);
    expect(first).toMatchObject({ status: "cancelled", voucherDate: day, totalAmount: "1180.00" });
    expect(reversal).toMatchObject({ status: "posted", voucherDate: day, reversesVoucherId: first?.id });
    expect(second).toMatchObject({
      status: "posted",
      voucherDate: day,
      totalAmount: "2360.00",
      reversesVoucherId: null,
    });
    expect((await api("GET", "/api/expenses/summary")).json()).toMatchObject({
      allTime: "2360.00",
      count: 1,
    });

    // Its new voucher too is corrected only through the expense.
    const direct = await api("POST", `/api/erp/vouchers/${second?.id}/reverse`, {});
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toMatch(/; correct the expense instead$/);

    // Another category and the next day: the ₹2,360 reversed on the old day, posted on the new one.
    const maintenance = await categoryId("Maintenance & Repairs");
    const moved = await edit(edited.json(), { categoryId: maintenance, expenseDate: addDays(day, 1) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().category).toEqual({ id: maintenance, name: "Maintenance & Repairs" });
    // As of the old day the books hold nothing of it: 1,180 − 1,180 + 2,360 − 2,360 on that day, as the
    // expense reports show nothing there now. From the new day on, 6300 Maintenance 2,360 against the bank.
    expect(await trialBalance(day)).toEqual({ accounts: {}, totals: ["0.00", "0.00"] });
    expect(await trialBalance()).toEqual({
      accounts: { "1110": ["0.00", "2360.00"], "6300": ["2360.00", "0.00"] },
      totals: ["2360.00", "2360.00"],
    });
    const vouchers = await vouchersOf(expense.id);
    expect(vouchers.map((v) => [v.status, v.voucherDate, v.reversesVoucherId !== null])).toEqual([
      ["cancelled", day, false],
      ["posted", day, true],
      ["cancelled", day, false],
      ["posted", day, true],
      ["posted", addDays(day, 1), false],
    ]);

    const audit = await db()
      .selectFrom("auditLog")
      .select(["action", "userId", "before", "after"])
      .where("entityType", "=", "expense")
      .where("entityId", "=", expense.id)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "update"]);
    expect(audit[1]).toMatchObject({
      userId: accountant.user.id,
      before: { amount: "1180.00", paymentMethod: "cash" },
      after: { amount: "2360.00", paymentMethod: "upi", reversedBy: reversal?.voucherNumber },
    });

    // Cancelled after its edits: the voucher in force is the one reversed, and the books net to nothing.
    expect((await api("POST", `/api/expenses/${expense.id}/cancel`)).statusCode).toBe(200);
    expect(await trialBalance()).toEqual({ accounts: {}, totals: ["0.00", "0.00"] });
  });

  it("leaves the voucher alone when only the vendor or notes change, and writes nothing when nothing does", async () => {
    const expense: Expense = (await addExpense({ amount: "500", vendor: "Old vendor" })).json();
    const unchanged = await edit(expense, { amount: "500.00" });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(expense);
    const notes = await edit(expense, { vendor: "New vendor", notes: "Paid at the door" });
    expect(notes.json()).toMatchObject({ vendor: "New vendor", notes: "Paid at the door", amount: "500.00" });
    expect((await vouchersOf(expense.id)).map((v) => v.status)).toEqual(["posted"]);
    const actions = await db()
      .selectFrom("auditLog")
      .select("action")
      .where("entityId", "=", expense.id)
      .orderBy("at")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["create", "update"]);
  });

  it("answers a retry with its idempotency key as the first time, correcting the voucher once", async () => {
    const expense: Expense = (await addExpense({ amount: "1180" })).json();
    const put = (amount: string) =>
      t.request("PUT", `/api/expenses/${expense.id}`, {
        cookie,
        body: asEdited(expense, { amount }),
        headers: { "idempotency-key": "edit-electricity" },
      });
    const first = await put("2360");
    expect(first.statusCode, first.body).toBe(200);
    const retried = await put("2360");
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(await vouchersOf(expense.id)).toHaveLength(3);
    const other = await put("3540");
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("This idempotency key was already used for a different request");
  });

  it("refuses what cannot be edited: 404, 400, 409 for a cancelled expense or a closed period, 403", async () => {
    const expense: Expense = (await addExpense({ amount: "300", expenseDate: addDays(today(), -1) })).json();
    const unknown = await api("PUT", "/api/expenses/no-such-expense", asEdited(expense, {}));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Expense not found");
    const noCategory = await edit(expense, { categoryId: "no-such-category" });
    expect(noCategory.statusCode).toBe(404);
    expect(noCategory.json().message).toBe("Expense category not found");
    const bad = await edit(expense, { amount: "10.005" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Amount can have at most two decimals");

    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    expect((await edit(expense, { amount: "1" }, deskCookie)).statusCode).toBe(403);

    // The books closed through yesterday, the expense's day: its voucher cannot be reversed there,
    // nor can a new one be posted there; its vendor, which the books do not show, can still change.
    await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: addDays(today(), -1) });
    const closed = await edit(expense, { amount: "350" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^The books are closed through/);
    const moved = await edit(expense, { expenseDate: today() });
    expect(moved.statusCode).toBe(409);
    expect(await vouchersOf(expense.id)).toHaveLength(1);
    expect((await edit(expense, { vendor: "TNEB" })).statusCode).toBe(200);
    const later: Expense = (await addExpense({ amount: "40" })).json();
    const intoClosed = await edit(later, { expenseDate: addDays(today(), -1) });
    expect(intoClosed.statusCode).toBe(409);
    expect(intoClosed.json().message).toMatch(/^The books are closed through/);
    expect(
      (await api("GET", "/api/expenses"))
        .json()
        .map((e: Expense) => e.amount)
        .sort(),
    ).toEqual(["300.00", "40.00"]);

    expect((await api("POST", `/api/expenses/${later.id}/cancel`)).statusCode).toBe(200);
    const cancelled = await edit(later, { amount: "45" });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe("A cancelled expense cannot be changed");
  });
});

// On PostgreSQL these race for real; on PGlite they run one after another. The expense's row lock
// that makes them take turns is shown to matter in expense-edits-race-guard.integration.test.ts.
describe("edits and a cancel at the same moment", () => {
  it("take turns: each edit is made to the expense as the one before left it, and its books follow", async () => {
    const race = await raceOfExpenseEdits();
    expect(race.codes).toEqual([200, 200, 200, 200, 200]);
    // Whatever the order, one voucher is in force and the books hold the expense as it reads now:
    // its amount on Utilities (a notes edit after the ₹2,360 one puts back the ₹1,180 its form had).
    expect(race.vouchers.filter((v) => v.status === "posted" && !v.reversesVoucherId)).toHaveLength(1);
    expect(["1180.00", "2360.00"]).toContain(race.amount);
    expect(race.utilities).toBe(race.amount);
  });

  it.skipIf(!onPostgres)(
    `an edit and a cancel: the books net to nothing either way (${postgresOnly})`,
    async () => {
      const expense: Expense = (await addExpense({ amount: "1180" })).json();
      const [edited, cancelled] = await Promise.all([
        edit(expense, { amount: "2360" }),
        api("POST", `/api/expenses/${expense.id}/cancel`),
      ]);
      expect(cancelled.statusCode).toBe(200);
      // The edit came first (200) and the cancel reversed its voucher, or the cancel came first.
      if (edited.statusCode !== 200)
        expect(edited.json().message).toBe("A cancelled expense cannot be changed");
      expect(await trialBalance()).toEqual({ accounts: {}, totals: ["0.00", "0.00"] });
    },
  );
});

describe("the list's filters", () => {
  it("by a range of dates, a category and a payment method, together and with pages", async () => {
    const utilities = await categoryId("Utilities");
    const maintenance = await categoryId("Maintenance & Repairs");
    const d = (n: number) => addDays(today(), n);
    for (const [description, expenseDate, category, paymentMethod] of [
      ["Power", d(-10), utilities, "cash"],
      ["Water", d(-5), utilities, "upi"],
      ["Plumber", d(-5), maintenance, "cash"],
      ["Painter", d(-1), maintenance, "upi"],
      ["Internet", d(0), utilities, "upi"],
    ] as const) {
      expect(
        (await addExpense({ description, expenseDate, categoryId: category, paymentMethod })).statusCode,
      ).toBe(201);
    }
    const listed = async (query: string) => {
      const res = await api("GET", `/api/expenses?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Expense[]).map((e) => e.description);
    };
    // Both ends included; newest date first, the later recorded first on one day.
    expect(await listed(`from=${d(-5)}&to=${d(-1)}`)).toEqual(["Painter", "Plumber", "Water"]);
    expect(await listed(`from=${d(-1)}`)).toEqual(["Internet", "Painter"]);
    expect(await listed(`to=${d(-10)}`)).toEqual(["Power"]);
    expect(await listed(`categoryId=${maintenance}`)).toEqual(["Painter", "Plumber"]);
    expect(await listed("paymentMethod=upi")).toEqual(["Internet", "Painter", "Water"]);
    expect(await listed(`categoryId=${utilities}&paymentMethod=upi&from=${d(-7)}&to=${d(-1)}`)).toEqual([
      "Water",
    ]);
    const page = await api("GET", "/api/expenses?paymentMethod=upi&page=1&pageSize=2");
    expect(page.json().map((e: Expense) => e.description)).toEqual(["Internet", "Painter"]);
    expect(page.headers["x-has-more"]).toBe("true");
    const last = await api("GET", "/api/expenses?paymentMethod=upi&page=2&pageSize=2");
    expect(last.json().map((e: Expense) => e.description)).toEqual(["Water"]);
    expect(last.headers["x-has-more"]).toBe("false");
    // An unknown category is a filter that matches nothing, as a search would.
    expect(await listed("categoryId=no-such-category")).toEqual([]);
  });

  it("names what is wrong with a filter (400)", async () => {
    for (const [query, message] of [
      ["from=2026-11-02&to=2026-11-01", "The end date cannot be before the start date"],
      ["from=02/11/2026", "From date must be a valid date (yyyy-MM-dd)"],
      ["to=2026-02-30", "To date must be a valid date (yyyy-MM-dd)"],
      ["paymentMethod=cheque", "Payment method must be one of cash, card, upi, bank_transfer"],
      [`categoryId=${"x".repeat(65)}`, "Category is at most 64 characters"],
    ]) {
      const res = await api("GET", `/api/expenses?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
