import { addDays, formatDisplayDate, lastPostingDate, toPaise } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { addExpense, api, desk, stay, t, today, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";
import { postVoucher } from "./posting.service";

useFreshApp();

const db = () => t.database.db;

async function signedIn(role: "manager" | "accountant", username: string) {
  const user = await t.createUser(role, username);
  return { user, cookie: await t.login(username, `password-${role}-1`) };
}

/** The voucher a document posted (not its reversal), as it stands. */
function voucherOf(sourceType: string, sourceId: string) {
  return db()
    .selectFrom("vouchers")
    .select(["id", "status", "voucherNumber"])
    .where("sourceType", "=", sourceType)
    .where("sourceId", "=", sourceId)
    .where("reversesVoucherId", "is", null)
    .executeTakeFirstOrThrow();
}

const reversalsOf = (id: string) =>
  db().selectFrom("vouchers").select(["id", "voucherDate"]).where("reversesVoucherId", "=", id).execute();

/** Reverse, edit and delete of a voucher, each answered 409 with `message`; the voucher stays posted. */
async function expectCorrectedOnlyThroughSource(voucherId: string, message: string, as?: string) {
  const attempts = [
    await api("POST", `/api/erp/vouchers/${voucherId}/reverse`, {}, as),
    await api(
      "PUT",
      `/api/erp/vouchers/${voucherId}`,
      {
        voucherType: "journal",
        voucherDate: today(),
        lines: [
          { accountId: "a", debit: "1" },
          { accountId: "b", credit: "1" },
        ],
      },
      as,
    ),
    await api("DELETE", `/api/erp/vouchers/${voucherId}`, undefined, as),
  ];
  for (const res of attempts) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(message);
  }
  expect(
    (await db().selectFrom("vouchers").select("status").where("id", "=", voucherId).executeTakeFirst())
      ?.status,
  ).toBe("posted");
  expect(await reversalsOf(voucherId)).toEqual([]);
}

describe("automatic vouchers", () => {
  it("are not reversed, edited or deleted by themselves: each names its document (REST and tRPC)", async () => {
    const booking = await stay("101", today(), 2, { paidAmount: "500" });
    const payment = await db()
      .selectFrom("payments")
      .select("id")
      .where("bookingId", "=", booking.id)
      .executeTakeFirstOrThrow();
    const paymentVoucher = await voucherOf("payment", payment.id);
    await expectCorrectedOnlyThroughSource(
      paymentVoucher.id,
      `This voucher was posted by payment of ₹500.00 on ${formatDisplayDate(today())}; correct the payment instead`,
    );

    const expense = (await addExpense({ amount: "1250.50", description: "Electricity bill" })).json();
    const expenseVoucher = await voucherOf("expense", expense.id);
    const accountant = await signedIn("accountant", "books");
    const expenseMessage = `This voucher was posted by expense "Electricity bill" of ₹1,250.50 on ${formatDisplayDate(today())}; correct the expense instead`;
    await expectCorrectedOnlyThroughSource(expenseVoucher.id, expenseMessage, accountant.cookie);
    await expect(
      t.callerFor(accountant.user).vouchers.reverse({ id: expenseVoucher.id, date: null }),
    ).rejects.toThrow(expenseMessage);

    // The voucher names its document for the web app to link to it.
    const shown = (await api("GET", `/api/erp/vouchers/${expenseVoucher.id}`)).json();
    expect(shown).toMatchObject({
      sourceType: "expense",
      sourceId: expense.id,
      sourceNumber: `"Electricity bill" of ₹1,250.50 on ${formatDisplayDate(today())}`,
    });
  });
});

describe("cancelling an expense", () => {
  it("reverses its voucher on the expense's day and drops it from the totals; once", async () => {
    const day = addDays(today(), -3);
    const kept = (await addExpense({ amount: "100.25", expenseDate: day })).json();
    const wrong = (
      await addExpense({ amount: "2000.00", expenseDate: day, description: "Typed twice" })
    ).json();
    const summaryBefore = (await api("GET", "/api/expenses/summary")).json();
    expect(summaryBefore).toMatchObject({ allTime: "2100.25", count: 2 });

    const manager = await signedIn("manager", "boss");
    const cancel = () =>
      t.request("POST", `/api/expenses/${wrong.id}/cancel`, {
        cookie: manager.cookie,
        headers: { "idempotency-key": "cancel-typed-twice" },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: wrong.id, amount: "2000.00" });
    expect(cancelled.json().cancelledAt).not.toBeNull();
    // Its answer lost, the dialog retries with its key: the first answer, not a 409.
    const retried = await cancel();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(cancelled.json());

    const voucher = await voucherOf("expense", wrong.id);
    expect(voucher.status).toBe("cancelled");
    expect(await reversalsOf(voucher.id)).toEqual([{ id: expect.any(String), voucherDate: day }]);
    expect((await voucherOf("expense", kept.id)).status).toBe("posted");

    // ₹2,100.25 less the ₹2,000.00 cancelled; the report of the day counts the kept ₹100.25 only.
    expect((await api("GET", "/api/expenses/summary")).json()).toMatchObject({ allTime: "100.25", count: 1 });
    const report = (await api("GET", `/api/reports/expenses?startDate=${day}&endDate=${day}`)).json();
    expect(JSON.stringify(report)).toContain("100.25");
    expect(JSON.stringify(report)).not.toContain("2100.25");
    expect(JSON.stringify(report)).not.toContain("2000");
    const listed = (await api("GET", "/api/expenses")).json() as { id: string; cancelledAt: string | null }[];
    expect(listed.find((e) => e.id === wrong.id)?.cancelledAt).not.toBeNull();

    const again = await api("POST", `/api/expenses/${wrong.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This expense is already cancelled");
    expect(await reversalsOf(voucher.id)).toHaveLength(1);
    expect((await api("POST", "/api/expenses/no-such-expense/cancel")).statusCode).toBe(404);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["action", "userId"])
      .where("entityType", "=", "expense")
      .where("entityId", "=", wrong.id)
      .orderBy("at")
      .execute();
    expect(audit).toEqual([
      { action: "create", userId: expect.any(String) },
      { action: "cancel", userId: manager.user.id },
    ]);
  });

  it("is refused to the front desk (403) and in a closed period (409, nothing changed)", async () => {
    const expense = (await addExpense({ amount: "300", expenseDate: addDays(today(), -1) })).json();
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    expect((await api("POST", `/api/expenses/${expense.id}/cancel`, undefined, deskCookie)).statusCode).toBe(
      403,
    );
    await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: addDays(today(), -1) });
    const closed = await api("POST", `/api/expenses/${expense.id}/cancel`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^The books are closed through/);
    const row = await db()
      .selectFrom("expenses")
      .select("cancelledAt")
      .where("id", "=", expense.id)
      .executeTakeFirst();
    expect(row?.cancelledAt).toBeNull();
  });

  it.skipIf(!onPostgres)(
    `posts one reversal when ten cancels arrive together (${postgresOnly})`,
    async () => {
      const expense = (await addExpense({ amount: "750" })).json();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => api("POST", `/api/expenses/${expense.id}/cancel`)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      // Each refusal is the expense's own: the expense's row lock decided, not the voucher's.
      for (const a of answers.filter((r) => r.statusCode === 409)) {
        expect(a.json().message).toBe("This expense is already cancelled");
      }
      expect(await reversalsOf((await voucherOf("expense", expense.id)).id)).toHaveLength(1);
    },
  );
});

describe("posting dates and vouchers that move nothing", () => {
  const last = lastPostingDate(today());
  const after = addDays(last, 1);
  const message = `Postings can be dated up to ${formatDisplayDate(last)}, the end of the next financial year; ${formatDisplayDate(after)} is after it`;

  async function accountId(code: string) {
    const row = await db()
      .selectFrom("chartOfAccounts")
      .select("id")
      .where("accountCode", "=", code)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("refuses a date after the end of the next financial year: vouchers, expenses, reversals", async () => {
    const cash = await accountId("1100");
    const bank = await accountId("1110");
    const voucher = (date: string) => ({
      voucherType: "journal",
      voucherDate: date,
      lines: [
        { accountId: cash, debit: "10" },
        { accountId: bank, credit: "10" },
      ],
    });
    const late = await api("POST", "/api/erp/vouchers", voucher(after));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(message);
    expect((await api("POST", "/api/erp/vouchers", voucher(last))).statusCode).toBe(201);

    const expense = await addExpense({ expenseDate: after });
    expect(expense.statusCode).toBe(400);
    expect(expense.json().message).toBe(message);
    expect(await db().selectFrom("expenses").select("id").execute()).toEqual([]);

    await api("PUT", "/api/erp/settings/approvals", { voucherMakerChecker: false });
    const draft = (await api("POST", "/api/erp/vouchers", voucher(today()))).json();
    await api("POST", `/api/erp/vouchers/${draft.id}/approve`);
    const reversal = await api("POST", `/api/erp/vouchers/${draft.id}/reverse`, { date: after });
    expect(reversal.statusCode).toBe(400);
    expect(reversal.json().message).toBe(message);
  });

  it("refuses a voucher debiting and crediting one account for one party (400), automatic ones too", async () => {
    const cash = await accountId("1100");
    const nothing = await api("POST", "/api/erp/vouchers", {
      voucherType: "contra",
      voucherDate: today(),
      lines: [
        { accountId: cash, debit: "5000" },
        { accountId: cash, credit: "5000" },
      ],
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(
      "Lines 1 and 2 debit and credit the same account for the same party, which moves nothing",
    );
    await expect(
      db()
        .transaction()
        .execute((trx) =>
          postVoucher(trx, {
            voucherType: "receipt",
            date: today(),
            narration: null,
            lines: [
              { account: { role: "cash" }, debit: toPaise("5"), credit: 0 },
              { account: { role: "cash" }, debit: 0, credit: toPaise("5") },
            ],
            userId: desk.id,
          }),
        ),
    ).rejects.toThrow(
      "Lines 1 and 2 debit and credit the same account for the same party, which moves nothing",
    );
  });
});
