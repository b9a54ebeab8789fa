import { todayIn } from "@atithi/domain";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (yyyy-MM-dd) as "MMMM dd, yyyy", e.g. "November 05, 2026".
 * Works on the text alone: no Date object, so the browser's time zone cannot shift the day.
 */
export function formatLongDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${match[3]}, ${match[1]}`;
}

/** A calendar date (yyyy-MM-dd) as "MMM dd, yyyy" (part 2 §9), e.g. "Nov 05, 2026", from its text alone. */
export function formatMediumDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month.slice(0, 3)} ${match[3]}, ${match[1]}`;
}

/** The day an instant (ISO timestamp) fell on in the property's zone, as "MMM dd, yyyy". */
export function formatMediumDay(instant: string, timeZone: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : formatMediumDate(todayIn(timeZone, date));
}

/** An instant (ISO timestamp) as "22 Nov 2026, 14:05" in the property's time zone. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}
