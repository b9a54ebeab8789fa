import type { Database } from "@atithi/db";
import {
  expenseReport,
  gstReport,
  incomeReport,
  type ReportPeriod,
  type ReportRange,
  toPaise,
} from "@atithi/domain";
import { expensesByCategory, expensesByDay } from "../expenses";
import { roomGst } from "../tax-settings";
import { reportsRepository } from "./reports.repository";

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
    expensesByDay(db, range.startDate, range.endDate),
  ]);
  return incomeReport(range, period, days(income), days(expenses));
}

export async function expenseReportFor(db: Database, range: ReportRange) {
  const rows = await expensesByCategory(db, range.startDate, range.endDate);
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
  const reports = reportsRepository(db);
  const [gst, stays, income] = await Promise.all([
    roomGst(db),
    reports.taxableStays(range.startDate, range.endDate),
    reports.paymentsByDay(range.startDate, range.endDate, timeZone),
  ]);
  const totalIncome = days(income).reduce((sum, d) => sum + d.amount, 0);
  return gstReport(
    range,
    stays.map((s) => ({
      ...s,
      totalAmount: toPaise(s.totalAmount),
      nights: s.nights.map((n) => ({ date: n.date, amount: toPaise(n.amount) })),
    })),
    gst.slabs,
    totalIncome,
    gst.enabled,
  );
}
