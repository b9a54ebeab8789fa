import type { Database } from "@atithi/db";
import { describe, expect, it, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { raceOfMergeAndEdit, raceOfOppositeMerges } from "../../../testing/guest-races";
import { onPostgres, postgresOnly } from "../../../testing/races";

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

/** How the merge (the only path locking two guests) takes its guests' rows, for each test. */
const mergeLocks = vi.hoisted(() => ({ mode: "unlocked" as "unlocked" | "in the order asked" }));

// A merge as it would be without its guard: its two guests read without their row locks, or locked
// one at a time in the order asked (the kept guest first) rather than by id. The read pauses, as a
// busy server may, so that the other request lands in the middle rather than by chance.
vi.mock("./guests.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./guests.repository")>();
  return {
    ...original,
    guestsRepository: (db: Database) => {
      const repository = original.guestsRepository(db);
      return {
        ...repository,
        lock: async (ids: readonly string[]) => {
          if (ids.length < 2) return repository.lock(ids);
          if (mergeLocks.mode === "unlocked") {
            const guests = await Promise.all(ids.map((id) => repository.findById(id)));
            await pause();
            return guests.filter((guest) => guest !== undefined);
          }
          const guests = [];
          for (const id of ids) {
            const [guest] = await repository.lock([id]);
            if (guest) guests.push(guest);
            await pause();
          }
          return guests;
        },
      };
    },
  };
});

useFreshApp();

describe("the guests' row locks in a merge", () => {
  it.skipIf(!onPostgres)(
    `are what keep an edit of the duplicate from being lost (${postgresOnly})`,
    async () => {
      mergeLocks.mode = "unlocked";
      // Unlocked, the edit lands between the merge's read and its removal of the duplicate: answered
      // 200, yet gone, what guests-races.integration.test.ts asserts never happens.
      const race = await raceOfMergeAndEdit();
      expect(race.lost).toBeGreaterThan(0);
    },
  );

  it.skipIf(!onPostgres)(
    `are taken in id order, or merges into each other deadlock (${postgresOnly})`,
    async () => {
      mergeLocks.mode = "in the order asked";
      // Each merge holds its kept guest and waits for the other's: PostgreSQL refuses one (409), not
      // the 404 of a merge that waited its turn.
      const race = await raceOfOppositeMerges();
      expect(race.codes.some((pair) => pair.includes(409))).toBe(true);
    },
  );
});
