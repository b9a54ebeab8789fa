import { describe, expect, it } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { onPostgres } from "../../../testing/races";
import { raceOfRetireAndGroup, raceOfRoomCapacity, raceOfTypeCapacity } from "../../../testing/room-races";

useFreshApp();

const serial = onPostgres ? "" : " (one after another on PGlite)";

// On PostgreSQL these race for real (one connection each); on PGlite they run one after another.
// Each guard is shown to matter in the *-race-guard.integration.test.ts files beside them.
describe("a room's capacity and retirement under parallel requests", () => {
  it(`a booking and its room type's lower maximum: one of each pair wins, no stay is left beyond its room${serial}`, async () => {
    const race = await raceOfTypeCapacity();
    // Booked first: the lower maximum is refused (409 naming the stay); lowered first: the booking (400).
    for (const pair of race.codes) expect([`${[201, 409]}`, `${[400, 200]}`]).toContain(`${pair}`);
    expect(race.beyond).toBe(0);
  });

  it(`a booking and its room's lower capacity: one of each pair wins, no stay is left beyond its room${serial}`, async () => {
    const race = await raceOfRoomCapacity();
    for (const pair of race.codes) expect([`${[201, 409]}`, `${[400, 200]}`]).toContain(`${pair}`);
    expect(race.beyond).toBe(0);
  });

  it(`a group booking and retiring its room: one of each pair wins, no stay is left in a retired room${serial}`, async () => {
    const race = await raceOfRetireAndGroup();
    // Booked first: the retirement is refused (409 naming the stay); retired first: the group (409).
    for (const pair of race.codes) expect([`${[201, 409]}`, `${[409, 200]}`]).toContain(`${pair}`);
    expect(race.inRetired).toBe(0);
  });
});
