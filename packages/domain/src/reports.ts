import { z } from "zod";
import { addDays, dateSchema, daysBetween, isDateInBounds } from "./dates";
import { type GstSlab, gstForNights, gstRateFor } from "./gst";
import { fromPaise, type Paise } from "./money";
import { roomNightValues } from "./nightly";

export const REPORT_PERIODS = ["daily", "weekly", "monthly"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest range a report covers: a year (a leap year too), with its first and last day. */
export const MAX_REPORT_DAYS = 366;

function validRange(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (!isDateInBounds(value.startDate) || !isDateInBounds(value.endDate)) return;
  if (value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date cannot be before start date" });
  } else if (daysBetween(value.startDate, value.endDate) + 1 > MAX_REPORT_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: `A report covers at most ${MAX_REPORT_DAYS} days`,
    });
  }
}

const rangeShape = { startDate: dateSchema("Start date"), endDate: dateSchema("End date") };

/** A report's dates, both included. */
export const reportRangeInput = z.object(rangeShape).superRefine(validRange);
export type ReportRange = z.infer<typeof reportRangeInput>;

export const incomeReportInput = z
  .object({
    ...rangeShape,
    period: z
      .enum(REPORT_PERIODS, { message: `Period must be one of ${REPORT_PERIODS.join(", ")}` })
      .default("monthly"),
  })
  .superRefine(validRange);

/** The first day of the period holding `date`: the day itself, its week's Monday, or the 1st of its month. */
export function periodStart(date: string, period: ReportPeriod): string {
  if (period === "daily") return date;
  if (period === "monthly") return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The last day of the period starting on `start`. */
export function periodEnd(start: string, period: ReportPeriod): string {
  if (period === "daily") return start;
  if (period === "weekly") return addDays(start, 6);
  const [y, m] = start.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return addDays(next, -1);
}

/** An amount of one calendar day. */
export interface DayAmount {
  date: string;
  amount: Paise;
}

export interface IncomeRow {
  /** The period's first day in the range (yyyy-MM-dd). */
  period: string;
  startDate: string;
  endDate: string;
  income: string;
  expenses: string;
  profit: string;
}

export interface IncomeReport {
  period: ReportPeriod;
  startDate: string;
  endDate: string;
  rows: IncomeRow[];
  totals: { income: string; expenses: string; profit: string };
}

/**
 * Income and expenses of each day, gathered into the periods of the range (every period, empty
 * ones too, so a chart has no gaps). Days outside the range are ignored.
 */
export function incomeReport(
  range: ReportRange,
  period: ReportPeriod,
  income: readonly DayAmount[],
  expenses: readonly DayAmount[],
): IncomeReport {
  const buckets = new Map<string, { income: Paise; expenses: Paise }>();
  for (let start = periodStart(range.startDate, period); start <= range.endDate; ) {
    // A range longer than a report allows is a caller's bug; refuse it rather than loop for long.
    if (buckets.size >= MAX_REPORT_DAYS)
      throw new RangeError(`A report covers at most ${MAX_REPORT_DAYS} days`);
    buckets.set(start, { income: 0, expenses: 0 });
    start = addDays(periodEnd(start, period), 1);
  }
  const add = (days: readonly DayAmount[], key: "income" | "expenses") => {
    for (const { date, amount } of days) {
      if (date < range.startDate || date > range.endDate) continue;
      const bucket = buckets.get(periodStart(date, period));
      if (bucket) bucket[key] += amount;
    }
  };
  add(income, "income");
  add(expenses, "expenses");
  let totalIncome = 0;
  let totalExpenses = 0;
  const rows = [...buckets].map(([start, bucket]) => {
    totalIncome += bucket.income;
    totalExpenses += bucket.expenses;
    const startDate = [start, range.startDate].sort()[1] as string;
    const endDate = [periodEnd(start, period), range.endDate].sort()[0] as string;
    return {
      period: startDate,
      startDate,
      endDate,
      income: fromPaise(bucket.income),
      expenses: fromPaise(bucket.expenses),
      profit: fromPaise(bucket.income - bucket.expenses),
    };
  });
  return {
    period,
    startDate: range.startDate,
    endDate: range.endDate,
    rows,
    totals: {
      income: fromPaise(totalIncome),
      expenses: fromPaise(totalExpenses),
      profit: fromPaise(totalIncome - totalExpenses),
    },
  };
}

/** `part` as a percentage of `whole` with two decimals, rounded half up, computed exactly. */
export function percentage(part: Paise, whole: Paise): string {
  if (whole <= 0) return "0.00";
  const hundredths = (BigInt(part) * 20_000n + BigInt(whole)) / (2n * BigInt(whole));
  return fromPaise(Number(hundredths));
}

export interface CategoryAmount {
  categoryId: string;
  category: string;
  amount: Paise;
}

export interface ExpenseReport {
  startDate: string;
  endDate: string;
  rows: { categoryId: string; category: string; amount: string; percentage: string }[];
  total: string;
}

/** Expenses by category, largest first, each with its share of the total. */
export function expenseReport(range: ReportRange, categories: readonly CategoryAmount[]): ExpenseReport {
  const total = categories.reduce((sum, c) => sum + c.amount, 0);
  const rows = [...categories]
    .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category))
    .map((c) => ({
      categoryId: c.categoryId,
      category: c.category,
      amount: fromPaise(c.amount),
      percentage: percentage(c.amount, total),
    }));
  return { startDate: range.startDate, endDate: range.endDate, rows, total: fromPaise(total) };
}

/** A stay that may owe GST: not cancelled and not complimentary. */
export interface TaxableStay {
  bookingId: string;
  guestName: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string;
  totalAmount: Paise;
  /** Its nights' prices before discount (none: a stay stored without them). */
  nights: readonly { date: string; amount: Paise }[];
}

export interface GstEntry {
  bookingId: string;
  description: string;
  /** The first night of the stay inside the range. */
  date: string;
  nights: number;
  /** The slab rates (percent) that applied to these nights. */
  rates: string[];
  amount: string;
  cgst: string;
  sgst: string;
  gstAmount: string;
}

export interface GstReport {
  startDate: string;
  endDate: string;
  gstEnabled: boolean;
  /** Money received in the range (cash basis, as the income report). */
  totalIncome: string;
  taxableIncome: string;
  cgst: string;
  sgst: string;
  gstAmount: string;
  entries: GstEntry[];
}

/**
 * GST on the room revenue of the nights inside the range: each stay's revenue is spread over its
 * nights as its folio spreads it (in proportion to their prices), only the nights in the range count,
 * and each night is taxed by the slab of its value on its date. GST is added on top of the room
 * price: the room value is the taxable value.
 */
export function gstReport(
  range: ReportRange,
  stays: readonly TaxableStay[],
  slabs: readonly GstSlab[],
  totalIncome: Paise,
  gstEnabled: boolean,
): GstReport {
  let taxable = 0;
  let cgst = 0;
  let sgst = 0;
  const entries: GstEntry[] = [];
  for (const stay of stays) {
    const nights = roomNightValues(stay.totalAmount, stay.checkInDate, stay.checkOutDate, stay.nights).filter(
      ([date]) => date >= range.startDate && date <= range.endDate,
    );
    const first = nights[0];
    if (!first) continue;
    const tax = gstForNights(nights, slabs);
    if (tax.taxable <= 0) continue;
    taxable += tax.taxable;
    cgst += tax.cgst;
    sgst += tax.sgst;
    entries.push({
      bookingId: stay.bookingId,
      description: `Room ${stay.roomNumber} – ${stay.guestName}`,
      date: first[0],
      nights: nights.length,
      rates: [...new Set(nights.map(([date, value]) => gstRateFor(value, date, slabs)))],
      amount: fromPaise(tax.taxable),
      cgst: fromPaise(tax.cgst),
      sgst: fromPaise(tax.sgst),
      gstAmount: fromPaise(tax.total),
    });
  }
  // Plain code-unit order: localeCompare costs more than the tax itself on a year of stays.
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  entries.sort((a, b) => order(a.date, b.date) || order(a.description, b.description));
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    gstEnabled,
    totalIncome: fromPaise(totalIncome),
    taxableIncome: fromPaise(taxable),
    cgst: fromPaise(cgst),
    sgst: fromPaise(sgst),
    gstAmount: fromPaise(cgst + sgst),
    entries,
  };
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised against formula injection. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document (CRLF line ends, as RFC 4180 says) of a header and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(","))
    .join("\r\n")
    .concat("\r\n");
}
