import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import {
  type AccountSums,
  balancePlan,
  balanceSheet,
  monthEnd,
  monthStart,
  percentChange,
  profitAndLoss,
  profitLossInput,
  sameDayLastYear,
  trialBalance,
  yearEndCloseInput,
  yearToDate,
} from "./financial-reports";

const sums = (
  code: string,
  type: AccountSums["accountType"],
  debit: number,
  credit: number,
): AccountSums => ({
  accountId: `a-${code}`,
  accountCode: code,
  accountName: `Account ${code}`,
  accountType: type,
  debit,
  credit,
});

describe("the plan of what to add up", () => {
  it("takes whole months from the snapshots and cuts months by their lines", () => {
    expect(balancePlan(null, "2026-03-31")).toEqual({
      months: { from: null, to: "2026-03-01" },
      lines: [],
      extraMonths: [],
    });
    expect(balancePlan("2025-04-01", "2026-03-31")).toEqual({
      months: { from: "2025-04-01", to: "2026-03-01" },
      lines: [],
      extraMonths: [],
    });
    // Early in a month: its first days' lines.
    expect(balancePlan(null, "2026-11-05")).toEqual({
      months: { from: null, to: "2026-10-01" },
      lines: [{ from: "2026-11-01", to: "2026-11-05", sign: 1 }],
      extraMonths: [],
    });
    // Late in a month: the month's snapshot less its last days.
    expect(balancePlan(null, "2026-11-25")).toEqual({
      months: { from: null, to: "2026-10-01" },
      lines: [{ from: "2026-11-26", to: "2026-11-30", sign: -1 }],
      extraMonths: ["2026-11-01"],
    });
    expect(balancePlan("2026-11-10", "2026-11-12").lines).toEqual([
      { from: "2026-11-10", to: "2026-11-12", sign: 1 },
    ]);
    expect(balancePlan("2026-11-13", "2026-11-12")).toEqual({ months: null, lines: [], extraMonths: [] });
  });

  it("adds up to exactly the lines of the range, for any range and any lines", () => {
    const start = "2024-01-01";
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1100 }), fc.integer({ min: 1, max: 1000 })), {
          maxLength: 60,
        }),
        fc.option(fc.integer({ min: 0, max: 1100 }), { nil: null }),
        fc.integer({ min: 0, max: 1100 }),
        (entries, fromDay, toDay) => {
          const lines = entries.map(([day, amount]) => ({ date: addDays(start, day), amount }));
          const from = fromDay === null ? null : addDays(start, fromDay);
          const to = addDays(start, toDay);
          const expected = lines
            .filter((l) => (from === null || l.date >= from) && l.date <= to)
            .reduce((s, l) => s + l.amount, 0);
          const months = new Map<string, number>();
          for (const l of lines)
            months.set(monthStart(l.date), (months.get(monthStart(l.date)) ?? 0) + l.amount);
          const plan = balancePlan(from, to);
          let total = 0;
          for (const [month, amount] of months) {
            if (
              plan.months &&
              (plan.months.from === null || month >= plan.months.from) &&
              month <= plan.months.to
            )
              total += amount;
            total += plan.extraMonths.filter((m) => m === month).length * amount;
          }
          for (const range of plan.lines) {
            for (const l of lines)
              if (l.date >= range.from && l.date <= range.to) total += range.sign * l.amount;
            // A line range never reads more than half a month.
            expect(range.from.slice(0, 7)).toBe(range.to.slice(0, 7));
          }
          expect(total).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("knows month ends, leap years included", () => {
    expect(monthEnd("2024-02-10")).toBe("2024-02-29");
    expect(monthEnd("2026-12-31")).toBe("2026-12-31");
    expect(sameDayLastYear("2028-02-29")).toBe("2027-02-28");
    expect(yearToDate("2026-11-23")).toEqual({
      current: { from: "2026-04-01", to: "2026-11-23" },
      previous: { from: "2025-04-01", to: "2025-11-23" },
    });
  });
});

describe("the statements", () => {
  const book = [
    sums("1100", "Assets", 490_000, 120_000),
    sums("2200", "Liabilities", 0, 100_000),
    sums("3100", "Equity", 0, 200_000),
    sums("4100", "Revenue", 10_000, 210_000),
    sums("5100", "Cost of Goods Sold", 30_000, 0),
    sums("6200", "Expenses", 100_000, 0),
    sums("6900", "Expenses", 0, 0),
  ];

  it("puts each account's net on its side, with equal totals", () => {
    const tb = trialBalance("2026-11-23", book);
    expect(tb.rows.map((r) => [r.accountCode, r.debit, r.credit])).toEqual([
      ["1100", "3700.00", "0.00"],
      ["2200", "0.00", "1000.00"],
      ["3100", "0.00", "2000.00"],
      ["4100", "0.00", "2000.00"],
      ["5100", "300.00", "0.00"],
      ["6200", "1000.00", "0.00"],
    ]);
    expect(tb.totalDebit).toBe("5000.00");
    expect(tb.totalCredit).toBe("5000.00");
  });

  it("computes profit and a balance sheet that balances, with the profit not yet closed in equity", () => {
    const pl = profitAndLoss("2026-04-01", "2026-11-23", book);
    expect(pl.revenue).toEqual({
      total: "2000.00",
      accounts: [
        { accountId: "a-4100", accountCode: "4100", accountName: "Account 4100", amount: "2000.00" },
      ],
    });
    expect(pl.costOfGoodsSold.total).toBe("300.00");
    expect(pl.expenses.accounts).toHaveLength(1);
    expect(pl.grossProfit).toBe("1700.00");
    expect(pl.netProfit).toBe("700.00");

    const bs = balanceSheet("2026-11-23", book, [sums("4100", "Revenue", 0, 20_000)]);
    expect(bs.assets.total).toBe("3700.00");
    expect(bs.equity.accounts.slice(1)).toEqual([
      {
        accountId: null,
        accountCode: "",
        accountName: "Profit of earlier years not closed",
        amount: "200.00",
      },
      { accountId: null, accountCode: "", accountName: "Current year profit", amount: "500.00" },
    ]);
    expect(bs.equity.total).toBe("2700.00");
    expect(bs.totalLiabilitiesAndEquity).toBe("3700.00");
    expect(bs.difference).toBe("0.00");
  });

  it("balances for any balanced set of postings", () => {
    const types = ["Assets", "Liabilities", "Equity", "Revenue", "Expenses", "Cost of Goods Sold"] as const;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(5), fc.nat(5), fc.integer({ min: 1, max: 10_000_000 })), { maxLength: 40 }),
        (postings) => {
          const book = types.map((type, i) => sums(String(1000 * (i + 1)), type, 0, 0));
          for (const [d, c, amount] of postings) {
            (book[d] as AccountSums).debit += amount;
            (book[c] as AccountSums).credit += amount;
          }
          const tb = trialBalance("2026-01-01", book);
          expect(tb.totalDebit).toBe(tb.totalCredit);
          const bs = balanceSheet("2026-01-01", book, []);
          expect(bs.difference).toBe("0.00");
          expect(bs.assets.total).toBe(bs.totalLiabilitiesAndEquity);
        },
      ),
    );
  });

  it("gives the real change against last year, or nothing to compare", () => {
    expect(percentChange(112_500, 100_000)).toBe("12.50");
    expect(percentChange(50_000, 100_000)).toBe("-50.00");
    expect(percentChange(-50, -100)).toBe("50.00");
    expect(percentChange(1, 3)).toBe("-66.67");
    expect(percentChange(100, 0)).toBeNull();
  });
});

describe("the inputs", () => {
  it("bounds the dates and refuses a range the wrong way round", () => {
    expect(
      profitLossInput.safeParse({ from: "2026-04-01", to: "2026-03-31" }).error?.issues[0]?.message,
    ).toBe("To date cannot be before from date");
    expect(
      profitLossInput.safeParse({ from: "1800-01-01", to: "2026-03-31" }).error?.issues[0]?.message,
    ).toBe("From date must be between 01/01/1900 and 31/12/2100");
  });

  it("names a year to close by its label or a date in it", () => {
    expect(yearEndCloseInput.parse({ financialYear: "2025-26" })).toEqual({
      financialYear: "2025-26",
      from: "2025-04-01",
      to: "2026-03-31",
    });
    expect(yearEndCloseInput.parse({ date: "2026-01-15" }).financialYear).toBe("2025-26");
    expect(yearEndCloseInput.safeParse({ financialYear: "2025-27" }).success).toBe(false);
    expect(yearEndCloseInput.safeParse({}).success).toBe(false);
  });
});
