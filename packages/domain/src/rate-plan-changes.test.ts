import { describe, expect, it } from "vitest";
import { defaultPlanChange, sameRatePlan } from "./rate-plan-changes";
import { type RatePlanText, ratePlanInput } from "./rate-plans.schema";

const deluxe = { id: "deluxe", name: "Deluxe" };
const rack = { id: "rack", name: "Rack rate", isDefault: false };
const standard = { id: "standard", name: "Standard rate", isDefault: true };

describe("defaultPlanChange", () => {
  it("makes a type's first plan its default whatever isDefault says", () => {
    for (const isDefault of [undefined, false, true]) {
      expect(
        defaultPlanChange({
          roomType: deluxe,
          currentDefault: null,
          plan: null,
          request: { roomTypeId: "deluxe", isDefault },
        }),
      ).toEqual({ isDefault: true, replaces: null });
    }
  });

  it("makes a later plan the default only when asked, in place of the type's default", () => {
    const added = (isDefault?: boolean) =>
      defaultPlanChange({
        roomType: deluxe,
        currentDefault: "standard",
        plan: null,
        request: { roomTypeId: "deluxe", isDefault },
      });
    expect(added()).toEqual({ isDefault: false, replaces: null });
    expect(added(false)).toEqual({ isDefault: false, replaces: null });
    expect(added(true)).toEqual({ isDefault: true, replaces: "standard" });
    // A stored plan made the default replaces the type's default.
    expect(
      defaultPlanChange({
        roomType: deluxe,
        currentDefault: "standard",
        plan: rack,
        request: { roomTypeId: "deluxe", isDefault: true },
      }),
    ).toEqual({ isDefault: true, replaces: "standard" });
  });

  it("keeps a stored plan's standing when isDefault is left out, and the default's when it is asked again", () => {
    const change = (plan: typeof rack, isDefault?: boolean) =>
      defaultPlanChange({
        roomType: deluxe,
        currentDefault: "standard",
        plan,
        request: { roomTypeId: "deluxe", isDefault },
      });
    expect(change(rack)).toEqual({ isDefault: false, replaces: null });
    expect(change(rack, false)).toEqual({ isDefault: false, replaces: null });
    expect(change(standard)).toEqual({ isDefault: true, replaces: null });
    expect(change(standard, true)).toEqual({ isDefault: true, replaces: null });
  });

  it("refuses false on the default, naming the plan and its type", () => {
    expect(
      defaultPlanChange({
        roomType: deluxe,
        currentDefault: "standard",
        plan: standard,
        request: { roomTypeId: "deluxe", isDefault: false },
      }),
    ).toEqual({
      refusal: "Standard rate is the default plan of Deluxe; make another of its plans the default instead",
    });
  });

  it("keeps a plan with its room type", () => {
    expect(
      defaultPlanChange({
        roomType: deluxe,
        currentDefault: "standard",
        plan: rack,
        request: { roomTypeId: "suite", isDefault: true },
      }),
    ).toEqual({ refusal: "A rate plan stays with its room type; add a plan to the other room type instead" });
  });
});

describe("sameRatePlan", () => {
  const plan: RatePlanText = ratePlanInput.parse({
    roomTypeId: "deluxe",
    name: "Rack rate",
    prices: { base: "4000", extraAdult: "1200", child: "800" },
    weekendDays: [5, 6],
    weekendPrices: { base: "5000", extraAdult: "1500", child: "1000" },
    seasons: [
      {
        name: "Diwali",
        from: "2026-11-06",
        to: "2026-11-12",
        prices: { base: "6000", extraAdult: "1500", child: "1000" },
      },
    ],
    minimumStay: 2,
    breakfastIncluded: true,
  });

  it("holds a plan read back from the database the same as the request that wrote it", () => {
    // As stored: amounts with two decimals, weekend days sorted, a season's missing minimum stay null.
    const stored: RatePlanText = {
      ...plan,
      prices: { base: "4000.00", extraAdult: "1200.00", child: "800.00" },
      weekendDays: [6, 5],
      seasons: plan.seasons.map((s) => ({ ...s, weekendPrices: null, minimumStay: null })),
    };
    expect(sameRatePlan(stored, plan)).toBe(true);
  });

  it("tells any change apart", () => {
    const changes: Partial<RatePlanText>[] = [
      { name: "Rack Rate" },
      { prices: { ...plan.prices, child: "800.01" } },
      { weekendDays: [5] },
      { weekendPrices: null },
      { seasons: [] },
      { seasons: plan.seasons.map((s) => ({ ...s, to: "2026-11-13" })) },
      { seasons: plan.seasons.map((s) => ({ ...s, minimumStay: 3 })) },
      { minimumStay: 1 },
      { breakfastIncluded: false },
    ];
    for (const change of changes)
      expect(sameRatePlan(plan, { ...plan, ...change }), JSON.stringify(change)).toBe(false);
  });
});
