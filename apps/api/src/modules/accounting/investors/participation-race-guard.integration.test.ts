import type { Database } from "@atithi/db";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceOfParticipations } from "../../../testing/races";

// Participations as they would be without their guard: the round read without `FOR UPDATE`.
vi.mock("./investors.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./investors.repository")>();
  return {
    ...original,
    investorsRepository: (db: Database) => ({
      ...original.investorsRepository(db),
      lockRound: (id: string) =>
        db
          .selectFrom("fundraisingRounds")
          .select([
            "id",
            "status",
            sql<string | null>`target_amount::text`.as("targetAmount"),
            "roundDate",
            "closingDate",
          ])
          .where("id", "=", id)
          .executeTakeFirst(),
    }),
  };
});

useFreshApp();

describe("the round's row lock in participations", () => {
  it.skipIf(!onPostgres)(
    `is what keeps parallel participations within the round's target (${postgresOnly})`,
    async () => {
      // A round could happen to run one after another; five rounds give five chances to race.
      const rounds = [];
      for (let n = 0; n < 5; n++) {
        const race = await raceOfParticipations(n);
        rounds.push(race);
        if (race.accepted > 5) break;
      }
      // What the race test in investors.integration.test.ts asserts (at most the target) would fail.
      expect(rounds.some((r) => r.accepted > 5 || Number(r.committed) > 10000)).toBe(true);
    },
  );
});
