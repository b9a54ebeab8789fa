import { z } from "zod";
import { type AccountType, normalSide } from "./accounts";
import { addDays, dateSchema, isDateInBounds, isIsoDate } from "./dates";
import { financialYear } from "./invoice-number";
import { financialYearRange } from "./ledger";
import { fromPaise, type Paise } from "./money";

/**
 * The financial statements, computed from per-account sums. The sums come from the monthly
 * snapshots (`account_balances`) for whole months and from the ledger's lines only for the part of
 * a month a date cuts (see `balancePlan`), so a report's cost does not grow with the years of
 * history.
 */

export const asOfInput = z.object({ asOf: dateSchema("As of date") });
export type AsOfInput = z.output<typeof asOfInput>;

export const profitLossInput = z
  .object({ from: dateSchema("From date"), to: dateSchema("To date") })
  .superRefine((value, ctx) => {
    if (!isDateInBounds(value.from) || !isDateInBounds(value.to)) return;
    if (value.to < value.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "To date cannot be before from date" });
    }
  });
export type ProfitLossInput = z.output<typeof profitLossInput>;

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** "2025-26": the year from 1 April 2025 to 31 March 2026. */
export const financialYearSchema = z
  .string({ message: "Financial year is required (e.g. 2025-26)" })
  .trim()
  .max(7, "Financial year must look like 2025-26")
  .refine((value) => {
    const match = FINANCIAL_YEAR.exec(value);
    if (!match) return false;
    const start = Number(match[1]);
    return (start + 1) % 100 === Number(match[2]) && start >= 1900 && start < 2100;
  }, "Financial year must look like 2025-26 (two consecutive years)");

/** Close a year named by its label ("2025-26") or by any date inside it. */
export const yearEndCloseInput = z
  .object({
    financialYear: financialYearSchema.optional(),
    date: dateSchema("Date").optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.financialYear === undefined) === (value.date === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["financialYear"],
        message: "Give either the financial year (e.g. 2025-26) or a date inside it",
      });
    }
  })
  .transform((value) => {
    const label = value.financialYear ?? financialYear(value.date ?? "");
    const start = Number(label.slice(0, 4));
    return { financialYear: label, from: `${start}-04-01`, to: `${start + 1}-03-31` };
  });
export type YearEndCloseInput = z.output<typeof yearEndCloseInput>;

/** yyyy-MM-01 of the month holding `date`. */
export function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The last day of the month holding `date`. */
export function monthEnd(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return addDays(next, -1);
}

/**
 * What to add up for the lines dated from `from` (null: the beginning) to `to`, both included:
 * whole months from the snapshots, and the lines of the months the range cuts. When a range covers
 * most of a month, the month's snapshot is taken and the few lines outside the range subtracted, so
 * at most half a month of lines is read at each end.
 */
export interface BalancePlan {
  /** Snapshot months (yyyy-MM-01) added, from `from` (null: the first) to `to`, both included; null when none. */
  months: { from: string | null; to: string } | null;
  /** Line ranges (both days included), added (+1) or subtracted (-1). */
  lines: { from: string; to: string; sign: 1 | -1 }[];
  /** Single snapshot months added on top of `months` (a month mostly covered). */
  extraMonths: string[];
}

function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function balancePlan(from: string | null, to: string): BalancePlan {
  const plan: BalancePlan = { months: null, lines: [], extraMonths: [] };
  if (from !== null && to < from) return plan;
  /** The part [a, b] of one month: its lines, or the month less the lines outside. */
  const partOfMonth = (a: string, b: string) => {
    const first = monthStart(a);
    const last = monthEnd(a);
    if (a === first && b === last) {
      plan.extraMonths.push(first);
      return;
    }
    if (daysIn(a, b) * 2 <= daysIn(first, last)) {
      plan.lines.push({ from: a, to: b, sign: 1 });
      return;
    }
    plan.extraMonths.push(first);
    if (a > first) plan.lines.push({ from: first, to: addDays(a, -1), sign: -1 });
    if (b < last) plan.lines.push({ from: addDays(b, 1), to: last, sign: -1 });
  };

  if (from !== null && monthStart(from) === monthStart(to)) {
    partOfMonth(from, to);
    return plan;
  }
  // Whole months strictly between the cut ends.
  let wholeFrom: string | null = null;
  if (from !== null) {
    if (from === monthStart(from)) wholeFrom = from;
    else {
      partOfMonth(from, monthEnd(from));
      wholeFrom = addDays(monthEnd(from), 1);
    }
  }
  let wholeTo: string;
  if (to === monthEnd(to)) wholeTo = monthStart(to);
  else {
    partOfMonth(monthStart(to), to);
    wholeTo = addDays(monthStart(to), -1).slice(0, 8).concat("01");
  }
  if (wholeFrom === null || wholeFrom <= wholeTo) plan.months = { from: wholeFrom, to: wholeTo };
  return plan;
}

/** One account's sums over a range (debits and credits in paise). */
export interface AccountSums {
  accountId: string;
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  debit: Paise;
  credit: Paise;
}

export interface TrialBalanceRow {
  accountId: string;
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  debit: string;
  credit: string;
}

export interface TrialBalance {
  asOf: string;
  rows: TrialBalanceRow[];
  totalDebit: string;
  totalCredit: string;
}

const byCode = (a: { accountCode: string }, b: { accountCode: string }) =>
  a.accountCode < b.accountCode ? -1 : a.accountCode > b.accountCode ? 1 : 0;

/** Each account's net balance on the side it falls (accounts at zero left out); the totals are equal. */
export function trialBalance(asOf: string, sums: readonly AccountSums[]): TrialBalance {
  let totalDebit = 0;
  let totalCredit = 0;
  const rows: TrialBalanceRow[] = [];
  for (const s of [...sums].sort(byCode)) {
    const net = s.debit - s.credit;
    if (net === 0) continue;
    if (net > 0) totalDebit += net;
    else totalCredit -= net;
    rows.push({
      accountId: s.accountId,
      accountCode: s.accountCode,
      accountName: s.accountName,
      accountType: s.accountType,
      debit: fromPaise(Math.max(net, 0)),
      credit: fromPaise(net < 0 ? -net : 0),
    });
  }
  return { asOf, rows, totalDebit: fromPaise(totalDebit), totalCredit: fromPaise(totalCredit) };
}

export interface StatementLine {
  /** Null for a computed line (the profit not yet closed). */
  accountId: string | null;
  accountCode: string;
  accountName: string;
  /** On the section's normal side: a negative amount is a balance the other way. */
  amount: string;
}

export interface StatementSection {
  total: string;
  accounts: StatementLine[];
}

/** An account's balance on its type's normal side. */
export function normalBalance(s: Pick<AccountSums, "accountType" | "debit" | "credit">): Paise {
  return normalSide(s.accountType) === "debit" ? s.debit - s.credit : s.credit - s.debit;
}

function section(sums: readonly AccountSums[], type: AccountType, _extra: StatementLine[] = []) {
  let total = 0;
  const accounts: StatementLine[] = [];
  for (const s of [...sums].sort(byCode)) {
    if (s.accountType !== type) continue;
    const amount = normalBalance(s);
    if (amount === 0) continue;
    total += amount;
    accounts.push({
      accountId: s.accountId,
      accountCode: s.accountCode,
      accountName: s.accountName,
      amount: fromPaise(amount),
    });
  }
  return { total, accounts };
}

const asSection = (s: { total: Paise; accounts: StatementLine[] }): StatementSection => ({
  total: fromPaise(s.total),
  accounts: s.accounts,
});

/** Revenue less the cost of goods sold and expenses. */
export function profitOf(sums: readonly AccountSums[]): Paise {
  return (
    section(sums, "Revenue").total -
    section(sums, "Cost of Goods Sold").total -
    section(sums, "Expenses").total
  );
}

export interface ProfitAndLoss {
  from: string;
  to: string;
  revenue: StatementSection;
  costOfGoodsSold: StatementSection;
  expenses: StatementSection;
  grossProfit: string;
  netProfit: string;
}

/** The sums of the range's lines, arranged as a statement of profit and loss. */
export function profitAndLoss(from: string, to: string, sums: readonly AccountSums[]): ProfitAndLoss {
  const revenue = section(sums, "Revenue");
  const cogs = section(sums, "Cost of Goods Sold");
  const expenses = section(sums, "Expenses");
  return {
    from,
    to,
    revenue: asSection(revenue),
    costOfGoodsSold: asSection(cogs),
    expenses: asSection(expenses),
    grossProfit: fromPaise(revenue.total - cogs.total),
    netProfit: fromPaise(revenue.total - cogs.total - expenses.total),
  };
}

export const CURRENT_YEAR_PROFIT = "Current year profit";
export const EARLIER_PROFIT = "Profit of earlier years not closed";

export interface BalanceSheet {
  asOf: string;
  assets: StatementSection;
  liabilities: StatementSection;
  equity: StatementSection;
  totalLiabilitiesAndEquity: string;
  /** Assets less liabilities and equity: always zero while every voucher balances. */
  difference: string;
}

/**
 * Assets, liabilities and equity as of a date. The revenue and expense accounts not yet closed
 * into retained earnings are equity too: this financial year's profit, and (when an earlier year
 * was never closed) that profit on a line of its own. A statement of profit and loss leaves the
 * closing entries out; the balance sheet keeps them (they are what moved the profit into equity). `sumsBeforeYear` are the sums through the
 * day before the financial year holding `asOf` began.
 */
export function balanceSheet(
  asOf: string,
  sums: readonly AccountSums[],
  sumsBeforeYear: readonly AccountSums[],
): BalanceSheet {
  const assets = section(sums, "Assets");
  const liabilities = section(sums, "Liabilities");
  const unclosed = profitOf(sums);
  const earlier = profitOf(sumsBeforeYear);
  const computed: StatementLine[] = [];
  // All closed (a year-end closing on this very day swept every year not yet closed): one line at zero.
  if (earlier !== 0 && unclosed !== 0) {
    computed.push({
      accountId: null,
      accountCode: "",
      accountName: EARLIER_PROFIT,
      amount: fromPaise(earlier),
    });
  }
  computed.push({
    accountId: null,
    accountCode: "",
    accountName: CURRENT_YEAR_PROFIT,
    amount: fromPaise(unclosed === 0 ? 0 : unclosed - earlier),
  });
  const equity = section(sums, "Equity");
  const equityTotal = equity.total + unclosed;
  return {
    asOf,
    assets: asSection(assets),
    liabilities: asSection(liabilities),
    equity: { total: fromPaise(equityTotal), accounts: [...equity.accounts, ...computed] },
    totalLiabilitiesAndEquity: fromPaise(liabilities.total + equityTotal),
    difference: fromPaise(assets.total - liabilities.total - equityTotal),
  };
}

/** The same day a year earlier (29 February becomes 28 February). */
export function sameDayLastYear(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  const candidate = `${String(year).padStart(4, "0")}${date.slice(4)}`;
  return isIsoDate(candidate) ? candidate : `${String(year).padStart(4, "0")}-02-28`;
}

/** The financial year to date holding `today`, and the same stretch of the year before. */
export function yearToDate(today: string) {
  const { from } = financialYearRange(today);
  return {
    current: { from, to: today },
    previous: { from: sameDayLastYear(from), to: sameDayLastYear(today) },
  };
}

/**
 * The change from `previous` to `current` in percent of the previous figure's size, two decimals
 * rounded half away from zero; null when there is nothing to compare with (a previous figure of zero).
 */
export function percentChange(current: Paise, previous: Paise): string | null {
  if (previous === 0) return null;
  const diff = BigInt(current - previous);
  const base = BigInt(Math.abs(previous));
  const scaled = diff * 10_000n;
  const negative = scaled < 0n;
  const magnitude = ((negative ? -scaled : scaled) * 2n + base) / (2n * base);
  return fromPaise(Number(negative ? -magnitude : magnitude));
}

/** The date the books are closed through; null opens them. Sent every time: leaving it out is an error. */
export const periodLockUpdateInput = z.object({
  lockedThrough: dateSchema("Locked through").nullable(),
});
export type PeriodLockUpdate = z.output<typeof periodLockUpdateInput>;

/** What a year-end closing records: each revenue and expense account's balance brought to zero. */
export const YEAR_END_SOURCE = "year_end_close";
