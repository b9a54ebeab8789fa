import { describe, expect, it } from "vitest";
import { buildCalendar, type CalendarBooking, type CalendarRoom } from "./calendar";

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

  it("leaves the rooms out when only the figures are wanted", () => {
    const [day] = buildCalendar("2026-06-02", "2026-06-02", "2026-05-01", rooms, [stay({})], false);
    expect(day?.rooms).toEqual([]);
    expect(day?.roomsSold).toBe(1);
  });
});
