import type { Database } from "@atithi/db";
import type { RatePlanInput, RatePricesText } from "@atithi/domain";
import { sql } from "kysely";

export interface RateSeasonDto {
  name: string;
  from: string;
  to: string;
  prices: RatePricesText;
  weekendPrices: RatePricesText | null;
  minimumStay: number | null;
}

/**
 * A rate plan as answered: its prices as decimal strings ("4000.00"), as they are sent. Its
 * `is_active` column is not answered: nothing sets it (no path stops selling a plan yet).
 */
export interface RatePlanDto {
  id: string;
  roomTypeId: string;
  roomTypeName: string;
  name: string;
  /** The plan a booking of the type takes when it names none; each type has exactly one once it has plans. */
  isDefault: boolean;
  /** The adults the base price covers; null: its room type's base occupancy. */
  baseOccupancy: number | null;
  prices: RatePricesText;
  /** 0 = Sunday … 6 = Saturday. */
  weekendDays: number[];
  weekendPrices: RatePricesText | null;
  seasons: RateSeasonDto[];
  minimumStay: number;
  breakfastIncluded: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const PLAN_COLUMNS = [
  "ratePlans.id",
  "ratePlans.roomTypeId",
  "roomTypes.name as roomTypeName",
  "ratePlans.name",
  "ratePlans.isDefault",
  "ratePlans.baseOccupancy",
  "ratePlans.basePrice",
  "ratePlans.extraAdultPrice",
  "ratePlans.childPrice",
  "ratePlans.weekendDays",
  "ratePlans.weekendBasePrice",
  "ratePlans.weekendExtraAdultPrice",
  "ratePlans.weekendChildPrice",
  "ratePlans.minimumStay",
  "ratePlans.breakfastIncluded",
  "ratePlans.createdAt",
  "ratePlans.updatedAt",
] as const;

interface PriceColumns {
  basePrice: string;
  extraAdultPrice: string;
  childPrice: string;
  weekendBasePrice: string | null;
  weekendExtraAdultPrice: string | null;
  weekendChildPrice: string | null;
}

const pricesOf = (row: PriceColumns): RatePricesText => ({
  base: row.basePrice,
  extraAdult: row.extraAdultPrice,
  child: row.childPrice,
});

/** The weekend prices are all set or none (a check constraint). */
const weekendPricesOf = (row: PriceColumns): RatePricesText | null =>
  row.weekendBasePrice !== null && row.weekendExtraAdultPrice !== null && row.weekendChildPrice !== null
    ? { base: row.weekendBasePrice, extraAdult: row.weekendExtraAdultPrice, child: row.weekendChildPrice }
    : null;

const priceColumns = (prices: RatePricesText, weekend: RatePricesText | null | undefined) => ({
  basePrice: prices.base,
  extraAdultPrice: prices.extraAdult,
  childPrice: prices.child,
  weekendBasePrice: weekend?.base ?? null,
  weekendExtraAdultPrice: weekend?.extraAdult ?? null,
  weekendChildPrice: weekend?.child ?? null,
});

/**
 * What a plan's row holds of its input (not its seasons, which are rows of their own); its base
 * occupancy decided (null: its room type's).
 */
export type RatePlanValues = Omit<RatePlanInput, "seasons" | "isDefault" | "baseOccupancy"> & {
  isDefault: boolean;
  baseOccupancy: number | null;
};

export function ratePlansRepository(db: Database) {
  /** The plans the query selects, each with its seasons in the order they were given (two statements). */
  async function withSeasons(
    plans: (PriceColumns & Omit<RatePlanDto, "prices" | "weekendPrices" | "seasons">)[],
  ): Promise<RatePlanDto[]> {
    if (plans.length === 0) return [];
    const seasons = await db
      .selectFrom("ratePlanSeasons")
      .selectAll()
      .where(
        "ratePlanId",
        "in",
        plans.map((p) => p.id),
      )
      .orderBy("ratePlanId")
      .orderBy("position")
      .execute();
    return plans.map((plan) => ({
      id: plan.id,
      roomTypeId: plan.roomTypeId,
      roomTypeName: plan.roomTypeName,
      name: plan.name,
      isDefault: plan.isDefault,
      baseOccupancy: plan.baseOccupancy,
      prices: pricesOf(plan),
      weekendDays: plan.weekendDays,
      weekendPrices: weekendPricesOf(plan),
      seasons: seasons
        .filter((s) => s.ratePlanId === plan.id)
        .map((s) => ({
          name: s.name,
          from: s.fromDate,
          to: s.toDate,
          prices: pricesOf(s),
          weekendPrices: weekendPricesOf(s),
          minimumStay: s.minimumStay,
        })),
      minimumStay: plan.minimumStay,
      breakfastIncluded: plan.breakfastIncluded,
      createdAt: plan.createdAt,
      updatedAt: plan.updatedAt,
    }));
  }

  const plans = () =>
    db
      .selectFrom("ratePlans")
      .innerJoin("roomTypes", "roomTypes.id", "ratePlans.roomTypeId")
      .select(PLAN_COLUMNS);

  return {
    /** Every plan, or one type's: by type name, the default first, then by name. */
    async list(roomTypeId?: string): Promise<RatePlanDto[]> {
      const rows = await plans()
        .$if(roomTypeId !== undefined, (q) => q.where("ratePlans.roomTypeId", "=", roomTypeId ?? ""))
        .orderBy(sql`lower(room_types.name)`)
        .orderBy("ratePlans.roomTypeId")
        .orderBy("ratePlans.isDefault", "desc")
        .orderBy(sql`lower(rate_plans.name)`)
        .execute();
      return withSeasons(rows);
    },
    async findById(id: string): Promise<RatePlanDto | undefined> {
      const row = await plans().where("ratePlans.id", "=", id).executeTakeFirst();
      return row && (await withSeasons([row]))[0];
    },
    /**
     * A plan to price stays by (the one of `id`, or the type's default), with its type's base
     * occupancy (used when the plan sets none) and whether it is still sold (not part of a plan's answer).
     */
    async forPricing(by: { id: string } | { defaultOf: string }) {
      const row = await plans()
        .select(["roomTypes.baseOccupancy as typeBaseOccupancy", "ratePlans.isActive"])
        .$if("id" in by, (q) => q.where("ratePlans.id", "=", "id" in by ? by.id : ""))
        .$if("defaultOf" in by, (q) =>
          q
            .where("ratePlans.roomTypeId", "=", "defaultOf" in by ? by.defaultOf : "")
            .where("ratePlans.isDefault", "=", true),
        )
        .executeTakeFirst();
      const plan = row && (await withSeasons([row]))[0];
      return row && plan && { ...plan, typeBaseOccupancy: row.typeBaseOccupancy, isActive: row.isActive };
    },
    /** The plan's type and standing; with `lock`, its row held for a change. Undefined: no such plan. */
    head(id: string, lock = false) {
      let query = db
        .selectFrom("ratePlans")
        .select(["id", "roomTypeId", "isDefault", "isActive"])
        .where("id", "=", id);
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },
    /** The type's default plan, or undefined when it has none yet. */
    defaultOf(roomTypeId: string) {
      return db
        .selectFrom("ratePlans")
        .select(["id", "name"])
        .where("roomTypeId", "=", roomTypeId)
        .where("isDefault", "=", true)
        .executeTakeFirst();
    },
    /** The plan stops being its type's default. */
    async undefault(id: string) {
      await db
        .updateTable("ratePlans")
        .set({ isDefault: false, updatedAt: new Date() })
        .where("id", "=", id)
        .execute();
    },
    /** The plan becomes its type's default (the type's previous default already let go). */
    async makeDefault(id: string) {
      await db
        .updateTable("ratePlans")
        .set({ isDefault: true, updatedAt: new Date() })
        .where("id", "=", id)
        .execute();
    },
    async insert(values: RatePlanValues): Promise<string> {
      const row = await db
        .insertInto("ratePlans")
        .values({
          roomTypeId: values.roomTypeId,
          name: values.name,
          isDefault: values.isDefault,
          baseOccupancy: values.baseOccupancy,
          ...priceColumns(values.prices, values.weekendPrices),
          weekendDays: [...values.weekendDays].sort((a, b) => a - b),
          minimumStay: values.minimumStay,
          breakfastIncluded: values.breakfastIncluded,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: string, values: RatePlanValues) {
      await db
        .updateTable("ratePlans")
        .set({
          name: values.name,
          isDefault: values.isDefault,
          baseOccupancy: values.baseOccupancy,
          ...priceColumns(values.prices, values.weekendPrices),
          weekendDays: [...values.weekendDays].sort((a, b) => a - b),
          minimumStay: values.minimumStay,
          breakfastIncluded: values.breakfastIncluded,
          updatedAt: new Date(),
        })
        .where("id", "=", id)
        .execute();
    },
    /** The plan's seasons become `seasons`, in their order. */
    async replaceSeasons(ratePlanId: string, seasons: RatePlanInput["seasons"]) {
      await db.deleteFrom("ratePlanSeasons").where("ratePlanId", "=", ratePlanId).execute();
      if (seasons.length === 0) return;
      await db
        .insertInto("ratePlanSeasons")
        .values(
          seasons.map((season, position) => ({
            ratePlanId,
            position,
            name: season.name,
            fromDate: season.from,
            toDate: season.to,
            ...priceColumns(season.prices, season.weekendPrices),
            minimumStay: season.minimumStay ?? null,
          })),
        )
        .execute();
    },
  };
}
