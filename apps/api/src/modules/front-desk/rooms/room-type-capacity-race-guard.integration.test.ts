import type { Database } from "@atithi/db";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";
import { raceOfTypeCapacity } from "../../../testing/room-races";

// A booking as it would be without its guard on the room type: the room locked, but its capacity
// read without holding the type (FOR SHARE OF room_types). The read pauses before answering, as a
// busy server may, so that the type's change lands between the booking's read and its insert
// rather than by chance.
vi.mock("./rooms.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./rooms.repository")>();
  return {
    ...original,
    roomsRepository: (db: Database) => {
      const repository = original.roomsRepository(db);
      return {
        ...repository,
        findById: async (id: string, lock = false) => {
          const room = await repository.findById(id);
          if (lock) {
            await sql`SELECT id FROM rooms WHERE id = ${id} FOR UPDATE`.execute(db);
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
          return room;
        },
      };
    },
  };
});
useFreshApp();

describe("the room type held shared by a booking", () => {
  it.skipIf(!onPostgres)(
    `is what keeps a lower maximum occupancy from leaving a stay beyond its room (${postgresOnly})`,
    async () => {
      // Unguarded, a booking checked against the old maximum is written after the type was lowered
      // past it: what rooms-races.integration.test.ts asserts (no stay beyond its room) would fail.
      // A round could happen to run one after another; five rounds give five chances to race.
      const rounds = [];
      for (let round = 0; round < 5; round++) {
        const race = await raceOfTypeCapacity(round);
        rounds.push(race);
        if (race.beyond > 0) break;
      }
      expect(rounds.some((r) => r.beyond > 0)).toBe(true);
    },
  );
});
