import { todayIn } from "@atithi/domain";

/*
 * The web app's one date formatter. Calendar dates are shown by the domain's functions, which the
 * server's messages use too: dd/MM/yyyy in fields, tables and messages, "2 Dec 2026" where a
 * sentence reads better. They work on the text alone, so the browser's time zone cannot shift a day.
 */
export { formatDateInWords, formatDisplayDate, formatMonthYear } from "@atithi/domain";

import { formatDisplayDate } from "@atithi/domain";

/** The day an instant (ISO timestamp) fell on in the property's zone, as dd/MM/yyyy. */
export function formatDisplayDay(instant: string, timeZone: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : formatDisplayDate(todayIn(timeZone, date));
}

// One format per zone: building an Intl.DateTimeFormat costs far more than using one.
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant (ISO timestamp) as "22/11/2026, 14:05" in the property's time zone. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    timeFormats.set(timeZone, format);
  }
  return `${formatDisplayDate(todayIn(timeZone, date))}, ${format.format(date)}`;
}
