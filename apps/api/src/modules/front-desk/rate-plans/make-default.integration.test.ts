import { describe, expect, it } from "vitest";
import { api, t, useFreshApp } from "../../../testing/app-fixture";
import { raceToMakeDefault } from "../../../testing/races";
import { addPlan, addType, rackRate } from "../../../testing/rate-plan-fixtures";

useFreshApp();

const MISSING = "00000000-0000-4000-8000-000000000000";

interface Plan {
  id: string;
  name: string;
  isDefault: boolean;
  prices: { base: string; extraAdult: string; child: string };
  minimumStay: number;
}

const plansOf = async (roomTypeId: string) =>
  (await api("GET", `/api/rate-plans?roomTypeId=${roomTypeId}`)).json() as Plan[];

describe("making a rate plan its room type's default", () => {
  it("sets only that: the previous default is let go, the plan's prices as stored, both audited", async () => {
    const deluxe = await addType();
    const [starter] = await plansOf(deluxe);
    const rack = await addPlan<Plan>(rackRate(deluxe));
    // Someone else changes the rack rate after the screen read it: ₹4,500 now.
    const changed = await api("PUT", `/api/rate-plans/${rack.id}`, {
      ...rackRate(deluxe),
      prices: { base: "4500", extraAdult: "1200", child: "800" },
      minimumStay: 2,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const res = await api("POST", `/api/rate-plans/${rack.id}/make-default`);
    expect(res.statusCode, res.body).toBe(200);
    // The change made meanwhile stays: nothing but the standing was sent.
    expect(res.json()).toMatchObject({
      id: rack.id,
      isDefault: true,
      prices: { base: "4500.00", extraAdult: "1200.00", child: "800.00" },
      minimumStay: 2,
    });
    expect((await plansOf(deluxe)).map((p) => [p.name, p.isDefault])).toEqual([
      ["Rack rate", true],
      [starter?.name, false],
    ]);

    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["entityId", "action", "before", "after"])
      .where("entityType", "=", "rate_plan")
      .where("action", "in", ["make_default", "undefault"])
      .orderBy("at")
      .execute();
    expect(audit).toEqual([
      { entityId: rack.id, action: "make_default", before: { isDefault: false }, after: { isDefault: true } },
      {
        entityId: starter?.id,
        action: "undefault",
        before: { isDefault: true },
        after: { isDefault: false, replacedBy: rack.id },
      },
    ]);

    // Asked again (a retry), the default answers as it is and writes nothing more.
    const again = await api("POST", `/api/rate-plans/${rack.id}/make-default`);
    expect(again.statusCode).toBe(200);
    expect(again.json().isDefault).toBe(true);
    const rows = await t.database.db
      .selectFrom("auditLog")
      .select("id")
      .where("entityType", "=", "rate_plan")
      .where("action", "in", ["make_default", "undefault"])
      .execute();
    expect(rows).toHaveLength(2);
    // Another type's default is untouched.
    const all = (await api("GET", "/api/rate-plans")).json() as (Plan & { roomTypeName: string })[];
    expect(all.filter((p) => p.roomTypeName === "Standard").map((p) => p.isDefault)).toEqual([true]);
  });

  it("answers 404 for an unknown plan, whatever its id looks like", async () => {
    for (const id of [MISSING, "not-an-id"]) {
      const missing = await api("POST", `/api/rate-plans/${id}/make-default`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().message).toBe("Rate plan not found");
    }
  });

  it("refuses a plan no longer sold (409), the type's default kept", async () => {
    const deluxe = await addType();
    const rack = await addPlan<Plan>(rackRate(deluxe));
    // Plans are not retired through the API yet; a hotel's data may still hold one.
    await t.database.db.updateTable("ratePlans").set({ isActive: false }).where("id", "=", rack.id).execute();
    const refused = await api("POST", `/api/rate-plans/${rack.id}/make-default`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("A plan no longer sold cannot be the default: sell it again first");
    expect((await plansOf(deluxe)).filter((p) => p.isDefault)).toHaveLength(1);
  });

  it("is for administrators only (403)", async () => {
    const deluxe = await addType();
    const rack = await addPlan<Plan>(rackRate(deluxe));
    for (const role of ["manager", "front_desk", "accountant"] as const) {
      const user = await t.createUser(role);
      const as = await t.login(user.username, `password-${role}-1`);
      expect(
        (await api("POST", `/api/rate-plans/${rack.id}/make-default`, undefined, as)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await plansOf(deluxe)).find((p) => p.id === rack.id)?.isDefault).toBe(false);
  });
});

// On PostgreSQL these race for real (one connection each); on PGlite they run one after another.
// The lock that makes them take turns is shown to matter in rate-plans-race-guard.integration.test.ts.
describe("making plans the default under parallel requests", () => {
  it("leaves one default when ten requests each make another plan of a type the default, each in turn", async () => {
    const race = await raceToMakeDefault();
    // The type's row is locked first: each request sees the default the one before it made.
    expect(race.codes).toEqual(Array.from({ length: 10 }, () => 200));
    expect(race.defaults).toBe(1);
  });
});
