import { z } from "zod";

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

// Building an Intl.DateTimeFormat costs far more than formatting with one: keep one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (yyyy-MM-dd) at `now` in `timeZone`; never the server's own zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The dates the API accepts, anywhere. Wide enough for a purchase decades ago or a long retention,
 * narrow enough that day and period loops stay short and every date has four-digit years.
 */
export const MIN_DATE = "1900-01-01";
export const MAX_DATE = "2100-12-31";

export function isDateInBounds(text: string): boolean {
  return text >= MIN_DATE && text <= MAX_DATE && isIsoDate(text);
}

/** Why `value` is not an acceptable date for `field`, or null. */
export function dateProblem(field: string, value: string): string | null {
  if (value === "") return `${field} is required`;
  if (!isIsoDate(value)) return `${field} must be a valid date (yyyy-MM-dd)`;
  if (value < MIN_DATE || value > MAX_DATE) return `${field} must be between ${MIN_DATE} and ${MAX_DATE}`;
  return null;
}

/** A required calendar date (yyyy-MM-dd) within the bounds; every message names `field`. */
export const dateSchema = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .max(10, `${field} must be a valid date (yyyy-MM-dd)`)
    .superRefine((value, ctx) => {
      const problem = dateProblem(field, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta({ format: "date" });

/** An optional calendar date: blank, null or left out is none (null). */
export const optionalDateSchema = (field: string) =>
  z
    .string({ message: `${field} must be a valid date (yyyy-MM-dd)` })
    .trim()
    .max(10, `${field} must be a valid date (yyyy-MM-dd)`)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const problem = dateProblem(field, value);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return value;
    })
    .meta({ format: "date" });

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${date}`);
  return ms / DAY_MS;
}

/** Whole days from `from` to `to`, both yyyy-MM-dd. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** The day of the week of a yyyy-MM-dd date: 0 is Sunday, 6 is Saturday. */
export function weekdayOf(date: string): number {
  return (((Math.round(dayNumber(date)) + 4) % 7) + 7) % 7;
}

/** `date` moved by whole `days`; throws rather than produce a date without a four-digit year. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const d = new Date((dayNumber(date) + days) * DAY_MS);
  const year = d.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`${date} + ${days} days is beyond year 9999`);
  // Formatted by hand: toISOString costs several times more, and reports call this for every night.
  const month = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/**
 * yyyy-MM-dd shown the Indian way, dd/MM/yyyy: the server's one date formatter, for every message
 * (errors included) and document that shows a date.
 */
export function formatDisplayDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}
