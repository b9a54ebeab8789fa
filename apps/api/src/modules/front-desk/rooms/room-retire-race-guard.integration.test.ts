import type { Database } from "@atithi/db";
import { describe, expect, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { itRacesOnPostgres, wentWrongInSomeRound } from "../../../testing/races";
import { raceOfRetireAndGroup } from "../../../testing/room-races";

// A group booking as it would be without its guard: its rooms read without their row locks. The
// read pauses before answering, as a busy server may, so that the room's retirement lands between
// the group's read and its insert rather than by chance.
vi.mock("./rooms.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./rooms.repository")>();
  return {
    ...original,
    roomsRepository: (db: Database) => {
      const repository = original.roomsRepository(db);
      return {
        ...repository,
        findByIds: async (ids: readonly string[], lock = false) => {
          const rooms = await repository.findByIds(ids);
          if (lock) await new Promise((resolve) => setTimeout(resolve, 200));
          return rooms;
        },
      };
    },
  };
});

useFreshApp();

describe("the rooms' row locks in group bookings", () => {
  itRacesOnPostgres("are what keep a group's stay out of a room retired at the same moment", async () => {
    // Unguarded, the group writes its stay into a room retired since it read it: what
    // rooms-races.integration.test.ts asserts (no stay in a retired room) would fail.
    expect(await wentWrongInSomeRound(raceOfRetireAndGroup, (race) => race.inRetired > 0)).toBe(true);
  });
});
