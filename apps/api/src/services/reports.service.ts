import type { Database } from "@atithi/db";
import {
  expenseReport,
  gstReport,
  incomeReport,
  type ReportPeriod,
  type ReportRange,
  toPaise,
} from "@atithi/domain";
import { expensesRepository } from "../repositories/expenses.repository";
import { reportsRepository } from "../repositories/reports.repository";
import { settingsRepository } from "../repositories/settings.repository";

const days = (rows: { date: string; amount: string }[]) =>
  rows.map((r) => ({ date: r.date, amount: toPaise(r.amount) }));

/** Income (payments received, cash basis) and expenses per period of the range. */
export async function incomeReportFor(
  db: Database,
  timeZone: string,
  range: ReportRange,
  period: ReportPeriod,
) {
  const [income, expenses] = await Promise.all([
    reportsRepository(db).paymentsByDay(range.startDate, range.endDate, timeZone),
    expensesRepository(db).byDay(range.startDate, range.endDate),
  ]);
  return incomeReport(range, period, days(income), days(expenses));
}

export async function expenseReportFor(db: Database, range: ReportRange) {
  const rows = await expensesRepository(db).byCategory(range.startDate, range.endDate);
  return expenseReport(
    range,
    rows.map((r) => ({
      categoryId: r.categoryId,
      category: r.category ?? "Unknown Category",
      amount: toPaise(r.amount),
    })),
  );
}

/** GST on the room nights of the range by the dated slabs; reported even when GST is disabled, with the flag. */
export async function gstReportFor(db: Database, timeZone: string, range: ReportRange) {
  const settings = settingsRepository(db);
  const reports = reportsRepository(db);
  const [taxConfig, slabs, stays, income] = await Promise.all([
    settings.taxConfig(),
    settings.gstSlabs(),
    reports.taxableStays(range.startDate, range.endDate),
    reports.paymentsByDay(range.startDate, range.endDate, timeZone),
  ]);
  const totalIncome = days(income).reduce((sum, d) => sum + d.amount, 0);
  return gstReport(
    range,
    stays.map((s) => ({ ...s, totalAmount: toPaise(s.totalAmount) })),
    slabs,
    totalIncome,
    taxConfig.enableGst,
  );
}
