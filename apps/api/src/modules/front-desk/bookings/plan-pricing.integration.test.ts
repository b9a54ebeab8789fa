import { addDays } from "@atithi/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, roomId, setGst, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();
afterEach(() => {
  vi.useRealTimers();
});

const travelTo = (date: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${date}T06:30:00Z`));
};

const MISSING = "00000000-0000-4000-8000-000000000000";

/** Deluxe: the base price covers two adults, four guests at most; rooms 301 and 302. */
async function deluxe() {
  const type = await api("POST", "/api/room-types", { name: "Deluxe", baseOccupancy: 2, maxOccupancy: 4 });
  expect(type.statusCode, type.body).toBe(201);
  const roomTypeId = (type.json() as { id: string }).id;
  for (const number of ["301", "302"]) {
    const room = await api("POST", "/api/rooms", { number, roomTypeId });
    expect(room.statusCode, room.body).toBe(201);
  }
  return roomTypeId;
}

/**
 * Deluxe's festive rack rate: ₹4,000 for two adults, ₹1,200 each further adult, ₹800 a child;
 * Friday and Saturday nights ₹5,000 / ₹1,500 / ₹1,000; Diwali (30 Oct to 2 Nov 2027) ₹7,000 /
 * ₹2,000 / ₹1,000 every night; two nights at least.
 */
const festive = (roomTypeId: string, base = "4000") => ({
  roomTypeId,
  name: "Festive rack",
  prices: { base, extraAdult: "1200", child: "800" },
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
  minimumStay: 2,
});

async function addPlan(body: Record<string, unknown>) {
  const res = await api("POST", "/api/rate-plans", body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** Three adults and a child in `room` from Thursday 28 Oct 2027 to Monday 1 Nov, 10% off. */
async function diwaliStay(room: string, extra: Record<string, unknown> = {}) {
  return api("POST", "/api/bookings", {
    guest: { name: "Asha Rao", phone: "9820012345" },
    roomId: await roomId(room),
    checkInDate: "2027-10-28",
    checkOutDate: "2027-11-01",
    adults: 3,
    children: 1,
    discountPercentage: "10",
    ...extra,
  });
}

const folio = async (id: string) => (await api("GET", `/api/bookings/${id}/folio`)).json();

/**
 * The Diwali stay on the festive rate, as billed: Thursday at the base rate 4,000 + 1,200 + 800 =
 * 6,000; Friday at the weekend rate 5,000 + 1,500 + 1,000 = 7,500; Saturday and Sunday in Diwali
 * 7,000 + 2,000 + 1,000 = 10,000 each (the season has no weekend prices of its own). Subtotal
 * 33,500, less 10% (3,350) = 30,150, spread over the nights by their prices: 5,400, 6,750, 9,000
 * and 9,000. Each night's GST by its own value: 5% of 5,400 = 270 and of 6,750 = 337.50; 18% of
 * 9,000 = 1,620 twice; 3,847.50 in all (spread evenly, every night would be 7,537.50, at 18%).
 */
const DIWALI_NIGHTS = [
  {
    date: "2027-10-28",
    amount: "6000.00",
    rate: "base",
    season: null,
    taxable: "5400.00",
    gstRate: 5,
    tax: "270.00",
  },
  {
    date: "2027-10-29",
    amount: "7500.00",
    rate: "weekend",
    season: null,
    taxable: "6750.00",
    gstRate: 5,
    tax: "337.50",
  },
  {
    date: "2027-10-30",
    amount: "10000.00",
    rate: "season",
    season: "Diwali",
    taxable: "9000.00",
    gstRate: 18,
    tax: "1620.00",
  },
  {
    date: "2027-10-31",
    amount: "10000.00",
    rate: "season",
    season: "Diwali",
    taxable: "9000.00",
    gstRate: 18,
    tax: "1620.00",
  },
];

describe("a stay priced by its rate plan", () => {
  it("prices each night by the plan (base, weekend, season) and taxes each by its own value", async () => {
    await setGst();
    const ratePlanId = await addPlan(festive(await deluxe()));
    const res = await diwaliStay("301", { ratePlanId });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      ratePlanId,
      totalAmount: "30150.00",
      taxAmount: "3847.50",
      amountDue: "33997.50",
    });
    const bill = await folio(booking.id);
    expect(bill.nights).toEqual(DIWALI_NIGHTS);
    expect(bill).toMatchObject({
      roomAmount: "30150.00",
      cgst: "1923.75",
      sgst: "1923.75",
      taxAmount: "3847.50",
      totalAmount: "33997.50",
    });
    expect(bill.lines).toEqual([
      expect.objectContaining({
        kind: "room",
        quantity: 4,
        taxable: "30150.00",
        rates: [5, 18],
        tax: "3847.50",
      }),
    ]);
  });

  it("takes the type's default plan when none is named: part 1's ₹3,200 for one adult, even in a double", async () => {
    await setGst();
    await deluxe();
    // Deluxe's base occupancy is 2, but its default plan's base price covers one adult, as part 1
    // priced it: ₹3,200 a night, two nights = 6,400; 5% = 320; 6,720 due (not 2 × 6,400).
    const res = await api("POST", "/api/bookings", {
      guest: { name: "Ravi Iyer", phone: "9820011111" },
      roomId: await roomId("301"),
      checkInDate: "2027-10-28",
      checkOutDate: "2027-10-30",
      adults: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ totalAmount: "6400.00", taxAmount: "320.00", amountDue: "6720.00" });
    expect((await folio(res.json().id)).nights.map((n: { amount: string }) => n.amount)).toEqual([
      "3200.00",
      "3200.00",
    ]);
  });

  it("refuses a stay below the plan's minimum (400), another type's plan (400), an unknown plan (404)", async () => {
    const ratePlanId = await addPlan(festive(await deluxe()));
    const short = await diwaliStay("301", { ratePlanId, checkOutDate: "2027-10-29" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("This rate needs at least 2 nights; the stay has 1");
    const standard = (await (await api("GET", "/api/rate-plans")).json()).find(
      (p: { roomTypeName: string }) => p.roomTypeName === "Standard",
    );
    const other = await diwaliStay("301", { ratePlanId: standard.id });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe("Rate plan Standard rate is for Standard rooms; room 301 is Deluxe");
    const unknown = await diwaliStay("301", { ratePlanId: MISSING });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Rate plan not found");
    expect((await api("GET", "/api/bookings")).json()).toEqual([]);
  });

  it("keeps a stay as billed when its plan changes later, and prices it again when its guests change", async () => {
    const roomTypeId = await deluxe();
    const ratePlanId = await addPlan(festive(roomTypeId));
    const booking = (await diwaliStay("301", { ratePlanId })).json();
    const changed = await api("PUT", `/api/rate-plans/${ratePlanId}`, festive(roomTypeId, "4500"));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await folio(booking.id)).nights.map((n: { amount: string }) => n.amount)).toEqual([
      "6000.00",
      "7500.00",
      "10000.00",
      "10000.00",
    ]);
    // Only its notes change: the nights keep their prices.
    const input = {
      guestId: booking.guestId,
      roomId: booking.roomId,
      checkInDate: "2027-10-28",
      checkOutDate: "2027-11-01",
      adults: 3,
      children: 1,
      discountPercentage: "10",
    };
    const noted = await api("PUT", `/api/bookings/${booking.id}`, { ...input, notes: "Late arrival" });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().totalAmount).toBe("30150.00");
    // Without the child, at the plan as it now stands: 4,500 + 1,200 = 5,700 on Thursday, 5,000 +
    // 1,500 = 6,500 on Friday, 7,000 + 2,000 = 9,000 in Diwali twice: 30,200, less 10% = 27,180.
    const fewer = await api("PUT", `/api/bookings/${booking.id}`, { ...input, children: 0 });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().totalAmount).toBe("27180.00");
    expect((await folio(booking.id)).nights.map((n: { amount: string }) => n.amount)).toEqual([
      "5700.00",
      "6500.00",
      "9000.00",
      "9000.00",
    ]);
  });

  it("moves within the type at the price billed; to another type, at that type's default plan", async () => {
    const ratePlanId = await addPlan(festive(await deluxe()));
    const booking = (await diwaliStay("301", { ratePlanId })).json();
    const within = await api("POST", `/api/bookings/${booking.id}/move`, { roomId: await roomId("302") });
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json().totalAmount).toBe("30150.00");
    // Standard's default: (3 × 3,200 + 1,600) × 4 nights = 44,800, less 10% = 40,320.
    const across = await api("POST", `/api/bookings/${booking.id}/move`, { roomId: await roomId("101") });
    expect(across.statusCode, across.body).toBe(200);
    expect(across.json()).toMatchObject({ totalAmount: "40320.00", amountDue: "40320.00" });
    const nights = (await folio(booking.id)).nights;
    expect(nights.map((n: { amount: string; rate: string }) => [n.amount, n.rate])).toEqual(
      Array(4).fill(["11200.00", "base"]),
    );
  });

  it("ends an early departure on the nights used, at the prices they were billed", async () => {
    await setGst();
    const roomTypeId = await deluxe();
    // ₹4,000 a night for two, and ₹7,000 on tomorrow's festival night.
    const festival = (price: string) => ({
      roomTypeId,
      name: "Festival",
      prices: { base: "4000", extraAdult: "1200", child: "800" },
      seasons: [
        {
          name: "Festival",
          from: addDays(today(), 1),
          to: addDays(today(), 1),
          prices: { base: price, extraAdult: "2000", child: "1000" },
        },
      ],
    });
    const ratePlanId = await addPlan(festival("7000"));
    const res = await api("POST", "/api/bookings", {
      guest: { name: "Asha Rao", phone: "9820012345" },
      roomId: await roomId("301"),
      ratePlanId,
      checkInDate: today(),
      checkOutDate: addDays(today(), 3),
      adults: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking.totalAmount).toBe("15000.00");
    expect(
      (await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" })).statusCode,
    ).toBe(200);
    // The festival's price goes up meanwhile: the stay keeps the night it was billed.
    const raised = await api("PUT", `/api/rate-plans/${ratePlanId}`, festival("9000"));
    expect(raised.statusCode, raised.body).toBe(200);
    travelTo(addDays(today(), 2));
    // Two nights used: 4,000 + 7,000 = 11,000; GST 5% of each (not above ₹7,500): 200 + 350.
    const paid = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "11550",
      paymentMethod: "cash",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const out = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      checkOutDate: addDays(booking.checkInDate, 2),
      totalAmount: "11000.00",
      amountDue: "11550.00",
      paymentStatus: "paid",
    });
    expect(
      (await folio(booking.id)).nights.map((n: { amount: string; rate: string }) => [n.amount, n.rate]),
    ).toEqual([
      ["4000.00", "base"],
      ["7000.00", "season"],
    ]);
  });

  it("prices each room of a group by its own plan, the group's discount on each", async () => {
    await setGst();
    const ratePlanId = await addPlan(festive(await deluxe()));
    const res = await api("POST", "/api/group-bookings", {
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
    });
    expect(res.statusCode, res.body).toBe(201);
    // 301 as above: 30,150 + 3,847.50. 101 on Standard's default: 6,400 × 4 = 25,600, less 10% =
    // 23,040; 5,760 a night at 5% = 288 × 4 = 1,152. The group owes 33,997.50 + 24,192 = 58,189.50.
    expect(res.json()).toMatchObject({ totalAmount: "58189.50" });
    const group = (await api("GET", `/api/group-bookings/${res.json().id}`)).json();
    const byRoom = Object.fromEntries(
      group.members.map((m: { roomNumber: string; totalAmount: string; amountDue: string }) => [
        m.roomNumber,
        [m.totalAmount, m.amountDue],
      ]),
    );
    expect(byRoom).toEqual({ "101": ["23040.00", "24192.00"], "301": ["30150.00", "33997.50"] });
  });
});
