import { describe, expect, it } from "vitest";
import { api, roomId, setGst, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

const MISSING = "00000000-0000-4000-8000-000000000000";

/**
 * Deluxe (two adults in the base price) with room 301, and its plan at ₹4,000 / ₹1,200 / ₹800,
 * Fridays and Saturdays ₹5,000 / ₹1,500 / ₹1,000, Diwali (30 Oct to 2 Nov 2027) ₹7,000 / ₹2,000 /
 * ₹1,000.
 */
async function festivePlan() {
  const type = await api("POST", "/api/room-types", { name: "Deluxe", baseOccupancy: 2, maxOccupancy: 4 });
  const roomTypeId = type.json().id as string;
  expect((await api("POST", "/api/rooms", { number: "301", roomTypeId })).statusCode).toBe(201);
  const plan = await api("POST", "/api/rate-plans", {
    roomTypeId,
    name: "Festive rack",
    prices: { base: "4000", extraAdult: "1200", child: "800" },
    weekendDays: [5, 6],
    weekendPrices: { base: "5000", extraAdult: "1500", child: "1000" },
    seasons: [
      {
        name: "Diwali",
        from: "2027-10-30",
        to: "2027-11-02",
        prices: { base: "7000", extraAdult: "2000", child: "1000" },
      },
    ],
  });
  expect(plan.statusCode, plan.body).toBe(201);
  return plan.json().id as string;
}

async function group(ratePlanId: string) {
  return {
    groupBookingData: {
      groupName: "Rao family",
      contactPersonName: "Asha Rao",
      contactPersonPhone: "9820012345",
      checkInDate: "2027-10-28",
      checkOutDate: "2027-11-01",
      groupDiscountPercentage: "10",
    },
    roomSelections: [
      { roomId: await roomId("301"), ratePlanId, guestName: "Asha Rao", adults: 3, children: 1 },
      { roomId: await roomId("101"), guestName: "Ravi Rao", adults: 2 },
    ],
  };
}

describe("a group's price before saving", () => {
  it("quotes each room by its plan and the group's totals, as the create then bills them", async () => {
    await setGst();
    const ratePlanId = await festivePlan();
    const body = await group(ratePlanId);
    const res = await api("POST", "/api/group-bookings/quote", body);
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    // 301: 6,000 (Thursday) + 7,500 (Friday) + 10,000 × 2 (Diwali) = 33,500, less 10% = 30,150;
    // nights worth 5,400 and 6,750 (5%) and 9,000 twice (18%): GST 3,847.50.
    expect(quote.rooms[0]).toMatchObject({
      roomId: body.roomSelections[0]?.roomId,
      ratePlan: { id: ratePlanId, name: "Festive rack" },
      subtotal: "33500.00",
      discountAmount: "3350.00",
      roomAmount: "30150.00",
      cgst: "1923.75",
      sgst: "1923.75",
      totalAmount: "33997.50",
    });
    expect(quote.rooms[0].nights.map((n: { rate: string; gstRate: number }) => [n.rate, n.gstRate])).toEqual([
      ["base", 5],
      ["weekend", 5],
      ["season", 18],
      ["season", 18],
    ]);
    // 101 on Standard's default: 6,400 × 4 = 25,600, less 10% = 23,040; 5,760 a night at 5%: 1,152.
    expect(quote.rooms[1]).toMatchObject({
      ratePlan: { name: "Standard rate" },
      subtotal: "25600.00",
      discountAmount: "2560.00",
      roomAmount: "23040.00",
      taxAmount: "1152.00",
      totalAmount: "24192.00",
    });
    expect(quote).toMatchObject({
      subtotal: "59100.00",
      discountAmount: "5910.00",
      roomAmount: "53190.00",
      cgst: "2499.75",
      sgst: "2499.75",
      taxAmount: "4999.50",
      totalAmount: "58189.50",
      pendingApproval: false,
    });
    expect((await api("GET", "/api/group-bookings")).json()).toEqual([]);

    const created = await api("POST", "/api/group-bookings", body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().totalAmount).toBe(quote.totalAmount);
    const members = (await api("GET", `/api/group-bookings/${created.json().id}`)).json().members as {
      id: string;
      roomId: string;
      totalAmount: string;
      taxAmount: string;
    }[];
    for (const room of quote.rooms) {
      const member = members.find((m) => m.roomId === room.roomId);
      expect(member).toMatchObject({ totalAmount: room.roomAmount, taxAmount: room.taxAmount });
      const folio = (await api("GET", `/api/bookings/${member?.id}/folio`)).json();
      expect(folio.nights).toEqual(room.nights);
    }
  });

  it("answers 404 and 400 as the create does, and prices rooms that are taken", async () => {
    const ratePlanId = await festivePlan();
    const body = await group(ratePlanId);
    const quote = (change: (b: typeof body) => void) => {
      const changed = structuredClone(body);
      change(changed);
      return api("POST", "/api/group-bookings/quote", changed);
    };
    const unknownRoom = await quote((b) => {
      if (b.roomSelections[1]) b.roomSelections[1].roomId = MISSING;
    });
    expect([unknownRoom.statusCode, unknownRoom.json().message]).toEqual([404, "Room not found"]);
    const otherType = await quote((b) => {
      if (b.roomSelections[1]) Object.assign(b.roomSelections[1], { ratePlanId });
    });
    expect([otherType.statusCode, otherType.json().message]).toEqual([
      400,
      "Rate plan Festive rack is for Deluxe rooms; room 101 is Standard",
    ]);
    const crowded = await quote((b) => {
      if (b.roomSelections[0]) b.roomSelections[0].children = 2;
    });
    expect([crowded.statusCode, crowded.json().message]).toEqual([
      400,
      "Room 301 takes at most 4 guests; this booking has 5",
    ]);
    expect((await api("POST", "/api/group-bookings", body)).statusCode).toBe(201);
    const taken = await api("POST", "/api/group-bookings/quote", body);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().roomAmount).toBe("53190.00");
  });
});
