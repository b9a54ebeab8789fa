import { formatInr } from "@atithi/domain";
import { formatDisplayDate } from "../../lib/dates";
import { type PlanPrices, plural } from "./room-types";

/**
 * The days of the week in the order of India's week, Monday first; `value` is the day as a plan
 * numbers it, 0 = Sunday.
 */
export const WEEKDAYS = [
  { value: "1", short: "Mon", long: "Monday" },
  { value: "2", short: "Tue", long: "Tuesday" },
  { value: "3", short: "Wed", long: "Wednesday" },
  { value: "4", short: "Thu", long: "Thursday" },
  { value: "5", short: "Fri", long: "Friday" },
  { value: "6", short: "Sat", long: "Saturday" },
  { value: "0", short: "Sun", long: "Sunday" },
] as const;

/** A day's place in the week, Monday 0 to Sunday 6. */
const placeInWeek = (day: number) => (day + 6) % 7;

/** Days (as a plan numbers them) in the week's order, Monday first, whatever order they came in. */
export function inWeekOrder<T extends number | string>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => placeInWeek(Number(a)) - placeInWeek(Number(b)));
}

/** "Fri, Sat, Sun"; "none". */
export function weekdaysText(days: readonly number[]): string {
  const names = inWeekOrder(days).map(
    (day) => WEEKDAYS.find((weekday) => weekday.value === String(day))?.short ?? String(day),
  );
  return names.length > 0 ? names.join(", ") : "none";
}

/** "₹3,200.00 for up to 2 adults · extra adult ₹1,000.00 · child ₹500.00" */
export function pricesText(prices: PlanPrices, baseOccupancy: number): string {
  return [
    `${formatInr(prices.base)} for up to ${plural(baseOccupancy, "adult")}`,
    `extra adult ${formatInr(prices.extraAdult)}`,
    `child ${formatInr(prices.child)}`,
  ].join(" · ");
}

/** "01/11/2026 – 05/11/2026" */
export function seasonDatesText(season: { from: string; to: string }): string {
  return season.from === season.to
    ? formatDisplayDate(season.from)
    : `${formatDisplayDate(season.from)} – ${formatDisplayDate(season.to)}`;
}
