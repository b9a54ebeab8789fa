import type { CalendarRoomStatus } from "@atithi/domain";
import { formatDateInWords, formatMonthYear } from "../../lib/dates";

/** A month as "yyyy-MM". */
export type Month = string;

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const MONTH = /^(\d{4})-(\d{2})/;

function parts(month: Month): [year: number, monthIndex: number] {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2]) - 1];
}

const pad = (n: number) => String(n).padStart(2, "0");

function monthText(year: number, monthIndex: number): Month {
  // Date.UTC carries a month index out of 0..11 into the next or previous year.
  const first = new Date(Date.UTC(year, monthIndex, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
}

/** The month a date (yyyy-MM-dd) falls in. */
export function monthOf(date: string): Month {
  const [year, monthIndex] = parts(date);
  return monthText(year, monthIndex);
}

/** The month `delta` months after (or before, when negative) `month`. */
export function shiftMonth(month: Month, delta: number): Month {
  const [year, monthIndex] = parts(month);
  return monthText(year, monthIndex + delta);
}

function daysIn(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The first and last dates of the month, as the calendar query takes them. */
export function monthRange(month: Month): { startDate: string; endDate: string } {
  const [year, monthIndex] = parts(month);
  const prefix = monthText(year, monthIndex);
  return { startDate: `${prefix}-01`, endDate: `${prefix}-${pad(daysIn(year, monthIndex))}` };
}

/**
 * The month as weeks of seven cells, Sunday first; the cells before the 1st and after the last day
 * are null. Computed in UTC from the text, so the browser's time zone cannot move a day.
 */
export function monthWeeks(month: Month): (string | null)[][] {
  const [year, monthIndex] = parts(month);
  const prefix = monthText(year, monthIndex);
  const lead = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  const days = daysIn(year, monthIndex);
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => `${prefix}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** "November 2026". */
export function monthTitle(month: Month): string {
  return formatMonthYear(month);
}

const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });

/** "Sunday, 22 Nov 2026": a day cell's name for a screen reader. */
export function dayLabel(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : `${weekday.format(time)}, ${formatDateInWords(date)}`;
}

export interface DayBadges {
  available: number;
  booked: number;
  occupied: number;
  /** Rooms neither for sale nor sold: cleaning, under maintenance or otherwise not available. */
  other: number;
}

/** The four figures of a day cell (A, B, O, M) from the calendar's counts per room status. */
export function dayBadges(counts: Record<CalendarRoomStatus, number>): DayBadges {
  return {
    available: counts.available,
    booked: counts.booked,
    occupied: counts.occupied,
    other: counts.cleaning + counts.maintenance + counts.not_available,
  };
}
