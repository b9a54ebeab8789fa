import { toPaise } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, cookie, desk, t, today, useFreshApp } from "../../../testing/app-fixture";
import { postVoucher } from "../ledger";

useFreshApp();

const post = (date: string, amount: string, role: "room_revenue" | "salaries" = "room_revenue") =>
  t.database.db.transaction().execute((trx) =>
    postVoucher(trx, {
      voucherType: "journal",
      date,
      narration: "test",
      lines:
        role === "room_revenue"
          ? [
              { account: { role: "cash" }, debit: toPaise(amount), credit: 0 },
              { account: { role: "room_revenue" }, debit: 0, credit: toPaise(amount) },
            ]
          : [
              { account: { role: "salaries" }, debit: toPaise(amount), credit: 0 },
              { account: { role: "cash" }, debit: 0, credit: toPaise(amount) },
            ],
      userId: desk.id,
    }),
  );

describe("the period lock", () => {
  it("is set and cleared by an administrator, audited, and shuts the period to every posting", async () => {
    expect((await api("GET", "/api/erp/settings/period-lock")).json()).toMatchObject({ lockedThrough: null });
    const set = await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: "2026-03-31" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ lockedThrough: "2026-03-31", updatedBy: "admin" });

    await expect(post("2026-03-31", "100")).rejects.toThrow("The books are closed through 31/03/2026");
    await post("2026-04-01", "100");

    const cleared = await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: null });
    expect(cleared.json().lockedThrough).toBeNull();
    await post("2026-03-31", "100");

    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "before", "after"])
      .where("entityType", "=", "accounting_settings")
      .orderBy("at")
      .execute();
    expect(audit).toEqual([
      { action: "period_lock:set", before: { lockedThrough: null }, after: { lockedThrough: "2026-03-31" } },
      {
        action: "period_lock:clear",
        before: { lockedThrough: "2026-03-31" },
        after: { lockedThrough: null },
      },
    ]);
  });

  it("is refused to an accountant (403), must be sent, and cannot be in the future", async () => {
    const accountant = await t.createUser("accountant", "books");
    const books = await t.login(accountant.username, "password-accountant-1");
    expect((await api("GET", "/api/erp/settings/period-lock", undefined, books)).statusCode).toBe(200);
    const refused = await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: "2026-03-31" }, books);
    expect(refused.statusCode).toBe(403);
    const missing = await api("PUT", "/api/erp/settings/period-lock", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Locked through is required");
    const future = await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: "2100-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(
      /^The books can be closed through today \(\d\d\/\d\d\/\d{4}\) at the latest$/,
    );
    expect(
      (await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: today() }, cookie)).statusCode,
    ).toBe(200);
  });
});

describe("the year-end closing", () => {
  it("moves the year's revenue and expenses into retained earnings, once", async () => {
    await post("2024-06-01", "1000");
    await post("2025-05-01", "50000");
    await post("2025-09-30", "20000", "salaries");
    await post("2026-04-10", "7000");
    const res = await api("POST", "/api/erp/year-end-close", { financialYear: "2025-26" });
    expect(res.statusCode, res.body).toBe(201);
    // The year 2024-25 was never closed: the closing sweeps it in too.
    expect(res.json()).toMatchObject({
      financialYear: "2025-26",
      date: "2026-03-31",
      voucherNumber: "JV/2025-26/0003",
      netProfit: "31000.00",
    });
    const lines = await t.database.db
      .selectFrom("generalLedger")
      .innerJoin("chartOfAccounts", "chartOfAccounts.id", "generalLedger.accountId")
      .select(["chartOfAccounts.accountCode", "debitAmount", "creditAmount", "transactionDate"])
      .where("voucherId", "=", res.json().voucherId)
      .orderBy("lineNo")
      .execute();
    expect(lines.map((l) => [l.accountCode, l.debitAmount, l.creditAmount, l.transactionDate])).toEqual([
      ["4100", "51000.00", "0.00", "2026-03-31"],
      ["6100", "0.00", "20000.00", "2026-03-31"],
      ["3200", "0.00", "31000.00", "2026-03-31"],
    ]);

    const again = await api("POST", "/api/erp/year-end-close", { date: "2025-12-01" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("The year 2025-26 is already closed (JV/2025-26/0003)");
    const earlier = await api("POST", "/api/erp/year-end-close", { financialYear: "2024-25" });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toMatch(/an earlier year cannot be closed after it/);

    // The statement of profit and loss still shows the year; the balance sheet shows it closed.
    const pl = (await api("GET", "/api/erp/reports/profit-loss?from=2025-04-01&to=2026-03-31")).json();
    expect(pl.netProfit).toBe("30000.00");
    const march = (await api("GET", "/api/erp/reports/balance-sheet?asOf=2026-03-31")).json();
    expect(march.equity.accounts).toEqual([
      expect.objectContaining({ accountCode: "3200", amount: "31000.00" }),
      expect.objectContaining({ accountName: "Current year profit", amount: "0.00" }),
    ]);
    const now = (await api("GET", "/api/erp/reports/balance-sheet?asOf=2026-11-20")).json();
    expect(now.equity.accounts).toEqual([
      expect.objectContaining({ accountCode: "3200", amount: "31000.00" }),
      expect.objectContaining({ accountName: "Current year profit", amount: "7000.00" }),
    ]);
    expect(now.assets.total).toBe(now.totalLiabilitiesAndEquity);
  });

  it("refuses a year not yet ended, a year with nothing to close, a bad year and a manager", async () => {
    const cases = [
      [{ financialYear: "2025-27" }, 400, "Financial year must look like 2025-26 (two consecutive years)"],
      [{}, 400, "Give either the financial year (e.g. 2025-26) or a date inside it"],
      [
        { financialYear: "2099-00" },
        409,
        "The year 2099-00 ends on 31/03/2100; it can be closed from the next day",
      ],
      [
        { financialYear: "2020-21" },
        409,
        "Nothing to close: the revenue and expense accounts are at zero on 31/03/2021",
      ],
    ] as const;
    for (const [body, status, message] of cases) {
      const res = await api("POST", "/api/erp/year-end-close", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const manager = await t.createUser("manager", "boss");
    const boss = await t.login(manager.username, "password-manager-1");
    expect(
      (await api("POST", "/api/erp/year-end-close", { financialYear: "2025-26" }, boss)).statusCode,
    ).toBe(403);
  });

  it("posts once when two closings of the year arrive at the same moment", async () => {
    await post("2025-05-01", "900");
    const answers = await Promise.all(
      [1, 2, 3].map(() => api("POST", "/api/erp/year-end-close", { financialYear: "2025-26" })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const closings = await t.database.db
      .selectFrom("vouchers")
      .select("id")
      .where("sourceType", "=", "year_end_close")
      .execute();
    expect(closings).toHaveLength(1);
  });

  it("is refused in a closed period (409)", async () => {
    await post("2025-05-01", "100");
    await api("PUT", "/api/erp/settings/period-lock", { lockedThrough: "2026-03-31" });
    const res = await api("POST", "/api/erp/year-end-close", { financialYear: "2025-26" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "The books are closed through 31/03/2026; nothing can be posted on 31/03/2026",
    );
  });
});
