import { z } from "zod";
import { dateSchema, isDateInBounds } from "./dates";
import { boundedAmountSchema, fromPaise, type Paise, toPaise } from "./money";
import { defaultRatePlan, type RatePlan, type RatePrices, type RateSeason } from "./rate-plans";
import { roomNumberSchema, roomNumberTextSchema } from "./room-numbers";
import { idSchema, optionalText, requiredText } from "./text";

/** The bounds of what room types, rate plans and rooms take (issue 30). */
export const RATE_PLAN_LIMITS = {
  /** ₹10,00,000.00 a night, the most a single folio line takes. */
  maxPrice: 100_000_000 as Paise,
  name: 100,
  description: 1000,
  minOccupancy: 1,
  maxOccupancy: 20,
  maxSeasons: 50,
  minStay: 1,
  maxStay: 60,
  floor: 20,
} as const;

const L = RATE_PLAN_LIMITS;

/** A whole number of `unit`s from `min` to `max`, named `label` in every message. */
const wholeNumber = (label: string, unit: string, min: number, max: number) => {
  const message = `${label} must be a whole number of ${unit} from ${min} to ${max}`;
  return z.number({ message }).int(message).min(min, message).max(max, message);
};
const occupancy = (label: string) => wholeNumber(label, "guests", L.minOccupancy, L.maxOccupancy);
const nights = (label: string) => wholeNumber(label, "nights", L.minStay, L.maxStay);

/** The room type a plan or a room belongs to; one the hotel does not have is answered 404. */
const roomTypeId = idSchema("Room type");

/**
 * A night's three prices as decimal strings, each from ₹0 to ₹10,00,000.00 with at most two
 * decimals; `prefix` names them ("Weekend" gives "Weekend base price").
 */
const pricesSchema = (prefix = "") => {
  const label = (what: string) =>
    prefix ? `${prefix} ${what}` : what.charAt(0).toUpperCase() + what.slice(1);
  return z.object(
    {
      base: boundedAmountSchema(label("base price"), L.maxPrice),
      extraAdult: boundedAmountSchema(label("extra adult price"), L.maxPrice),
      child: boundedAmountSchema(label("child price"), L.maxPrice),
    },
    { message: `${label("prices")} must give a base price, an extra adult price and a child price` },
  );
};

const WEEKDAY_MESSAGE = "Weekend days must be days of the week from 0 (Sunday) to 6 (Saturday)";

/** The days priced as weekend nights: each weekday at most once. */
const weekendDays = z
  .array(
    z
      .number({ message: WEEKDAY_MESSAGE })
      .int(WEEKDAY_MESSAGE)
      .min(0, WEEKDAY_MESSAGE)
      .max(6, WEEKDAY_MESSAGE),
    {
      message: "Weekend days must be a list of days of the week",
    },
  )
  .max(7, "Weekend days can name at most the 7 days of the week")
  .refine((days) => new Set(days).size === days.length, "Weekend days must name each day only once");

/** A season: its own prices for the nights `from` to `to`, both included; it may overlap others. */
export const rateSeasonInput = z
  .object(
    {
      name: requiredText("Season name", L.name),
      from: dateSchema("Season start date"),
      to: dateSchema("Season end date"),
      prices: pricesSchema("Season"),
      weekendPrices: pricesSchema("Season weekend").nullish(),
      minimumStay: nights("Season minimum stay").nullish(),
    },
    { message: "Each season must give its name, its start and end dates and its prices" },
  )
  .superRefine((season, ctx) => {
    // Object checks run even when a date failed its own check: compare only real dates.
    if (!isDateInBounds(season.from) || !isDateInBounds(season.to)) return;
    if (season.to < season.from) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Season end date${season.name ? ` of ${season.name}` : ""} must be on or after its start date`,
      });
    }
  });

/**
 * Weekend prices, a plan's or a season's, apply only on the plan's weekend days: without any they
 * would never apply, which is surely not what was meant.
 */
function weekendPricesNeedDays(
  plan: {
    weekendDays: readonly number[];
    weekendPrices?: unknown;
    seasons: readonly { name: string; weekendPrices?: unknown }[];
  },
  ctx: z.RefinementCtx,
) {
  if (plan.weekendDays.length > 0) return;
  if (plan.weekendPrices) {
    ctx.addIssue({ code: "custom", path: ["weekendPrices"], message: "Weekend prices need weekend days" });
  }
  plan.seasons.forEach((season, i) => {
    if (!season.weekendPrices) return;
    ctx.addIssue({
      code: "custom",
      path: ["seasons", i, "weekendPrices"],
      message: `Weekend prices of ${season.name} need weekend days`,
    });
  });
}

const ratePlanFields = {
  roomTypeId,
  name: requiredText("Rate plan name", L.name),
  /** The room type's plan used when a booking names none; left out, the server decides. */
  isDefault: z.boolean({ message: "Default plan must be true or false" }).optional(),
  /**
   * The adults the base price covers; none (null): the room type's base occupancy. On a change,
   * left out keeps the plan's.
   */
  baseOccupancy: occupancy("Base occupancy of the plan").nullish(),
  prices: pricesSchema(),
  weekendDays: weekendDays.default([]),
  weekendPrices: pricesSchema("Weekend").nullish(),
  seasons: z
    .array(rateSeasonInput, { message: "Seasons must be a list of seasons" })
    .max(L.maxSeasons, `A rate plan can have at most ${L.maxSeasons} seasons`)
    .default([]),
  minimumStay: nights("Minimum stay").default(1),
  breakfastIncluded: z.boolean({ message: "Breakfast included must be true or false" }).default(false),
};

/** A new rate plan of a room type, prices as decimal strings ("4000.00"). */
export const ratePlanInput = z.object(ratePlanFields).superRefine(weekendPricesNeedDays);
export type RatePlanInput = z.output<typeof ratePlanInput>;

/**
 * The plan a new room type starts with, its default: `defaultRatePlan()`, part 1's per-person
 * prices (₹3,200 for the first adult, ₹3,200 each further adult, ₹1,600 a child a night, its base
 * price covering one adult whatever the type's base occupancy), as the API takes it.
 */
export function defaultRatePlanInput(roomTypeId: string): RatePlanInput {
  const plan = defaultRatePlan();
  return {
    roomTypeId,
    name: plan.name,
    isDefault: true,
    baseOccupancy: plan.baseOccupancy,
    prices: {
      base: fromPaise(plan.prices.base),
      extraAdult: fromPaise(plan.prices.extraAdult),
      child: fromPaise(plan.prices.child),
    },
    weekendDays: [...plan.weekendDays],
    weekendPrices: null,
    seasons: [],
    minimumStay: plan.minimumStay,
    breakfastIncluded: plan.breakfastIncluded,
  };
}

/** GET /api/rate-plans: every type's plans, or one type's. */
export const ratePlanListInput = z
  .object({ roomTypeId: roomTypeId.optional() })
  .default({ roomTypeId: undefined });
export type RatePlanListInput = z.output<typeof ratePlanListInput>;

/** A rate plan as it should now be: every field again (as created), with its id. */
export const updateRatePlanInput = z
  .object({ ...ratePlanFields, id: idSchema("Rate plan") })
  .superRefine(weekendPricesNeedDays);
export type UpdateRatePlanInput = z.output<typeof updateRatePlanInput>;

function maxAtLeastBase(type: { baseOccupancy: number; maxOccupancy: number }, ctx: z.RefinementCtx) {
  if (!Number.isInteger(type.baseOccupancy) || !Number.isInteger(type.maxOccupancy)) return;
  if (type.maxOccupancy < type.baseOccupancy) {
    ctx.addIssue({
      code: "custom",
      path: ["maxOccupancy"],
      message: `Maximum occupancy must be at least the base occupancy (${type.baseOccupancy})`,
    });
  }
}

const roomTypeFields = {
  name: requiredText("Room type name", L.name),
  /** The adults the base price of its plans covers. */
  baseOccupancy: occupancy("Base occupancy"),
  /** The most guests (adults and children) a room of the type takes, unless the room says otherwise. */
  maxOccupancy: occupancy("Maximum occupancy"),
  description: optionalText(L.description, "Description"),
};

/** A new room type ("Deluxe", base occupancy 2, at most 3 guests). */
export const roomTypeInput = z.object(roomTypeFields).superRefine(maxAtLeastBase);
export type RoomTypeInput = z.output<typeof roomTypeInput>;

/** A room type as it should now be: every field again, with its id. */
export const updateRoomTypeInput = z
  .object({ ...roomTypeFields, id: idSchema("Room type") })
  .superRefine(maxAtLeastBase);
export type UpdateRoomTypeInput = z.output<typeof updateRoomTypeInput>;

const roomWithTypeFields = {
  number: roomNumberSchema,
  roomTypeId,
  floor: optionalText(L.floor, "Floor"),
  /** The room's own capacity; none (null or left out): its room type's maximum occupancy. */
  capacity: occupancy("Capacity").nullish(),
};

/** A new room of a room type. */
export const roomWithTypeInput = z.object(roomWithTypeFields);
export type RoomWithTypeInput = z.output<typeof roomWithTypeInput>;

/**
 * A room's changes: a field left out keeps its value; null clears the floor or the room's own
 * capacity. A number's form is checked by the server only when it changes (`roomNumberFormError`),
 * so a room numbered before the rule is not refused the number it has.
 */
export const updateRoomWithTypeInput = roomWithTypeInput
  .partial()
  .extend({ id: idSchema("Room"), number: roomNumberTextSchema.optional() });
export type UpdateRoomWithTypeInput = z.output<typeof updateRoomWithTypeInput>;

/** A night's prices as decimal strings, as the schemas answer them and the database's numeric columns read. */
export interface RatePricesText {
  base: string;
  extraAdult: string;
  child: string;
}

/** A rate plan with its prices as decimal strings: the output of `ratePlanInput`, or a stored plan. */
export interface RatePlanText {
  name: string;
  /** The adults the base price covers; none: the room type's. */
  baseOccupancy?: number | null;
  prices: RatePricesText;
  weekendDays: readonly number[];
  weekendPrices?: RatePricesText | null;
  seasons: readonly {
    name: string;
    from: string;
    to: string;
    prices: RatePricesText;
    weekendPrices?: RatePricesText | null;
    minimumStay?: number | null;
  }[];
  minimumStay: number;
  breakfastIncluded: boolean;
}

export function ratePricesFromText(prices: RatePricesText): RatePrices {
  return { base: toPaise(prices.base), extraAdult: toPaise(prices.extraAdult), child: toPaise(prices.child) };
}

/** The plan to price with, from its text and its room type's base occupancy (used when the plan sets none). */
export function ratePlanFromText(plan: RatePlanText, typeBaseOccupancy: number): RatePlan {
  const maybe = (prices: RatePricesText | null | undefined) => (prices ? ratePricesFromText(prices) : null);
  return {
    name: plan.name,
    baseOccupancy: plan.baseOccupancy ?? typeBaseOccupancy,
    prices: ratePricesFromText(plan.prices),
    weekendDays: [...plan.weekendDays],
    weekendPrices: maybe(plan.weekendPrices),
    seasons: plan.seasons.map(
      (s): RateSeason => ({
        name: s.name,
        from: s.from,
        to: s.to,
        prices: ratePricesFromText(s.prices),
        weekendPrices: maybe(s.weekendPrices),
        minimumStay: s.minimumStay ?? null,
      }),
    ),
    minimumStay: plan.minimumStay,
    breakfastIncluded: plan.breakfastIncluded,
  };
}
