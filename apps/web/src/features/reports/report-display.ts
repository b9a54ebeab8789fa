import { addDays, periodEnd, periodStart, type ReportPeriod } from "@atithi/domain";
import { formatDisplayDate, formatMonthYear } from "../../lib/dates";

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The current month of the property's calendar, its first to its last day. */
export function currentMonth(today: string): DateRange {
  const startDate = periodStart(today, "monthly");
  return { startDate, endDate: periodEnd(startDate, "monthly") };
}

/** The last `days` days up to and including today. */
export function lastDays(today: string, days: number): DateRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** How a period is named on the screen and in the CSV: a day, the week's first day, or the month. */
export function periodLabel(row: { period: string; startDate: string }, period: ReportPeriod): string {
  if (period === "monthly") return formatMonthYear(row.startDate, "short");
  if (period === "weekly") return `Week from ${formatDisplayDate(row.startDate)}`;
  return formatDisplayDate(row.startDate);
}

/** A decimal amount as a number for a chart's scale only; tables and CSV keep the exact text. */
export function chartAmount(amount: string): number {
  return Number(amount);
}

/** Green at zero or above, red below. */
export function profitColor(profit: string): "green" | "red" {
  return profit.trim().startsWith("-") ? "red" : "green";
}
