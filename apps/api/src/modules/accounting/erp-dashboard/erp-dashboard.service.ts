import type { Database } from "@atithi/db";
import { fromPaise, type Paise, percentChange, todayIn, toPaise, yearToDate } from "@atithi/domain";
import { profitAndLossFor } from "../financial-reports";
import { erpDashboardRepository } from "./erp-dashboard.repository";

async function figures(db: Database, from: string, to: string) {
  const pl = await profitAndLossFor(db, from, to);
  const revenue: Paise = toPaise(pl.revenue.total);
  const expenses: Paise = toPaise(pl.costOfGoodsSold.total) + toPaise(pl.expenses.total);
  const posted =
    pl.revenue.accounts.length + pl.costOfGoodsSold.accounts.length + pl.expenses.accounts.length;
  return { revenue, expenses, profit: revenue - expenses, posted };
}

/**
 * The ERP dashboard's figures (the spec's field names): revenue, expenses (cost of goods sold
 * included) and net profit from the ledger for the financial year to date (1 April to today in the
 * property's zone), with the change against the same days of the year before (null when that year
 * has nothing to compare with); the counts from their areas' tables.
 */
export async function erpDashboardStats(db: Database, timeZone: string) {
  const { current, previous } = yearToDate(todayIn(timeZone));
  const [now, before, counts] = await Promise.all([
    figures(db, current.from, current.to),
    figures(db, previous.from, previous.to),
    erpDashboardRepository(db).counts(),
  ]);
  const compared = before.posted > 0;
  return {
    totalRevenue: fromPaise(now.revenue),
    totalExpenses: fromPaise(now.expenses),
    netProfit: fromPaise(now.profit),
    ...counts,
    period: current,
    previousPeriod: previous,
    previous: compared
      ? {
          totalRevenue: fromPaise(before.revenue),
          totalExpenses: fromPaise(before.expenses),
          netProfit: fromPaise(before.profit),
        }
      : null,
    /** Percent change against the previous period, two decimals; null when there is nothing to compare. */
    change: {
      totalRevenue: compared ? percentChange(now.revenue, before.revenue) : null,
      totalExpenses: compared ? percentChange(now.expenses, before.expenses) : null,
      netProfit: compared ? percentChange(now.profit, before.profit) : null,
    },
  };
}

export async function stockList(db: Database) {
  const rows = await erpDashboardRepository(db).stock();
  return rows.map((r) => ({ ...r, lastUpdated: r.lastUpdated.toISOString() }));
}

/** Active items at or below their reorder level (or minimum), as the ERP dashboard counts them. */
export async function lowStockCount(db: Database) {
  return (await erpDashboardRepository(db).counts()).lowStockItems;
}
