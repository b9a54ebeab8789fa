import type { Database } from "@atithi/db";
import { describe, expect, it, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceOfPayments } from "../../../testing/races";

// The payment path as it would be without its guard: the booking read without `FOR UPDATE`.
// (The repository is replaced rather than lockBooking, which its own module calls directly.)
vi.mock("./stays.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./stays.repository")>();
  return {
    ...original,
    staysRepository: (db: Database) => ({
      ...original.staysRepository(db),
      lock: (id: string) => db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst(),
    }),
  };
});

useFreshApp();

describe("the booking row lock in payments", () => {
  it.skipIf(!onPostgres)(
    `is what keeps parallel payments from losing each other (${postgresOnly})`,
    async () => {
      // Unlocked, payments read the same paid amount and each writes its own sum over it. A round
      // could happen to run one after another; five rounds give five chances to race.
      const rounds = [];
      for (let round = 0; round < 5; round++) {
        const race = await raceOfPayments(round);
        rounds.push(race);
        if (race.paidAmount !== race.sumOfPayments) break;
      }
      // What bookings-races.integration.test.ts asserts (paid amount = sum of the payment rows,
      // six payments accepted) would fail.
      expect(rounds.some((r) => r.paidAmount !== r.sumOfPayments || r.accepted !== 6)).toBe(true);
    },
  );
});
