import { formatInr } from "@atithi/domain";
import { formatDisplayDate } from "../../lib/dates";
import { type PlanPrices, plural } from "./room-types";

/** The days of the week as a plan numbers them, 0 = Sunday. */
export const WEEKDAYS = [
  { value: "0", short: "Sun", long: "Sunday" },
  { value: "1", short: "Mon", long: "Monday" },
  { value: "2", short: "Tue", long: "Tuesday" },
  { value: "3", short: "Wed", long: "Wednesday" },
  { value: "4", short: "Thu", long: "Thursday" },
  { value: "5", short: "Fri", long: "Friday" },
  { value: "6", short: "Sat", long: "Saturday" },
] as const;

/** "Fri, Sat"; "none". */
export function weekdaysText(days: readonly number[]): string {
  const names = [...days].sort((a, b) => a - b).map((day) => WEEKDAYS[day]?.short ?? String(day));
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
