import type { Database } from "@atithi/db";
import { sql } from "kysely";
import { describe, expect, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { itRacesOnPostgres, wentWrongInSomeRound } from "../../../testing/races";
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
  itRacesOnPostgres(
    "is what keeps a lower maximum occupancy from leaving a stay beyond its room",
    async () => {
      // Unguarded, a booking checked against the old maximum is written after the type was lowered
      // past it: what rooms-races.integration.test.ts asserts (no stay beyond its room) would fail.
      expect(await wentWrongInSomeRound(raceOfTypeCapacity, (race) => race.beyond > 0)).toBe(true);
    },
  );
});
