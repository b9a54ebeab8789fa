import type { Database } from "@atithi/db";
import { sql } from "kysely";
import { describe, expect, vi } from "vitest";
import { t, useFreshApp } from "../../../testing/app-fixture";
import { itRacesOnPostgres, raceForDefaultPlan, raceToMakeDefault } from "../../../testing/races";

// Adding a plan as it would be without its guard: the room type read without its lock. The read of
// the type's default pauses before answering, as a busy server may, so that the requests all read
// the same default rather than by chance.
vi.mock("../room-types", async (importOriginal) => {
  const original = await importOriginal<typeof import("../room-types")>();
  return {
    ...original,
    findRoomType: (db: Database, id: string, lock?: Parameters<typeof original.findRoomType>[2]) =>
      original.findRoomType(db, id, lock === "update" ? "none" : lock),
  };
});
vi.mock("./rate-plans.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./rate-plans.repository")>();
  return {
    ...original,
    ratePlansRepository: (db: Database) => {
      const repository = original.ratePlansRepository(db);
      return {
        ...repository,
        defaultOf: async (roomTypeId: string) => {
          const current = await repository.defaultOf(roomTypeId);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return current;
        },
      };
    },
  };
});

useFreshApp();

describe("the room type's lock in adding rate plans and making one the default", () => {
  itRacesOnPostgres("is what lets ten new defaults of one type in parallel each succeed", async () => {
    const race = await raceForDefaultPlan();
    // Unlocked, the requests replace the same default and all but one collide on the partial
    // unique index: what rate-plans.integration.test.ts asserts (ten 201s) would fail.
    expectCollisions(race);
  });

  itRacesOnPostgres(
    "is what lets ten plans of one type made the default in parallel each succeed",
    async () => {
      const race = await raceToMakeDefault();
      // Unlocked, each request lets go of the same default and makes its own plan the default: all
      // but the first collide on the partial unique index, where make-default.integration.test.ts
      // asserts ten 200s.
      expectCollisions(race);
    },
  );

  itRacesOnPostgres("and the partial unique index behind it keep a type to one default", async () => {
    // This test's database is its own (dropped afterwards): take the backstop away too.
    await sql`DROP INDEX rate_plans_one_default_key`.execute(t.database.db);
    const race = await raceForDefaultPlan();
    expect(race.defaults).toBeGreaterThan(1);
  });
});

/** Some requests refused (409, asked to try again), and still one default. */
function expectCollisions(race: {
  defaults: number;
  results: { statusCode: number; json: () => { message: string } }[];
}) {
  const refused = race.results.filter((r) => r.statusCode === 409);
  expect(refused.length).toBeGreaterThan(0);
  expect(race.defaults).toBe(1);
  for (const r of refused) {
    expect(r.json().message).toBe(
      "Another plan of this room type was made its default at the same moment; please try again",
    );
  }
}
