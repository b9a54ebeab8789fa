import { addDays, type CalendarGrid, daysBetween } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, roomId, stay, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

/** A room type "Suite" with rooms 104 (retired), 105 (under maintenance) and 106. */
async function suites() {
  const suite = await api("POST", "/api/room-types", { name: "Suite", baseOccupancy: 2, maxOccupancy: 3 });
  expect(suite.statusCode, suite.body).toBe(201);
  const ids: Record<string, string> = {};
  for (const number of ["104", "105", "106"]) {
    const room = await api("POST", "/api/rooms", { number, roomTypeId: suite.json().id });
    expect(room.statusCode, room.body).toBe(201);
    ids[number] = room.json().id;
  }
  expect((await api("POST", `/api/rooms/${ids["104"]}/retire`)).statusCode).toBe(200);
  await api("PATCH", `/api/rooms/${ids["105"]}/status`, { status: "maintenance" });
  return suite.json().id as string;
}

const grid = async (startDate: string, endDate: string) => {
  const res = await api("GET", `/api/calendar/grid?startDate=${startDate}&endDate=${endDate}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CalendarGrid;
};

// A run's status is its place in the grid's list of statuses.
const [CONFIRMED, CHECKED_OUT] = [0, 2];

const rooms = (g: CalendarGrid) =>
  Object.fromEntries(g.roomTypes.flatMap((type) => type.rooms.map((room) => [room.number, room.stays])));

describe("the month grid", () => {
  it("gives every room's stays as runs over a month, by room type", async () => {
    const suiteId = await suites();
    // The month after next (its first night F is at least 28 days away), to its last day L: D days.
    const [year, month] = today().split("-").map(Number) as [number, number];
    const first = new Date(Date.UTC(year, month + 1, 1)).toISOString().slice(0, 10);
    const last = addDays(new Date(Date.UTC(year, month + 2, 1)).toISOString().slice(0, 10), -1);
    const D = daysBetween(first, last) + 1;

    // 101: four nights from F-2 (two before the month), and three from L-1 (two past it).
    const a = await stay("101", addDays(first, -2), 4);
    const b = await stay("101", addDays(last, -1), 3);
    // 102: one night on F+1 for one adult; a cancelled stay on F+5 leaves no trace.
    const e = await stay("102", addDays(first, 1), 1, { adults: 1 });
    const cancelled = await stay("102", addDays(first, 5), 2);
    await api("PATCH", `/api/bookings/${cancelled.id}/status`, { status: "cancelled" });
    // 106: two nights from F+10.
    const s = await stay("106", addDays(first, 10), 2);

    const g = await grid(first, last);
    expect(g.stayStatuses).toEqual(["confirmed", "checked_in", "checked_out"]);
    expect(g.roomTypes.map((type) => [type.name, type.rooms.map((room) => room.number)])).toEqual([
      ["Standard", ["101", "102", "103"]],
      // 104 is retired: not in the grid.
      ["Suite", ["105", "106"]],
    ]);
    expect(g.roomTypes[1]).toMatchObject({ id: suiteId, rooms: [{ status: "maintenance" }, {}] });
    expect(rooms(g)).toEqual({
      "101": [
        [-2, 4, a.id, CONFIRMED],
        [D - 2, 3, b.id, CONFIRMED],
      ],
      "102": [[1, 1, e.id, CONFIRMED]],
      "103": [],
      "105": [],
      "106": [[10, 2, s.id, CONFIRMED]],
    });
    // Standard: 3 rooms, less 101 on days 0, 1, D-2, D-1 and 102 on day 1.
    const standardFree = Array.from(
      { length: D },
      (_, d) => 3 - (d <= 1 || d >= D - 2 ? 1 : 0) - (d === 1 ? 1 : 0),
    );
    expect(g.roomTypes[0]?.free).toEqual(standardFree);
    expect(g.roomTypes[0]?.free.slice(0, 3)).toEqual([2, 1, 3]);
    // Suite: 105 under maintenance is never free; 106 is, but on days 10 and 11.
    expect(g.roomTypes[1]?.free).toEqual(Array.from({ length: D }, (_, d) => (d === 10 || d === 11 ? 0 : 1)));

    // The day's figures as the calendar gives them: 5 rooms in use, 105 not for sale.
    // Day 0: 101 at 6400 (2 adults × 3200): 1 of 4 sold. Day 1: 6400 + 3200 = 9600 over 2 rooms.
    expect(g.days).toHaveLength(D);
    expect(g.days[0]).toMatchObject({
      date: first,
      roomsSold: 1,
      roomsAvailable: 4,
      totalRevenue: "6400.00",
    });
    expect(g.days[0]).toMatchObject({ occupancyRate: 25, adr: "6400.00" });
    expect(g.days[1]).toMatchObject({
      roomsSold: 2,
      totalRevenue: "9600.00",
      adr: "4800.00",
      occupancyRate: 50,
    });
    expect(g.days[2]).toMatchObject({ roomsSold: 0, totalRevenue: "0.00" });
    const summary = (
      await api("GET", `/api/calendar/availability?startDate=${first}&endDate=${last}&include=summary`)
    ).json();
    expect(g.days).toEqual(summary.map(({ rooms: _, ...day }: { rooms: unknown }) => day));

    // A change shows at once: the view is not reused past a write.
    await api("PATCH", `/api/bookings/${a.id}/status`, { status: "cancelled" });
    const after = await grid(first, last);
    expect(rooms(after)["101"]).toEqual([[D - 2, 3, b.id, CONFIRMED]]);
    expect(after.roomTypes[0]?.free.slice(0, 3)).toEqual([3, 2, 3]);
  });

  it("keeps a checked-out stay's night, and shows an early check-out's end", async () => {
    await suites();
    const room = await roomId("102");
    // Three nights booked from today for one adult, paid in full; the guest leaves after the first.
    const b = await stay("102", today(), 3, { adults: 1, paidAmount: "9600" });
    expect((await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_in" })).statusCode).toBe(
      200,
    );
    const out = await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_out" });
    expect(out.json()).toMatchObject({ checkOutDate: addDays(today(), 1), totalAmount: "3200.00" });

    const g = await grid(today(), addDays(today(), 1));
    expect(rooms(g)["102"]).toEqual([[0, 1, b.id, CHECKED_OUT]]);
    expect(g.roomTypes[0]?.rooms.find((r) => r.id === room)?.status).toBe("cleaning");
    // Tonight the checked-out stay's night is sold (3200 for one adult), tomorrow nothing.
    expect(g.days.map((d) => [d.roomsSold, d.totalRevenue])).toEqual([
      [1, "3200.00"],
      [0, "0.00"],
    ]);
    expect(g.roomTypes.map((type) => type.free)).toEqual([
      [2, 3],
      [1, 1],
    ]);
  });

  it("refuses a range it does not answer", async () => {
    const backwards = await api("GET", "/api/calendar/grid?startDate=2027-06-10&endDate=2027-06-09");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("End date must not be before start date");
    const long = await api("GET", "/api/calendar/grid?startDate=2027-01-01&endDate=2027-04-04");
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The range can be at most 92 days");
  });
});
