import type { Database } from "@atithi/db";
import { describe, expect, it, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceOfExpenseEdits } from "../../../testing/races";

// Editing as it would be without its guard: the expense read without its row lock. The read pauses
// before answering, as a busy server may, so that the edits all read the expense as it was.
vi.mock("./expenses.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./expenses.repository")>();
  return {
    ...original,
    expensesRepository: (db: Database) => {
      const repository = original.expensesRepository(db);
      return {
        ...repository,
        lock: async (id: string) => {
          const expense = await repository.find(id).catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return expense;
        },
      };
    },
  };
});

useFreshApp();

describe("the expense's row lock in editing it", () => {
  it.skipIf(!onPostgres)(
    `is what keeps an expense and its voucher together under edits at the same moment (${postgresOnly})`,
    async () => {
      const race = await raceOfExpenseEdits();
      // Unlocked, the notes edits read ₹1,180 before the ₹2,360 edit committed, so found only their
      // notes changed and left the voucher alone, then wrote their ₹1,180 after it: the expense reads
      // ₹1,180 while the books hold ₹2,360, where expense-edits.integration.test.ts asserts they agree.
      expect(race.codes).toEqual([200, 200, 200, 200, 200]);
      expect(race.amount).toBe("1180.00");
      expect(race.utilities).toBe("2360.00");
    },
  );
});
