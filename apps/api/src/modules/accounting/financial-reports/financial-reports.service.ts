import type { Database } from "@atithi/db";
import {
  addDays,
  type BalanceSheet,
  balanceSheet,
  financialYearRange,
  type ProfitAndLoss,
  profitAndLoss,
  type TrialBalance,
  trialBalance,
} from "@atithi/domain";
import { financialReportsRepository } from "./financial-reports.repository";

const PROFIT_AND_LOSS_TYPES = ["Revenue", "Cost of Goods Sold", "Expenses"] as const;

/** Every account's balance on the day, on its side; the debits and credits are equal. */
export async function trialBalanceAsOf(db: Database, asOf: string): Promise<TrialBalance> {
  return trialBalance(asOf, await financialReportsRepository(db).sums(null, asOf));
}

/** Revenue, cost of goods sold and expenses of the lines dated from `from` to `to`, both included. */
export async function profitAndLossFor(db: Database, from: string, to: string): Promise<ProfitAndLoss> {
  return profitAndLoss(
    from,
    to,
    await financialReportsRepository(db).sums(from, to, {
      types: PROFIT_AND_LOSS_TYPES,
      withoutClosings: true,
    }),
  );
}

/**
 * Assets, liabilities and equity on the day, with the profit not yet closed into retained
 * earnings in equity: this financial year's, and that of earlier years never closed.
 */
export async function balanceSheetAsOf(db: Database, asOf: string): Promise<BalanceSheet> {
  const reports = financialReportsRepository(db);
  const yearStart = financialYearRange(asOf).from;
  const [all, beforeYear] = await Promise.all([
    reports.sums(null, asOf),
    reports.sums(null, addDays(yearStart, -1), { types: PROFIT_AND_LOSS_TYPES }),
  ]);
  return balanceSheet(asOf, all, beforeYear);
}

/** The revenue, cost and expense accounts' sums through a day: what a year-end closing zeroes. */
export function profitAndLossSums(db: Database, through: string) {
  return financialReportsRepository(db).sums(null, through, { types: PROFIT_AND_LOSS_TYPES });
}
