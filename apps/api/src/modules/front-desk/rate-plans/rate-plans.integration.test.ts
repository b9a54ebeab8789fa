import { DEFAULT_RATE_PLAN_NAME, defaultRatePlan, fromPaise } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, t, useFreshApp } from "../../../testing/app-fixture";
import { raceForDefaultPlan } from "../../../testing/races";
import { addPlan as addPlanOf, addType, rackRate } from "../../../testing/rate-plan-fixtures";

useFreshApp();

interface Prices {
  base: string;
  extraAdult: string;
  child: string;
}
interface RatePlan {
  id: string;
  roomTypeId: string;
  roomTypeName: string;
  name: string;
  isDefault: boolean;
  prices: Prices;
  weekendDays: number[];
  weekendPrices: Prices | null;
  seasons: {
    name: string;
    from: string;
    to: string;
    prices: Prices;
    weekendPrices: Prices | null;
    minimumStay: number | null;
  }[];
  minimumStay: number;
  breakfastIncluded: boolean;
}

const MISSING = "00000000-0000-4000-8000-000000000000";

const plans = async (query = "") => (await api("GET", `/api/rate-plans${query}`)).json() as RatePlan[];

const addPlan = (body: Record<string, unknown>) => addPlanOf<RatePlan>(body);

describe("rate plans", () => {
  it("start with Standard's default plan at part 1's per-person prices, so nothing changes", async () => {
    const [standard, ...others] = await plans();
    expect(others).toEqual([]);
    const part1 = defaultRatePlan();
    expect(standard).toMatchObject({
      roomTypeName: "Standard",
      name: DEFAULT_RATE_PLAN_NAME,
      isDefault: true,
      prices: {
        base: fromPaise(part1.prices.base),
        extraAdult: fromPaise(part1.prices.extraAdult),
        child: fromPaise(part1.prices.child),
      },
      weekendDays: [],
      weekendPrices: null,
      seasons: [],
      minimumStay: part1.minimumStay,
      breakfastIncluded: part1.breakfastIncluded,
    });
    expect(standard?.prices).toEqual({ base: "3200.00", extraAdult: "3200.00", child: "1600.00" });
    // Nothing sets a plan's is_active column: it is not answered.
    expect(standard).not.toHaveProperty("isActive");
  });

  it("store a plan's prices, weekend prices and seasons and answer them as decimal strings", async () => {
    const deluxe = await addType();
    const created = await addPlan(
      rackRate(deluxe, {
        // Amounts are taken as numbers or strings, with or without paise.
        prices: { base: "4000", extraAdult: 1200, child: "800.00" },
        weekendDays: [6, 5],
        weekendPrices: { base: "5000", extraAdult: "1500", child: "1000" },
        seasons: [
          {
            name: "Diwali",
            from: "2026-11-06",
            to: "2026-11-12",
            prices: { base: "6000", extraAdult: "1500", child: "1000" },
            minimumStay: 3,
          },
          {
            name: "Diwali peak",
            from: "2026-11-07",
            to: "2026-11-08",
            prices: { base: 7000, extraAdult: "1800.5", child: "1200" },
            weekendPrices: { base: "7500", extraAdult: "2000", child: "1200" },
          },
        ],
        minimumStay: 2,
        breakfastIncluded: true,
      }),
    );
    const expected = {
      roomTypeId: deluxe,
      roomTypeName: "Deluxe",
      name: "Rack rate",
      // The type's default is still the plan it was created with.
      isDefault: false,
      prices: { base: "4000.00", extraAdult: "1200.00", child: "800.00" },
      weekendDays: [5, 6],
      weekendPrices: { base: "5000.00", extraAdult: "1500.00", child: "1000.00" },
      seasons: [
        {
          name: "Diwali",
          from: "2026-11-06",
          to: "2026-11-12",
          prices: { base: "6000.00", extraAdult: "1500.00", child: "1000.00" },
          weekendPrices: null,
          minimumStay: 3,
        },
        {
          name: "Diwali peak",
          from: "2026-11-07",
          to: "2026-11-08",
          prices: { base: "7000.00", extraAdult: "1800.50", child: "1200.00" },
          weekendPrices: { base: "7500.00", extraAdult: "2000.00", child: "1200.00" },
          minimumStay: null,
        },
      ],
      minimumStay: 2,
      breakfastIncluded: true,
    };
    expect(created).toMatchObject(expected);
    const read = await plans(`?roomTypeId=${deluxe}`);
    // A type's plans: its default first, then by name.
    expect(read.map((p) => p.name)).toEqual([DEFAULT_RATE_PLAN_NAME, "Rack rate"]);
    expect(read[1]).toMatchObject({ id: created.id, ...expected });
    // The filter leaves out Standard's plan; no filter lists them all.
    expect((await plans()).map((p) => p.roomTypeName)).toEqual(["Deluxe", "Deluxe", "Standard"]);

    // PUT replaces everything: the seasons whole, the weekend prices gone.
    const changed = await api("PUT", `/api/rate-plans/${created.id}`, {
      ...rackRate(deluxe),
      prices: { base: "4200", extraAdult: "1200", child: "800" },
      seasons: [
        {
          name: "Winter",
          from: "2026-12-20",
          to: "2027-01-05",
          prices: { base: "5200", extraAdult: "1300", child: "900" },
        },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      isDefault: false,
      prices: { base: "4200.00", extraAdult: "1200.00", child: "800.00" },
      weekendDays: [],
      weekendPrices: null,
      seasons: [
        { name: "Winter", from: "2026-12-20", to: "2027-01-05", weekendPrices: null, minimumStay: null },
      ],
      minimumStay: 1,
      breakfastIncluded: false,
    });
    const seasons = await t.database.db
      .selectFrom("ratePlanSeasons")
      .select("name")
      .where("ratePlanId", "=", created.id)
      .execute();
    expect(seasons).toEqual([{ name: "Winter" }]);
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityType", "=", "rate_plan")
      .where("entityId", "=", created.id)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);
  });

  it("keep one default plan per type: a new default replaces the old, the last one cannot be let go (409)", async () => {
    const deluxe = await addType();
    const defaults = async () =>
      (await plans(`?roomTypeId=${deluxe}`)).filter((p) => p.isDefault).map((p) => p.name);
    // A new type starts with its default plan, at part 1's per-person prices: its base price for one
    // adult (₹3,200) whatever the type's base occupancy, each further adult ₹3,200.
    const [starter, ...none] = await plans(`?roomTypeId=${deluxe}`);
    expect(none).toEqual([]);
    expect(starter).toMatchObject({
      name: DEFAULT_RATE_PLAN_NAME,
      isDefault: true,
      baseOccupancy: 1,
      prices: { base: "3200.00", extraAdult: "3200.00", child: "1600.00" },
    });
    const rack = await addPlan(rackRate(deluxe, { isDefault: false }));
    expect(rack.isDefault).toBe(false);
    const corporate = await addPlan(rackRate(deluxe, { name: "Corporate" }));
    expect(corporate.isDefault).toBe(false);
    expect(await defaults()).toEqual([DEFAULT_RATE_PLAN_NAME]);

    const offer = await addPlan(rackRate(deluxe, { name: "Monsoon offer", isDefault: true }));
    expect(offer.isDefault).toBe(true);
    expect(await defaults()).toEqual(["Monsoon offer"]);

    const promoted = await api("PUT", `/api/rate-plans/${corporate.id}`, {
      ...rackRate(deluxe, { name: "Corporate" }),
      isDefault: true,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await defaults()).toEqual(["Corporate"]);
    // isDefault left out keeps a plan's standing.
    const kept = await api("PUT", `/api/rate-plans/${corporate.id}`, rackRate(deluxe, { name: "Corporate" }));
    expect(kept.json().isDefault).toBe(true);

    const letGo = await api("PUT", `/api/rate-plans/${corporate.id}`, {
      ...rackRate(deluxe, { name: "Corporate" }),
      isDefault: false,
    });
    expect(letGo.statusCode).toBe(409);
    expect(letGo.json().message).toBe(
      "Corporate is the default plan of Deluxe; make another of its plans the default instead",
    );
    // Each plan that stopped being the default says so in the audit log, and what replaced it.
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["entityId", "action", "after"])
      .where("entityType", "=", "rate_plan")
      .where("action", "=", "undefault")
      .orderBy("at")
      .execute();
    expect(audit).toEqual([
      { entityId: starter?.id, action: "undefault", after: { isDefault: false, replacedBy: offer.id } },
      { entityId: offer.id, action: "undefault", after: { isDefault: false, replacedBy: corporate.id } },
    ]);
    // Another type's default is untouched throughout.
    expect((await plans()).filter((p) => p.roomTypeName === "Standard").map((p) => p.isDefault)).toEqual([
      true,
    ]);
  });

  it("answer a PUT that changes nothing with the plan as it is, and audit none", async () => {
    const deluxe = await addType();
    const body = rackRate(deluxe, {
      weekendDays: [6, 5],
      weekendPrices: { base: "5000", extraAdult: "1500", child: "1000" },
      seasons: [
        {
          name: "Diwali",
          from: "2026-11-06",
          to: "2026-11-12",
          prices: { base: "6000", extraAdult: "1500", child: "1000" },
        },
      ],
    });
    const rack = await addPlan(body);
    const [standard] = await plans(`?roomTypeId=${deluxe}`);
    const audited = async () =>
      (
        await t.database.db
          .selectFrom("auditLog")
          .select("action")
          .where("entityType", "=", "rate_plan")
          .where("action", "=", "update")
          .execute()
      ).length;
    // The same plan as sent, as stored (amounts with decimals, days sorted), and with its standing
    // asked again: each answered as it is.
    const same = [
      body,
      { ...body, prices: { base: "4000.00", extraAdult: "1200.00", child: "800.00" }, weekendDays: [5, 6] },
      { ...body, isDefault: false },
    ];
    for (const change of same) {
      const res = await api("PUT", `/api/rate-plans/${rack.id}`, change);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(rack);
    }
    const kept = await api("PUT", `/api/rate-plans/${standard?.id}`, {
      roomTypeId: deluxe,
      name: DEFAULT_RATE_PLAN_NAME,
      prices: standard?.prices,
      isDefault: true,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual(standard);
    expect(await audited()).toBe(0);
    // A change of its standing alone is a change.
    const promoted = await api("PUT", `/api/rate-plans/${rack.id}`, { ...body, isDefault: true });
    expect(promoted.json().isDefault).toBe(true);
    expect(await audited()).toBe(1);
  });

  it("make a type's first plan its default whatever isDefault says, for a type that has none", async () => {
    // Every type the API makes has its default plan; one written by hand into the table may have none.
    const bare = await t.database.db
      .insertInto("roomTypes")
      .values({ name: "Dormitory", baseOccupancy: 1, maxOccupancy: 8 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const first = await addPlan(rackRate(bare.id, { isDefault: false }));
    expect(first.isDefault).toBe(true);
  });

  it("refuse a name taken within the type (409), a move to another type (409) and unknown ids (404)", async () => {
    const deluxe = await addType();
    const suite = await addType("Suite");
    const rack = await addPlan(rackRate(deluxe));
    const taken = await api("POST", "/api/rate-plans", rackRate(deluxe, { name: "RACK RATE" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("This room type already has a rate plan with this name");
    // The same name in another type is another plan.
    await addPlan(rackRate(suite));

    const moved = await api("PUT", `/api/rate-plans/${rack.id}`, rackRate(suite));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      "A rate plan stays with its room type; add a plan to the other room type instead",
    );

    const unknownType = await api("POST", "/api/rate-plans", rackRate(MISSING));
    expect(unknownType.statusCode).toBe(404);
    expect(unknownType.json().message).toBe("Room type not found");
    expect((await api("PUT", `/api/rate-plans/${rack.id}`, rackRate(MISSING))).statusCode).toBe(404);
    // The plan the URL names is looked up first: unknown, it is 404 whatever type the body names.
    for (const roomTypeId of [deluxe, MISSING]) {
      const unknownPlan = await api("PUT", `/api/rate-plans/${MISSING}`, rackRate(roomTypeId));
      expect(unknownPlan.statusCode).toBe(404);
      expect(unknownPlan.json().message).toBe("Rate plan not found");
    }
    // Ids are opaque: one not of the UUID form is as unknown as one of it.
    for (const roomTypeId of [MISSING, "deluxe"]) {
      const unknownFilter = await api("GET", `/api/rate-plans?roomTypeId=${roomTypeId}`);
      expect(unknownFilter.statusCode).toBe(404);
      expect(unknownFilter.json().message).toBe("Room type not found");
    }
    expect((await api("POST", "/api/rate-plans", rackRate("deluxe"))).statusCode).toBe(404);
  });

  it("refuse bad input with 400 naming the field", async () => {
    const deluxe = await addType();
    const rack = await addPlan(rackRate(deluxe));
    const season = {
      name: "Diwali",
      from: "2026-11-06",
      to: "2026-11-12",
      prices: { base: "1", extraAdult: "1", child: "1" },
    };
    const cases: [Record<string, unknown>, string][] = [
      [rackRate(deluxe, { name: "" }), "Rate plan name is required"],
      [
        rackRate(deluxe, { prices: { base: "-1", extraAdult: "0", child: "0" } }),
        "Base price cannot be negative",
      ],
      [
        rackRate(deluxe, { prices: { base: "4000.123", extraAdult: "0", child: "0" } }),
        "Base price must be a number with at most two decimals",
      ],
      [rackRate(deluxe, { prices: { base: "4000", extraAdult: "0" } }), "Child price is required"],
      [
        rackRate(deluxe, { prices: { base: "10000000.01", extraAdult: "0", child: "0" } }),
        "Base price must be at most ₹10,00,000.00",
      ],
      [
        rackRate(deluxe, { weekendDays: [7] }),
        "Weekend days must be days of the week from 0 (Sunday) to 6 (Saturday)",
      ],
      [rackRate(deluxe, { weekendDays: [5, 5] }), "Weekend days must name each day only once"],
      [
        rackRate(deluxe, { weekendPrices: { base: "x", extraAdult: "0", child: "0" } }),
        "Weekend base price must be a number with at most two decimals",
      ],
      [
        rackRate(deluxe, { weekendPrices: { base: "5000", extraAdult: "1500", child: "1000" } }),
        "Weekend prices need weekend days",
      ],
      [rackRate(deluxe, { minimumStay: 0 }), "Minimum stay must be a whole number of nights from 1 to 60"],
      [rackRate(deluxe, { breakfastIncluded: "yes" }), "Breakfast included must be true or false"],
      [rackRate(deluxe, { isDefault: "true" }), "Default plan must be true or false"],
      [
        rackRate(deluxe, { seasons: [{ ...season, to: "2026-11-01" }] }),
        "Season end date of Diwali must be on or after its start date",
      ],
      [
        rackRate(deluxe, { seasons: [{ ...season, from: "2026-02-30" }] }),
        "Season start date must be a valid date (yyyy-MM-dd)",
      ],
      [rackRate(deluxe, { roomTypeId: "" }), "Room type is required"],
      [rackRate(deluxe, { roomTypeId: "x".repeat(65) }), "Room type is at most 64 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await api("POST", "/api/rate-plans", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
      const put = await api("PUT", `/api/rate-plans/${rack.id}`, body);
      expect(put.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badFilter = await api("GET", `/api/rate-plans?roomTypeId=${"x".repeat(65)}`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe("Room type is at most 64 characters");
    // Nothing refused was written: the type has its default plan and the rack rate.
    expect(await plans(`?roomTypeId=${deluxe}`)).toHaveLength(2);
  });

  it("are read by every role and written by administrators only (403)", async () => {
    const deluxe = await addType();
    const rack = await addPlan(rackRate(deluxe));
    for (const role of ["manager", "front_desk", "accountant"] as const) {
      const user = await t.createUser(role);
      const as = await t.login(user.username, `password-${role}-1`);
      expect((await api("GET", `/api/rate-plans?roomTypeId=${deluxe}`, undefined, as)).statusCode, role).toBe(
        200,
      );
      expect(
        (await api("POST", "/api/rate-plans", rackRate(deluxe, { name: "Mine" }), as)).statusCode,
        role,
      ).toBe(403);
      expect((await api("PUT", `/api/rate-plans/${rack.id}`, rackRate(deluxe), as)).statusCode, role).toBe(
        403,
      );
    }
    expect((await t.request("GET", "/api/rate-plans")).statusCode).toBe(401);
  });
});

// On PostgreSQL these race for real (one connection each); on PGlite they run one after another.
// The lock that makes them take turns is shown to matter in rate-plans-race-guard.integration.test.ts.
describe("the default plan under parallel requests", () => {
  it("stays one per room type when ten requests each make a new plan the default, each in turn", async () => {
    const race = await raceForDefaultPlan();
    // The type's row is locked while a plan is added: each request sees the default the one before
    // it made, and replaces it.
    expect(race.codes).toEqual(Array.from({ length: 10 }, () => 201));
    expect(race.defaults).toBe(1);
    const undefaults = await t.database.db
      .selectFrom("auditLog")
      .select(["entityId", "after"])
      .where("entityType", "=", "rate_plan")
      .where("action", "=", "undefault")
      .execute();
    // The type's default before the race and nine of the ten offers each stopped being it once.
    expect(undefaults).toHaveLength(10);
    expect(new Set(undefaults.map((u) => u.entityId)).size).toBe(10);
    // The last one made stays the default: each offer replaced the default the one before it made,
    // so the replacements run in one line from the type's first default through all ten offers,
    // in the order they were made, and end at the default.
    const replacedBy = new Map(
      undefaults.map((u) => [u.entityId, (u.after as { replacedBy: string }).replacedBy]),
    );
    const first = race.plans.find((p) => p.name === DEFAULT_RATE_PLAN_NAME);
    const made = [];
    for (let plan = replacedBy.get(first?.id ?? ""); plan; plan = replacedBy.get(plan)) made.push(plan);
    expect(made).toHaveLength(10);
    expect(made.at(-1)).toBe(race.plans.find((p) => p.isDefault)?.id);
  });
});
