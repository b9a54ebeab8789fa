import { describe, expect, it } from "vitest";
import {
  buildCalendar,
  buildCalendarGrid,
  type CalendarBooking,
  type CalendarRoom,
  calendarFigures,
} from "./calendar";

const rooms: CalendarRoom[] = [
  { id: "a", number: "101", status: "available" },
  { id: "b", number: "102", status: "cleaning" },
  { id: "c", number: "103", status: "maintenance" },
];
const stay = (over: Partial<CalendarBooking>): CalendarBooking => ({
  id: "s1",
  roomId: "a",
  guestName: "Asha",
  checkInDate: "2026-06-01",
  checkOutDate: "2026-06-04",
  status: "confirmed",
  totalAmount: "1000.00",
  ...over,
});

describe("the calendar", () => {
  it("spreads a stay's revenue over its nights exactly", () => {
    const days = buildCalendar("2026-06-01", "2026-06-04", "2026-05-01", rooms, [stay({})]);
    // 1000.00 over 3 nights: 333.34, 333.33, 333.33.
    expect(days.map((d) => d.totalRevenue)).toEqual(["333.34", "333.33", "333.33", "0.00"]);
    expect(days[3]?.roomsSold).toBe(0);
  });

  it("counts statuses, leaving rooms under maintenance out of what can be sold", () => {
    const [day] = buildCalendar("2026-06-02", "2026-06-02", "2026-06-02", rooms, [
      stay({ status: "checked_in" }),
    ]);
    expect(day?.counts).toEqual({
      available: 0,
      booked: 0,
      occupied: 1,
      cleaning: 1,
      maintenance: 1,
      not_available: 0,
    });
    expect(day).toMatchObject({ roomsSold: 1, roomsAvailable: 2, occupancyRate: 50, adr: "333.33" });
    expect(day?.rooms[0]).toMatchObject({
      status: "occupied",
      booking: { guestName: "Asha", checkOut: "2026-06-04" },
    });
  });

  it("puts a moved stay's nights in each room it used, its revenue spread over the whole stay", () => {
    const moved = stay({
      status: "checked_in",
      roomId: "b",
      rooms: [
        { roomId: "a", fromDate: "2026-06-01", untilDate: "2026-06-02" },
        { roomId: "b", fromDate: "2026-06-02", untilDate: "2026-06-04" },
      ],
    });
    const days = buildCalendar("2026-06-01", "2026-06-03", "2026-05-01", rooms, [moved]);
    expect(days.map((d) => d.rooms.map((r) => r.status))).toEqual([
      ["occupied", "available", "maintenance"],
      ["available", "occupied", "maintenance"],
      ["available", "occupied", "maintenance"],
    ]);
    expect(days.map((d) => d.totalRevenue)).toEqual(["333.34", "333.33", "333.33"]);
  });

  it("shows today's housekeeping only on today", () => {
    const [tomorrow] = buildCalendar("2026-06-03", "2026-06-03", "2026-06-02", rooms, []);
    expect(tomorrow?.rooms[1]?.status).toBe("available");
    // From today on: 102 is being cleaned today only.
    const days = buildCalendar("2026-06-02", "2026-06-03", "2026-06-02", rooms, []);
    expect(days.map((d) => d.rooms[1]?.status)).toEqual(["cleaning", "available"]);
  });

  it("ignores cancelled stays and clips stays to the range", () => {
    const days = buildCalendar("2026-06-02", "2026-06-02", "2026-05-01", rooms, [
      stay({ status: "cancelled" }),
      stay({
        id: "s2",
        roomId: "b",
        checkInDate: "2026-05-30",
        checkOutDate: "2026-06-03",
        totalAmount: "400.00",
      }),
    ]);
    expect(days[0]).toMatchObject({ roomsSold: 1, totalRevenue: "100.00" });
  });

  it("gives the same figures without the rooms, and without the guests' names", () => {
    const stays = [stay({}), stay({ id: "s2", roomId: "b", status: "checked_in", totalAmount: "700.00" })];
    const figures = calendarFigures("2026-06-01", "2026-06-04", "2026-06-02", rooms, stays);
    const full = buildCalendar("2026-06-01", "2026-06-04", "2026-06-02", rooms, stays);
    expect(figures).toEqual(full.map(({ rooms: _, ...day }) => day));
    // 1000.00 and 700.00 over 3 nights each: 333.34 + 233.34 on the first night.
    expect(figures[0]).toMatchObject({ roomsSold: 2, totalRevenue: "566.68", adr: "283.34" });
    expect(figures[0]).not.toHaveProperty("rooms");
  });
});

describe("the month grid", () => {
  // A run's status is its place in the list the grid answers with it.
  const [CONFIRMED, CHECKED_IN, CHECKED_OUT] = [0, 1, 2];
  const typed = [
    { id: "a", number: "101", status: "available", roomTypeId: "t2", roomTypeName: "suite" },
    { id: "b", number: "102", status: "cleaning", roomTypeId: "t1", roomTypeName: "Deluxe" },
    { id: "c", number: "103", status: "maintenance", roomTypeId: "t1", roomTypeName: "Deluxe" },
  ] as const;

  it("gives each room its stays as runs, not cut to the range, and each type's free rooms a night", () => {
    const grid = buildCalendarGrid("2026-06-01", "2026-06-04", "2026-05-01", typed, [
      // 29 May to 3 June in room a: starts 3 days before the range, 5 nights.
      stay({ id: "s1", checkInDate: "2026-05-29", checkOutDate: "2026-06-03", status: "checked_out" }),
      stay({ id: "s2", roomId: "a", checkInDate: "2026-06-04", checkOutDate: "2026-06-06" }),
      stay({
        id: "s3",
        roomId: "b",
        checkInDate: "2026-06-02",
        checkOutDate: "2026-06-03",
        status: "cancelled",
      }),
      stay({
        id: "s4",
        roomId: "b",
        checkInDate: "2026-06-02",
        checkOutDate: "2026-06-03",
        status: "checked_in",
      }),
    ]);
    expect(grid.stayStatuses).toEqual(["confirmed", "checked_in", "checked_out"]);
    expect(grid.roomTypes.map((t) => [t.name, t.rooms.map((r) => r.number)])).toEqual([
      ["Deluxe", ["102", "103"]],
      ["suite", ["101"]],
    ]);
    const [deluxe, suite] = grid.roomTypes;
    expect(suite?.rooms[0]?.stays).toEqual([
      [-3, 5, "s1", CHECKED_OUT],
      [3, 2, "s2", CONFIRMED],
    ]);
    // The cancelled stay s3 is left out; s4 holds 102 on 2 June only.
    expect(deluxe?.rooms.map((r) => r.stays)).toEqual([[[1, 1, "s4", CHECKED_IN]], []]);
    // Suite: 101 held on 1, 2 and 4 June (s1, s1, s2), free on 3 June.
    expect(suite?.free).toEqual([0, 0, 1, 0]);
    // Deluxe: 103 is under maintenance, never free; 102 free but on 2 June.
    expect(deluxe?.free).toEqual([1, 0, 1, 1]);
    // The day's figures are those of the calendar.
    expect(grid.days.map((d) => d.roomsSold)).toEqual([1, 2, 0, 1]);
    expect(grid.days[1]).toMatchObject({ date: "2026-06-02", roomsAvailable: 2, occupancyRate: 100 });
  });

  it("puts a moved stay's nights in each room it used, a run in each", () => {
    const grid = buildCalendarGrid("2026-06-01", "2026-06-03", "2026-05-01", typed, [
      stay({
        status: "checked_in",
        roomId: "b",
        rooms: [
          { roomId: "a", fromDate: "2026-06-01", untilDate: "2026-06-02" },
          { roomId: "b", fromDate: "2026-06-02", untilDate: "2026-06-04" },
        ],
      }),
    ]);
    const runs = grid.roomTypes.flatMap((t) => t.rooms.map((r) => [r.number, r.stays]));
    expect(runs).toEqual([
      ["102", [[1, 2, "s1", CHECKED_IN]]],
      ["103", []],
      ["101", [[0, 1, "s1", CHECKED_IN]]],
    ]);
  });
});
