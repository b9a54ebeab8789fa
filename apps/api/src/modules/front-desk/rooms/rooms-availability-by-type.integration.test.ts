import { addDays, type RoomTypeAvailability } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, stay, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

const byType = async (checkIn: string, checkOut: string) => {
  const res = await api("GET", `/api/rooms/available/by-type?checkIn=${checkIn}&checkOut=${checkOut}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RoomTypeAvailability[];
};

describe("availability by room type", () => {
  it("counts each type's free rooms each night, leaving out retired rooms and those under maintenance", async () => {
    // Standard: 101, 102, 103 (ROOM_NUMBERS). Suite: 104 (retired), 105 (under maintenance), 106.
    const suite = (
      await api("POST", "/api/room-types", { name: "Suite", baseOccupancy: 2, maxOccupancy: 3 })
    ).json();
    const ids: Record<string, string> = {};
    for (const number of ["104", "105", "106"]) {
      ids[number] = (await api("POST", "/api/rooms", { number, roomTypeId: suite.id })).json().id;
    }
    expect((await api("POST", `/api/rooms/${ids["104"]}/retire`)).statusCode).toBe(200);
    await api("PATCH", `/api/rooms/${ids["105"]}/status`, { status: "maintenance" });

    const t1 = addDays(today(), 1);
    await stay("101", t1, 2); // nights t1, t2
    await stay("106", addDays(today(), 2), 1); // night t2
    const cancelled = await stay("103", t1, 3);
    await api("PATCH", `/api/bookings/${cancelled.id}/status`, { status: "cancelled" });

    // A stay of three nights, t1 to t3.
    const types = await byType(t1, addDays(today(), 4));
    expect(types).toEqual([
      {
        roomTypeId: expect.any(String),
        roomTypeName: "Standard",
        total: 3,
        // 102 and 103 all three nights (the cancelled stay holds nothing); 101 only on t3.
        available: 2,
        nights: [
          { date: t1, free: 2 },
          { date: addDays(today(), 2), free: 2 },
          { date: addDays(today(), 3), free: 3 },
        ],
      },
      {
        roomTypeId: suite.id,
        roomTypeName: "Suite",
        // 105 and 106: 104 is retired; 105, under maintenance, is never free.
        total: 2,
        available: 0,
        nights: [
          { date: t1, free: 1 },
          { date: addDays(today(), 2), free: 0 },
          { date: addDays(today(), 3), free: 1 },
        ],
      },
    ]);

    // Free for the whole stay: the rooms the list of available rooms gives, type by type.
    const listed = (
      await api("GET", `/api/rooms/available?checkIn=${t1}&checkOut=${addDays(today(), 4)}`)
    ).json() as { number: string; roomTypeName: string }[];
    expect(listed.map((r) => [r.number, r.roomTypeName])).toEqual([
      ["102", "Standard"],
      ["103", "Standard"],
    ]);
  });

  it("frees a checked-out stay's room, as the list of available rooms does", async () => {
    const b = await stay("102", today(), 3, { adults: 1, paidAmount: "9600" });
    await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_in" });
    const tonight = await byType(today(), addDays(today(), 1));
    expect(tonight).toMatchObject([
      { roomTypeName: "Standard", total: 3, available: 2, nights: [{ free: 2 }] },
    ]);
    // Leaving after one night (the stay now ends tomorrow); the room is to be sold again tonight.
    await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_out" });
    expect(await byType(today(), addDays(today(), 1))).toMatchObject([
      { available: 3, nights: [{ free: 3 }] },
    ]);
    const listed = (
      await api("GET", `/api/rooms/available?checkIn=${today()}&checkOut=${addDays(today(), 1)}`)
    ).json() as { number: string }[];
    expect(listed.map((r) => r.number)).toEqual(["101", "102", "103"]);
  });

  it("refuses a stay that ends before it begins", async () => {
    const res = await api("GET", `/api/rooms/available/by-type?checkIn=${today()}&checkOut=${today()}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Check-out date must be after check-in date");
  });
});
