import type { AccountRole } from "@atithi/domain";
import { toPaise } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, desk, t, useFreshApp } from "../../../testing/app-fixture";
import { postVoucher } from "../ledger";

useFreshApp();

/** Posts one two-line voucher: `amount` debited to one role's account and credited to another's. */
export async function post(date: string, debit: AccountRole, credit: AccountRole, amount: string) {
  return t.database.db.transaction().execute((trx) =>
    postVoucher(trx, {
      voucherType: "journal",
      date,
      narration: `${debit} / ${credit}`,
      lines: [
        { account: { role: debit }, debit: toPaise(amount), credit: 0 },
        { account: { role: credit }, debit: 0, credit: toPaise(amount) },
      ],
      userId: desk.id,
    }),
  );
}

/** Two financial years of a small hotel's books. */
async function seedBooks() {
  await post("2025-05-10", "cash", "share_capital", "100000");
  await post("2025-06-15", "cash", "room_revenue", "50000");
  await post("2025-07-31", "salaries", "cash", "20000");
  await post("2026-02-14", "cost_of_goods_sold", "cash", "5000");
  await post("2026-04-20", "bank", "room_revenue", "10000");
  await post("2026-11-18", "cash", "food_revenue", "3000.50");
}

const get = async (url: string) => {
  const res = await api("GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const byCode = (rows: { accountCode: string; debit?: string; credit?: string; amount?: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.accountCode, r.amount ?? [r.debit, r.credit]]));

describe("trial balance", () => {
  it("puts each account's balance on its side, on any day, with equal totals", async () => {
    await seedBooks();
    const tb = await get("/api/erp/reports/trial-balance?asOf=2026-11-20");
    expect(byCode(tb.rows)).toEqual({
      "1100": ["128000.50", "0.00"],
      "1110": ["10000.00", "0.00"],
      "3100": ["0.00", "100000.00"],
      "4100": ["0.00", "60000.00"],
      "4200": ["0.00", "3000.50"],
      "5100": ["5000.00", "0.00"],
      "6100": ["20000.00", "0.00"],
    });
    expect(tb.rows[0]).toMatchObject({ accountName: "Cash in Hand", accountType: "Assets" });
    expect(tb.totalDebit).toBe("163000.50");
    expect(tb.totalCredit).toBe("163000.50");
    // Early in a month (its first lines read) and late in it (the month less its last lines).
    const early = await get("/api/erp/reports/trial-balance?asOf=2026-11-17");
    expect(byCode(early.rows)["4200"]).toBeUndefined();
    expect(early.totalDebit).toBe("160000.00");
    const late = await get("/api/erp/reports/trial-balance?asOf=2026-11-25");
    expect(late.totalCredit).toBe("163000.50");
    const before = await get("/api/erp/reports/trial-balance?asOf=2025-05-09");
    expect(before).toMatchObject({ rows: [], totalDebit: "0.00", totalCredit: "0.00" });
  });

  it("answers 400 naming a bad date, and 403 to the front desk", async () => {
    for (const [url, message] of [
      ["/api/erp/reports/trial-balance", "As of date is required"],
      ["/api/erp/reports/trial-balance?asOf=2026-02-30", "As of date must be a valid date (yyyy-MM-dd)"],
      [
        "/api/erp/reports/balance-sheet?asOf=2200-01-01",
        "As of date must be between 01/01/1900 and 31/12/2100",
      ],
      ["/api/erp/reports/profit-loss?from=2026-04-02&to=2026-04-01", "To date cannot be before from date"],
    ] as const) {
      const res = await api("GET", url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    const res = await api("GET", "/api/erp/reports/trial-balance?asOf=2026-11-20", undefined, deskCookie);
    expect(res.statusCode).toBe(403);
    const manager = await t.createUser("manager", "boss");
    const managerCookie = await t.login(manager.username, "password-manager-1");
    expect(
      (
        await api(
          "GET",
          "/api/erp/reports/profit-loss?from=2026-04-01&to=2026-11-20",
          undefined,
          managerCookie,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe("profit and loss", () => {
  it("adds up revenue, cost of goods sold and expenses of the range", async () => {
    await seedBooks();
    const year = await get("/api/erp/reports/profit-loss?from=2025-04-01&to=2026-03-31");
    expect(year.revenue).toEqual({
      total: "50000.00",
      accounts: [
        {
          accountId: expect.any(String),
          accountCode: "4100",
          accountName: "Room Revenue",
          amount: "50000.00",
        },
      ],
    });
    expect(year.costOfGoodsSold.total).toBe("5000.00");
    expect(byCode(year.expenses.accounts)).toEqual({ "6100": "20000.00" });
    expect(year.netProfit).toBe("25000.00");
    const day = await get("/api/erp/reports/profit-loss?from=2026-11-18&to=2026-11-18");
    expect(day.revenue.total).toBe("3000.50");
    expect(day.netProfit).toBe("3000.50");
    const span = await get("/api/erp/reports/profit-loss?from=2025-06-16&to=2026-11-17");
    expect(span.revenue.total).toBe("10000.00");
    expect(span.netProfit).toBe("-15000.00");
  });
});

describe("balance sheet", () => {
  it("balances, with the profit not yet closed in equity", async () => {
    await seedBooks();
    const bs = await get("/api/erp/reports/balance-sheet?asOf=2026-11-20");
    expect(bs.assets.total).toBe("138000.50");
    expect(bs.liabilities).toEqual({ total: "0.00", accounts: [] });
    expect(bs.equity.accounts).toEqual([
      {
        accountId: expect.any(String),
        accountCode: "3100",
        accountName: "Owner's Capital",
        amount: "100000.00",
      },
      {
        accountId: null,
        accountCode: "",
        accountName: "Profit of earlier years not closed",
        amount: "25000.00",
      },
      { accountId: null, accountCode: "", accountName: "Current year profit", amount: "13000.50" },
    ]);
    expect(bs.totalLiabilitiesAndEquity).toBe("138000.50");
    expect(bs.difference).toBe("0.00");
  });
});
