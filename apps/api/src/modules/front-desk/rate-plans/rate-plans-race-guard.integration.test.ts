import type { Database } from "@atithi/db";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { t, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceForDefaultPlan } from "../../../testing/races";

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

describe("the room type's lock in adding rate plans", () => {
  it.skipIf(!onPostgres)(
    `is what lets ten new defaults of one type in parallel each succeed (${postgresOnly})`,
    async () => {
      const race = await raceForDefaultPlan();
      // Unlocked, the requests replace the same default and all but one collide on the partial
      // unique index: what rate-plans.integration.test.ts asserts (ten 201s) would fail.
      expect(race.codes.filter((c) => c === 409).length).toBeGreaterThan(0);
      expect(race.defaults).toBe(1);
      for (const r of race.results.filter((x) => x.statusCode === 409)) {
        expect(r.json().message).toBe(
          "Another plan of this room type was made its default at the same moment; please try again",
        );
      }
    },
  );

  it.skipIf(!onPostgres)(
    `and the partial unique index behind it keep a type to one default (${postgresOnly})`,
    async () => {
      // This test's database is its own (dropped afterwards): take the backstop away too.
      await sql`DROP INDEX rate_plans_one_default_key`.execute(t.database.db);
      const race = await raceForDefaultPlan();
      expect(race.defaults).toBeGreaterThan(1);
    },
  );
});
