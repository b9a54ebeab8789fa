import type { Database } from "@atithi/db";
import { describe, expect, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { itRacesOnPostgres, wentWrongInSomeRound } from "../../../testing/races";
import { raceOfRoomCapacity } from "../../../testing/room-races";

// A booking and a change of a room as they would be without their guard: the room read without its
// row lock. The read pauses before answering, as a busy server may, so that the change's check of
// the stays to come runs before the booking is written.
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
          if (lock) await new Promise((resolve) => setTimeout(resolve, 200));
          return room;
        },
      };
    },
  };
});

useFreshApp();

describe("the room's row lock in bookings and room changes", () => {
  itRacesOnPostgres("is what keeps a lower capacity from leaving a stay beyond its room", async () => {
    // Unguarded, the capacity is lowered past a booking checked against the old one: what
    // rooms-races.integration.test.ts asserts (no stay beyond its room) would fail.
    expect(await wentWrongInSomeRound(raceOfRoomCapacity, (race) => race.beyond > 0)).toBe(true);
  });
});
