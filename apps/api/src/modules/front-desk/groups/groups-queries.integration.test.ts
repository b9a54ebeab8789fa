import { firstRoomTypeId } from "@atithi/db";
import { addDays } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, t, today, useFreshApp } from "../../../testing/app-fixture";
import { StatementCounter } from "../../../testing/statement-counter";

const counter = new StatementCounter();
useFreshApp({ plugins: [counter] });

const ROOMS = 20;

async function twentyRooms() {
  // The test app seeds three rooms; the rest are added here.
  const roomTypeId = await firstRoomTypeId(t.database.db);
  await t.database.db
    .insertInto("rooms")
    .values(Array.from({ length: ROOMS - 3 }, (_, i) => ({ number: String(201 + i), roomTypeId })))
    .execute();
  const rooms = (await api("GET", "/api/rooms")).json() as { id: string }[];
  expect(rooms).toHaveLength(ROOMS);
  return rooms.map((r) => r.id);
}

function body(roomIds: string[], checkOutDate: string, guest: (i: number) => string, extra = {}) {
  return {
    groupBookingData: {
      groupName: "Rao conference",
      contactPersonName: "S. Rao",
      contactPersonPhone: "9876500100",
      checkInDate: today(),
      checkOutDate,
      eventType: "conference" as const,
      groupDiscountPercentage: "10",
      ...extra,
    },
    roomSelections: roomIds.map((roomId, i) => ({ roomId, guestName: guest(i), adults: 2, children: 0 })),
  };
}

describe("a group's statements do not grow with its rooms", () => {
  it("creates, edits and invoices a 20-room group in a bounded number of statements", async () => {
    const roomIds = await twentyRooms();
    let id = "";
    const created = await counter.statementsOf(async () => {
      const res = await api(
        "POST",
        "/api/group-bookings",
        body(roomIds, addDays(today(), 2), (i) => `Guest ${i}`),
      );
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().id;
    });
    // Every member renamed (a new guest each) and a night longer: each stay re-priced.
    const edited = await counter.statementsOf(async () => {
      const res = await api(
        "PUT",
        `/api/group-bookings/${id}`,
        body(roomIds, addDays(today(), 3), (i) => `Delegate ${i}`),
      );
      expect(res.statusCode, res.body).toBe(200);
    });
    const invoiced = await counter.statementsOf(async () => {
      const res = await api("POST", `/api/group-bookings/${id}/generate-invoice`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().members).toHaveLength(ROOMS);
    });
    // Statements per room made these 84, 212 and 72 (with the sign-in check of each request).
    expect(created).toBeLessThanOrEqual(20);
    expect(edited).toBeLessThanOrEqual(40);
    expect(invoiced).toBeLessThanOrEqual(15);
  });

  it("checks a 20-room group in and out in a bounded number of statements", async () => {
    const roomIds = await twentyRooms();
    // Complimentary, so nothing is pending at check-out.
    const res = await api(
      "POST",
      "/api/group-bookings",
      body(roomIds, addDays(today(), 1), (i) => `Guest ${i}`, { isComplimentary: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const checkedIn = await counter.statementsOf(async () => {
      const res = await api("POST", `/api/group-bookings/${id}/check-in`);
      expect(res.statusCode, res.body).toBe(200);
    });
    const checkedOut = await counter.statementsOf(async () => {
      const res = await api("POST", `/api/group-bookings/${id}/check-out`);
      expect(res.statusCode, res.body).toBe(200);
    });
    const rooms = (await api("GET", "/api/rooms")).json() as { status: string }[];
    expect(rooms.map((r) => r.status)).toEqual(Array(ROOMS).fill("cleaning"));
    expect(checkedIn).toBeLessThanOrEqual(15);
    expect(checkedOut).toBeLessThanOrEqual(20);
  });
});
