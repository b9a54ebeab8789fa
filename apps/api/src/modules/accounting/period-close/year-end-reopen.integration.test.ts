import { toPaise } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, desk, t, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";
import { postVoucher } from "../ledger";

useFreshApp();

const db = () => t.database.db;

/** Room revenue received in cash on `date`. */
const revenue = (date: string, amount: string) =>
  db()
    .transaction()
    .execute((trx) =>
      postVoucher(trx, {
        voucherType: "journal",
        date,
        narration: "test",
        lines: [
          { account: { role: "cash" }, debit: toPaise(amount), credit: 0 },
          { account: { role: "room_revenue" }, debit: 0, credit: toPaise(amount) },
        ],
        userId: desk.id,
      }),
    );

const close = async (financialYear: string) => {
  const res = await api("POST", "/api/erp/year-end-close", { financialYear });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { voucherId: string; voucherNumber: string };
};

const reopen = (financialYear: string, as?: string) =>
  api("POST", `/api/erp/year-end-close/${financialYear}/reopen`, undefined, as);

/** Room revenue (4100) as the statement of profit and loss shows it for 2025-26. */
const roomRevenue2025 = async () => {
  const res = await api("GET", "/api/erp/reports/balance-sheet?asOf=2026-03-31");
  const equity = res.json().equity.accounts as { accountName: string; amount: string }[];
  return equity.find((a) => a.accountName === "Current year profit")?.amount;
};

describe("reopening a closed year", () => {
  it("reverses the closing on the year's last day, audited; the closing itself is not reversed", async () => {
    await revenue("2025-06-01", "4000.00");
    const closing = await close("2025-26");
    expect(await roomRevenue2025()).toBe("0.00");

    const direct = await api("POST", `/api/erp/vouchers/${closing.voucherId}/reverse`, {});
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe(
      "This voucher was posted by year-end close 2025-26; correct the year-end close instead",
    );

    const res = await reopen("2025-26");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      financialYear: "2025-26",
      closingVoucherNumber: closing.voucherNumber,
      voucherNumber: "JV/2025-26/0003",
    });
    const reversal = await db()
      .selectFrom("vouchers")
      .select(["voucherDate", "reversesVoucherId"])
      .where("id", "=", res.json().voucherId)
      .executeTakeFirstOrThrow();
    expect(reversal).toEqual({ voucherDate: "2026-03-31", reversesVoucherId: closing.voucherId });
    // The year's ₹4,000.00 profit is open again on 31/03/2026.
    expect(await roomRevenue2025()).toBe("4000.00");
    const audit = await db()
      .selectFrom("auditLog")
      .select("action")
      .where("entityId", "=", closing.voucherId)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["year_end_close", "reverse", "year_end_reopen"]);

    const again = await reopen("2025-26");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("The year 2025-26 is not closed");
    // Closed again later, as a new closing.
    expect((await close("2025-26")).voucherNumber).toBe("JV/2025-26/0004");
    expect(await roomRevenue2025()).toBe("0.00");
  });

  it("is for administrators, refused under the period lock, after a later closing, and for a bad year", async () => {
    await revenue("2024-06-01", "1000.00");
    await revenue("2025-06-01", "2000.00");
    await close("2024-25");
    await close("2025-26");
    const accountant = await t.createUser("accountant", "books");
    const books = await t.login(accountant.username, "password-accountant-1");
    expect((await reopen("2025-26", books)).statusCode).toBe(403);

    const later = await reopen("2024-25");
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toMatch(
      /^The year 2025-26 is closed too \(JV\/2025-26\/\d{4}\); reopen it first$/,
    );

    await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: "2026-03-31" });
    const locked = await reopen("2025-26");
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      "The books are closed through 31/03/2026, which covers 2025-26; move the period lock back before reopening the year",
    );
    await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: "2026-03-30" });
    expect((await reopen("2025-26")).statusCode).toBe(200);

    const bad = await reopen("2025-27");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Financial year must look like 2025-26 (two consecutive years)");
  });

  it.skipIf(!onPostgres)(
    `reverses the closing once when three reopenings arrive together (${postgresOnly})`,
    async () => {
      await revenue("2025-06-01", "900.00");
      const closing = await close("2025-26");
      const answers = await Promise.all([1, 2, 3].map(() => reopen("2025-26")));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      for (const a of answers.filter((r) => r.statusCode === 409)) {
        expect(a.json().message).toBe("The year 2025-26 is not closed");
      }
      const reversals = await db()
        .selectFrom("vouchers")
        .select("id")
        .where("reversesVoucherId", "=", closing.voucherId)
        .execute();
      expect(reversals).toHaveLength(1);
    },
  );
});
