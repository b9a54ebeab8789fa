import type { Database } from "@atithi/db";
import { sql } from "kysely";
import { describe, expect, vi } from "vitest";
import { api, roomId, useFreshApp } from "../../../testing/app-fixture";
import { itRacesOnPostgres } from "../../../testing/races";
import { bookWhileMoved } from "../../../testing/room-races";

// A booking's room read as it was first written: the room locked in the statement that joins its
// type (FOR UPDATE OF rooms FOR SHARE OF room_types). The rest of the room is then read unlocked.
vi.mock("./rooms.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./rooms.repository")>();
  return {
    ...original,
    roomsRepository: (db: Database) => {
      const repository = original.roomsRepository(db);
      return {
        ...repository,
        findById: async (id: string, lock = false) => {
          if (lock) {
            const { rows } = await sql`
              SELECT rooms.id FROM rooms JOIN room_types ON room_types.id = rooms.room_type_id
              WHERE rooms.id = ${id} FOR UPDATE OF rooms FOR SHARE OF room_types`.execute(db);
            if (rows.length === 0) return undefined;
          }
          return repository.findById(id);
        },
      };
    },
  };
});

useFreshApp();

describe("the room locked before its type is joined", () => {
  itRacesOnPostgres("is what keeps a room moved to another type meanwhile from vanishing", async () => {
    // Locked in the join, the room's new version is rechecked against its old type's row, the
    // join fails and the room is not found: what room-type-change-lock.integration.test.ts
    // asserts (201) would fail.
    const type = await api("POST", "/api/room-types", {
      name: "Family",
      baseOccupancy: 1,
      maxOccupancy: 4,
    });
    expect(type.statusCode, type.body).toBe(201);
    const res = await bookWhileMoved(await roomId("101"), type.json().id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Room not found");
  });
});
