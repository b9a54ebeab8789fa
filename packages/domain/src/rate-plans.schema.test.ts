import { describe, expect, it } from "vitest";
import { ratePlanInput, updateRatePlanInput } from "./rate-plans.schema";

describe("a rate plan's weekend prices", () => {
  const weekend = { base: "5000", extraAdult: "1500", child: "1000" };
  const diwali = {
    name: "Diwali",
    from: "2026-11-06",
    to: "2026-11-12",
    prices: { base: "6000", extraAdult: "1500", child: "1000" },
  };
  const plan = {
    roomTypeId: "deluxe",
    name: "Rack rate",
    prices: { base: "4000", extraAdult: "1200", child: "800" },
  };
  const refusals = (value: unknown) =>
    (ratePlanInput.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

  it("need weekend days, the plan's as a season's: without any they would never apply", () => {
    expect(refusals({ ...plan, weekendPrices: weekend })).toEqual([
      "weekendPrices: Weekend prices need weekend days",
    ]);
    expect(
      refusals({ ...plan, weekendDays: [], seasons: [diwali, { ...diwali, weekendPrices: weekend }] }),
    ).toEqual(["seasons.1.weekendPrices: Weekend prices of Diwali need weekend days"]);
    // An update is held to it as well.
    expect(
      updateRatePlanInput.safeParse({ ...plan, id: "rack", weekendPrices: weekend }).error?.issues[0]
        ?.message,
    ).toBe("Weekend prices need weekend days");
  });

  it("are taken with weekend days, and weekend days without them price at the base prices", () => {
    const friday = { ...plan, weekendDays: [5] };
    expect(ratePlanInput.safeParse({ ...friday, weekendPrices: weekend }).success).toBe(true);
    expect(
      ratePlanInput.safeParse({ ...friday, seasons: [{ ...diwali, weekendPrices: weekend }] }).success,
    ).toBe(true);
    expect(ratePlanInput.safeParse(friday).success).toBe(true);
    expect(ratePlanInput.safeParse({ ...plan, weekendPrices: null }).success).toBe(true);
  });
});
