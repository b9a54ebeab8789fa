import { addDays, daysBetween, formatDisplayDate, weekdayOf } from "./dates";
import type { Paise } from "./money";
import { nightsBetween, RATES, type StayPrice, type StayPriceInput, stayPriceFromSubtotal } from "./pricing";

/**
 * Room types and their rate plans (issue 30): what each night of a stay costs, priced night by night
 * by the plan in force that night. Everything here is pure: the server reads the plan and the room,
 * and these functions decide the price and what is refused.
 */

/** A night's prices in paise. */
export interface RatePrices {
  /** The room for one night, for up to the plan's base occupancy of adults. */
  base: Paise;
  /** Each adult above the base occupancy, per night. */
  extraAdult: Paise;
  /** Each child, per night. */
  child: Paise;
}

/** A date range with prices of its own: Diwali, the wedding season, a long weekend. */
export interface RateSeason {
  name: string;
  /** First night of the season, yyyy-MM-dd. */
  from: string;
  /** Last night of the season, yyyy-MM-dd (inclusive). */
  to: string;
  prices: RatePrices;
  /** The season's prices on the plan's weekend days; none: its own prices every night. */
  weekendPrices?: RatePrices | null;
  /** A minimum stay for arrivals on the season's nights, in place of the plan's. */
  minimumStay?: number | null;
}

export interface RatePlan {
  name: string;
  /** The adults the base price covers: the room type's base occupancy. */
  baseOccupancy: number;
  prices: RatePrices;
  /** The nights priced as weekend nights, 0 = Sunday … 6 = Saturday; a night is its date's weekday. */
  weekendDays: readonly number[];
  /** Prices on weekend days outside seasons; none: the base prices every night. */
  weekendPrices?: RatePrices | null;
  /** May overlap: the most specific one covering a night prices it. */
  seasons: readonly RateSeason[];
  /** The fewest nights a stay on this plan may have (at least 1). */
  minimumStay: number;
  breakfastIncluded: boolean;
}

/** Which prices a night was charged at. */
export type NightRate = "base" | "weekend" | "season";

export interface NightPrice {
  /** The night's date (the guest sleeps from this date to the next). */
  date: string;
  amount: Paise;
  rate: NightRate;
  /** The season that priced it, when `rate` is "season". */
  season?: string;
}

export interface PlanStayPrice extends StayPrice {
  /** Each night with its price, in date order; they add up to `subtotal`. */
  nightly: NightPrice[];
}

/** Part 1's per-person prices (`RATES`) as a plan's prices with a base occupancy of one adult. */
export const DEFAULT_RATE_PLAN_PRICES: Readonly<RatePrices> = Object.freeze({
  base: RATES.adultPerNight * 100,
  extraAdult: RATES.adultPerNight * 100,
  child: RATES.childPerNight * 100,
});

export const DEFAULT_RATE_PLAN_NAME = "Standard rate";

/**
 * The plan of a hotel that set none: one adult in the base price, every further adult at the same
 * price and each child at the child price, every night alike, one night at least, no breakfast. It
 * prices every stay exactly as `priceStay` does.
 */
export function defaultRatePlan(): RatePlan {
  return {
    name: DEFAULT_RATE_PLAN_NAME,
    baseOccupancy: 1,
    prices: { ...DEFAULT_RATE_PLAN_PRICES },
    weekendDays: [],
    weekendPrices: null,
    seasons: [],
    minimumStay: 1,
    breakfastIncluded: false,
  };
}

/** Whether `season` covers the night of `date` (from and to inclusive). */
const covers = (season: RateSeason, date: string) => season.from <= date && date <= season.to;

/**
 * The most specific of `seasons` that covers `date` and passes `accept`, or null: the shortest
 * range; between ranges of the same length the one starting later; then the first listed.
 */
function mostSpecificSeason(
  seasons: readonly RateSeason[],
  date: string,
  accept: (season: RateSeason) => boolean = () => true,
): RateSeason | null {
  let best: RateSeason | null = null;
  let bestLength = 0;
  for (const season of seasons) {
    if (!covers(season, date) || !accept(season)) continue;
    const length = daysBetween(season.from, season.to);
    if (best === null || length < bestLength || (length === bestLength && season.from > best.from)) {
      best = season;
      bestLength = length;
    }
  }
  return best;
}

/** A night at `prices`: the base price, each adult above the base occupancy, each child. */
function amountAt(prices: RatePrices, baseOccupancy: number, adults: number, children: number): Paise {
  return prices.base + Math.max(0, adults - baseOccupancy) * prices.extraAdult + children * prices.child;
}

/**
 * The price of the night of `date` for `adults` and `children` on `plan`. The most specific season
 * covering the night prices it (its weekend prices on a weekend day when it has them, else its own
 * prices); outside seasons a weekend day takes the plan's weekend prices when it has them, else the
 * base prices. Fewer adults than the base occupancy still pay the base price.
 */
export function nightPrice(plan: RatePlan, date: string, adults: number, children: number): NightPrice {
  const weekend = plan.weekendDays.includes(weekdayOf(date));
  const season = mostSpecificSeason(plan.seasons, date);
  const at = (prices: RatePrices) => amountAt(prices, plan.baseOccupancy, adults, children);
  if (season) {
    const prices = weekend && season.weekendPrices ? season.weekendPrices : season.prices;
    return { date, amount: at(prices), rate: "season", season: season.name };
  }
  if (weekend && plan.weekendPrices) return { date, amount: at(plan.weekendPrices), rate: "weekend" };
  return { date, amount: at(plan.prices), rate: "base" };
}

/**
 * A stay priced night by night on `plan`: the nights as `priceStay` counts them (at least one), each
 * at its own price, and the discount or complimentary stay applied to their sum exactly as
 * `priceStay` applies it.
 */
export function priceStayByPlan(input: StayPriceInput, plan: RatePlan): PlanStayPrice {
  const nights = nightsBetween(input.checkInDate, input.checkOutDate);
  const nightly: NightPrice[] = [];
  let subtotal = 0;
  for (let i = 0; i < nights; i++) {
    const night = nightPrice(plan, addDays(input.checkInDate, i), input.adults, input.children);
    nightly.push(night);
    subtotal += night.amount;
  }
  return { ...stayPriceFromSubtotal(nights, subtotal, input), nightly };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a stay from `checkInDate` to `checkOutDate` is too short for `plan`, or null. The minimum is
 * the plan's, unless a season covering the arrival night sets its own (the most specific such
 * season wins); nights are counted as the price counts them.
 */
export function minimumStayError(plan: RatePlan, checkInDate: string, checkOutDate: string): string | null {
  const nights = nightsBetween(checkInDate, checkOutDate);
  const season = mostSpecificSeason(plan.seasons, checkInDate, (s) => s.minimumStay != null);
  const minimum = season?.minimumStay ?? plan.minimumStay;
  if (nights >= minimum) return null;
  const when = season ? ` for arrivals during ${season.name}` : "";
  return `This rate needs at least ${plural(minimum, "night")}${when}; the stay has ${nights}`;
}

/** How many guests a room takes: its own capacity when set, else its room type's maximum occupancy. */
export function roomCapacity(room: { roomCapacity?: number | null; typeMaxOccupancy: number }): number {
  return room.roomCapacity ?? room.typeMaxOccupancy;
}

/**
 * Why `adults` and `children` do not fit a room of `capacity`, or null; `roomNumber` names the room
 * ("Room 104 takes at most 3 guests; this booking has 4").
 */
export function occupancyError(
  capacity: number,
  adults: number,
  children: number,
  roomNumber: string,
): string | null {
  const guests = adults + children;
  if (guests <= capacity) return null;
  return `Room ${roomNumber} takes at most ${plural(capacity, "guest")}; this booking has ${guests}`;
}

/** A stay still to come in a room, as a capacity change is checked against it. */
export interface StayAhead {
  roomNumber: string;
  guestName: string;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
}

/**
 * Why a room's capacity (`what`: "Room 104's capacity", "Deluxe's maximum occupancy") cannot become
 * `capacity` while `stay` is to come in it, or null: a stay booked is never left beyond its room.
 */
export function capacityBelowStayError(what: string, capacity: number, stay: StayAhead): string | null {
  const guests = stay.adults + stay.children;
  if (guests <= capacity) return null;
  return (
    `Room ${stay.roomNumber} has a stay for ${plural(guests, "guest")} from ${formatDisplayDate(stay.checkInDate)} to ` +
    `${formatDisplayDate(stay.checkOutDate)} (${stay.guestName}); ${what} cannot go below ${guests}`
  );
}

/**
 * Why a room cannot be retired while `stay` is still to come in it, or null for none: "Room 102 has
 * a stay from 03/12/2026 to 05/12/2026 (Asha Rao); move or cancel it before retiring the room".
 */
export function retireRoomError(stay: StayAhead | undefined): string | null {
  if (!stay) return null;
  return (
    `Room ${stay.roomNumber} has a stay from ${formatDisplayDate(stay.checkInDate)} to ` +
    `${formatDisplayDate(stay.checkOutDate)} (${stay.guestName}); move or cancel it before retiring the room`
  );
}
