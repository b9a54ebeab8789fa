import { describe, expect, it } from "vitest";
import { api, roomId, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";
import { bookWhileMoved } from "../../../testing/room-races";

useFreshApp();

async function addType(name: string, maxOccupancy: number) {
  const res = await api("POST", "/api/room-types", { name, baseOccupancy: 1, maxOccupancy });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

// The room is locked before its type is joined: how is shown to matter in
// room-type-change-lock-guard.integration.test.ts beside it.
describe("a room moved to another type while a booking waits for it", () => {
  it.skipIf(!onPostgres)(
    `is booked by its new type's capacity, never answered "Room not found" (${postgresOnly})`,
    async () => {
      const fits = await bookWhileMoved(await roomId("101"), await addType("Family", 4));
      expect(fits.statusCode, fits.body).toBe(201);
      expect(fits.json()).toMatchObject({ adults: 2, children: 1 });

      // Three guests in a room of Single's two: refused by the type it has now.
      const beyond = await bookWhileMoved(await roomId("102"), await addType("Single", 2));
      expect(beyond.statusCode, beyond.body).toBe(400);
      expect(beyond.json().message).toBe("Room 102 takes at most 2 guests; this booking has 3");
    },
  );
});
