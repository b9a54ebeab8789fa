import { daysBetween, isDateInBounds, isIsoDate } from "@atithi/domain";

/** How every date field shows a date (a dayjs format): dd/MM/yyyy, as India writes it. */
export const DATE_FORMAT = "DD/MM/YYYY";

/** Day first with any of / - . or a space between (23/11/2026, 23-11-2026, 23.11.2026, 1/2/2026). */
const DAY_FIRST = /^(\d{1,2})[/.\s-](\d{1,2})[/.\s-](\d{4})$/;
/** The form the API speaks, which people paste from elsewhere (2026-11-23). */
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * What a person typed into a date field, as yyyy-MM-dd, or null while it is not (yet) a real date
 * the API accepts: a year of four digits is needed, so "23/11/20" is not taken for 2020 mid-typing.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst = DAY_FIRST.exec(trimmed);
  const yearFirst = YEAR_FIRST.exec(trimmed);
  const parts = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : yearFirst
      ? [yearFirst[1], yearFirst[2], yearFirst[3]]
      : null;
  if (!parts) return null;
  const [year, month, day] = parts.map((part) => String(part).padStart(2, "0"));
  const date = `${year}-${month}-${day}`;
  return isDateInBounds(date) ? date : null;
}

/** A form's date (yyyy-MM-dd, "" for none) as a picker's value (null for none). */
export function toPickerDate(date: string): string | null {
  return isIsoDate(date) ? date : null;
}

/** A picker's value as a form's date: yyyy-MM-dd, "" for none. */
export function fromPickerDate(value: string | null): string {
  return value ?? "";
}

/** A stay's two form dates as a range picker's value. */
export function toPickerRange(from: string, to: string): [string | null, string | null] {
  return [toPickerDate(from), toPickerDate(to)];
}

/** A range picker's value as the form's two dates; the end is "" while only the start is picked. */
export function fromPickerRange([from, to]: [string | null, string | null]): { from: string; to: string } {
  return { from: fromPickerDate(from), to: fromPickerDate(to) };
}

/**
 * For a calendar's `excludeDate`: the days before `from` or after `to` (either may be blank). They are
 * greyed out but can still be typed, so the page can say what is wrong instead of ignoring the typing.
 */
export function outsideOf(from: string, to: string): (date: string) => boolean {
  return (date) => (isIsoDate(from) && date < from) || (isIsoDate(to) && date > to);
}

/** "1 night", "3 nights"; null until both dates are set and the stay is at least a night. */
export function nightsLabel(checkIn: string, checkOut: string): string | null {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return null;
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return null;
  return `${nights} ${nights === 1 ? "night" : "nights"}`;
}
