import { randomId } from "@mantine/hooks";
import { inWeekOrder } from "./rate-plan-display";
import type { PlanPrices, RatePlan } from "./room-types";

/** A night's three prices as typed: decimal strings, "" while blank. */
export interface PriceValues {
  base: string;
  extraAdult: string;
  child: string;
}

export interface SeasonValues {
  /** The list's key on screen; not sent. */
  key: string;
  name: string;
  /** First and last night, yyyy-MM-dd ("" while not picked). */
  from: string;
  to: string;
  prices: PriceValues;
  hasWeekendPrices: boolean;
  weekendPrices: PriceValues;
  /** Blank: the plan's minimum stay. */
  minimumStay: number | string;
}

/** The rate plan form's fields, named as the input's so that its errors land on them. */
export interface RatePlanValues {
  name: string;
  isDefault: boolean;
  prices: PriceValues;
  /** The checked days of the week, "0" (Sunday) to "6" (Saturday), in the week's order (`inWeekOrder`). */
  weekendDays: string[];
  hasWeekendPrices: boolean;
  weekendPrices: PriceValues;
  seasons: SeasonValues[];
  minimumStay: number | string;
  breakfastIncluded: boolean;
}

const NO_PRICES: PriceValues = { base: "", extraAdult: "", child: "" };

const pricesOf = (prices: PlanPrices | null | undefined): PriceValues =>
  prices ? { base: prices.base, extraAdult: prices.extraAdult, child: prices.child } : { ...NO_PRICES };

export function newSeason(): SeasonValues {
  return {
    key: randomId(),
    name: "",
    from: "",
    to: "",
    prices: { ...NO_PRICES },
    hasWeekendPrices: false,
    weekendPrices: { ...NO_PRICES },
    minimumStay: "",
  };
}

/** A new plan's form: blank prices, no weekend or season, one night at least, not the default. */
export function newPlanValues(): RatePlanValues {
  return {
    name: "",
    isDefault: false,
    prices: { ...NO_PRICES },
    weekendDays: [],
    hasWeekendPrices: false,
    weekendPrices: { ...NO_PRICES },
    seasons: [],
    minimumStay: 1,
    breakfastIncluded: false,
  };
}

/** A stored plan's form. */
export function planValues(plan: RatePlan): RatePlanValues {
  return {
    name: plan.name,
    isDefault: plan.isDefault,
    prices: pricesOf(plan.prices),
    weekendDays: inWeekOrder(plan.weekendDays.map(String)),
    hasWeekendPrices: plan.weekendPrices !== null,
    weekendPrices: pricesOf(plan.weekendPrices),
    seasons: plan.seasons.map((season) => ({
      key: randomId(),
      name: season.name,
      from: season.from,
      to: season.to,
      prices: pricesOf(season.prices),
      hasWeekendPrices: season.weekendPrices !== null,
      weekendPrices: pricesOf(season.weekendPrices),
      minimumStay: season.minimumStay ?? "",
    })),
    minimumStay: plan.minimumStay,
    breakfastIncluded: plan.breakfastIncluded,
  };
}

/** A number field's value as the input takes it: blank is `blank`, anything else its number (NaN is refused). */
const numberOr = <B>(value: number | string, blank: B): number | B =>
  value === "" ? blank : typeof value === "number" ? value : Number(value);

/**
 * What the form sends (before the domain's `ratePlanInput` checks it): the weekend and a season's
 * weekend prices only when switched on, a season's blank minimum stay as none, the days in the
 * order the server keeps them (0 = Sunday first).
 */
export function ratePlanPayload(values: RatePlanValues, roomTypeId: string) {
  return {
    roomTypeId,
    name: values.name,
    isDefault: values.isDefault,
    prices: { ...values.prices },
    weekendDays: values.weekendDays.map(Number).sort((a, b) => a - b),
    weekendPrices: values.hasWeekendPrices ? { ...values.weekendPrices } : null,
    seasons: values.seasons.map((season) => ({
      name: season.name,
      from: season.from,
      to: season.to,
      prices: { ...season.prices },
      weekendPrices: season.hasWeekendPrices ? { ...season.weekendPrices } : null,
      minimumStay: numberOr(season.minimumStay, null),
    })),
    minimumStay: numberOr(values.minimumStay, Number.NaN),
    breakfastIncluded: values.breakfastIncluded,
  };
}
