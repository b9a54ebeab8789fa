import { describe, expect, it } from "vitest";
import { availabilityByType } from "./room-availability";

const rooms = [
  { id: "a", roomTypeId: "t1", roomTypeName: "Standard", status: "available" },
  { id: "b", roomTypeId: "t1", roomTypeName: "Standard", status: "occupied" },
  { id: "c", roomTypeId: "t1", roomTypeName: "Standard", status: "maintenance" },
  { id: "d", roomTypeId: "t0", roomTypeName: "deluxe", status: "cleaning" },
] as const;

describe("availability by room type", () => {
  it("counts each night's free rooms of a type and those free for the whole stay", () => {
    const types = availabilityByType("2026-06-01", "2026-06-04", rooms, [
      // a is held on 2 June; b until 1 June's night; d from 3 June on, past the stay.
      { roomId: "a", fromDate: "2026-06-02", untilDate: "2026-06-03" },
      { roomId: "b", fromDate: "2026-05-30", untilDate: "2026-06-02" },
      { roomId: "d", fromDate: "2026-06-03", untilDate: "2026-06-10" },
      // A room not in use (retired) is not counted.
      { roomId: "x", fromDate: "2026-06-01", untilDate: "2026-06-04" },
    ]);
    expect(types).toEqual([
      {
        roomTypeId: "t0",
        roomTypeName: "deluxe",
        total: 1,
        // d (cleaning now, still for sale) free on 1 and 2 June only.
        available: 0,
        nights: [
          { date: "2026-06-01", free: 1 },
          { date: "2026-06-02", free: 1 },
          { date: "2026-06-03", free: 0 },
        ],
      },
      {
        roomTypeId: "t1",
        roomTypeName: "Standard",
        // a, b and c; c under maintenance is never free.
        total: 3,
        // 1 June: a; 2 June: b; 3 June: a and b. Neither is free all three nights.
        available: 0,
        nights: [
          { date: "2026-06-01", free: 1 },
          { date: "2026-06-02", free: 1 },
          { date: "2026-06-03", free: 2 },
        ],
      },
    ]);
  });

  it("counts a room free for the whole stay when nothing holds it", () => {
    const [type] = availabilityByType("2026-06-02", "2026-06-04", rooms.slice(0, 2), [
      { roomId: "a", fromDate: "2026-05-30", untilDate: "2026-06-02" },
    ]);
    // a's stay ends on the morning of 2 June: both rooms free both nights.
    expect(type).toMatchObject({ total: 2, available: 2, nights: [{ free: 2 }, { free: 2 }] });
  });
});
