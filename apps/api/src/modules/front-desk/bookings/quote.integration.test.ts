import { addDays, fromPaise, toPaise } from "@atithi/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { api, cookie, desk, roomId, setGst, t, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

const MISSING = "00000000-0000-4000-8000-000000000000";

/** Deluxe: the base price covers two adults, six guests at most; room 301. */
async function deluxe() {
  const type = await api("POST", "/api/room-types", { name: "Deluxe", baseOccupancy: 2, maxOccupancy: 6 });
  expect(type.statusCode, type.body).toBe(201);
  const roomTypeId = (type.json() as { id: string }).id;
  const room = await api("POST", "/api/rooms", { number: "301", roomTypeId });
  expect(room.statusCode, room.body).toBe(201);
  return roomTypeId;
}

async function addPlan(body: Record<string, unknown>) {
  const res = await api("POST", "/api/rate-plans", body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/**
 * ₹4,000 for two adults, ₹1,200 each further adult, ₹800 a child; Friday and Saturday ₹5,000 /
 * ₹1,500 / ₹1,000; Diwali (30 Oct to 2 Nov 2027) ₹7,000 / ₹2,000 / ₹1,000 every night.
 */
const festive = (roomTypeId: string) => ({
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
  minimumStay: 2,
});

const night = (
  date: string,
  amount: string,
  rate: string,
  season: string | null,
  taxable: string,
  gstRate: number,
  tax: string,
) => ({
  date,
  amount,
  rate,
  season,
  taxable,
  gstRate,
  tax,
});

describe("the price before saving", () => {
  it("quotes a stay on a plan with a weekend and a season, with GST, as the create then bills it", async () => {
    await setGst();
    const ratePlanId = await addPlan(festive(await deluxe()));
    const body = {
      guest: { name: "Asha Rao", phone: "9820012345" },
      roomId: await roomId("301"),
      ratePlanId,
      checkInDate: "2027-10-28",
      checkOutDate: "2027-11-01",
      adults: 3,
      children: 1,
      discountPercentage: "10",
      paidAmount: "5000",
    };
    const res = await api("POST", "/api/bookings/quote", body);
    expect(res.statusCode, res.body).toBe(200);
    // Thursday at the base rate: 4,000 + 1,200 + 800 = 6,000. Friday at the weekend rate: 5,000 +
    // 1,500 + 1,000 = 7,500. Saturday and Sunday in Diwali: 7,000 + 2,000 + 1,000 = 10,000 each.
    // 33,500 less 10% (3,350) = 30,150, the nights worth 5,400, 6,750, 9,000 and 9,000 after it:
    // 5% of the first two (270 + 337.50), 18% of the others (1,620 each), 3,847.50 in all.
    expect(res.json()).toEqual({
      ratePlan: { id: ratePlanId, name: "Festive rack" },
      nights: [
        night("2027-10-28", "6000.00", "base", null, "5400.00", 5, "270.00"),
        night("2027-10-29", "7500.00", "weekend", null, "6750.00", 5, "337.50"),
        night("2027-10-30", "10000.00", "season", "Diwali", "9000.00", 18, "1620.00"),
        night("2027-10-31", "10000.00", "season", "Diwali", "9000.00", 18, "1620.00"),
      ],
      subtotal: "33500.00",
      discountAmount: "3350.00",
      roomAmount: "30150.00",
      chargesAmount: "0.00",
      cgst: "1923.75",
      sgst: "1923.75",
      taxAmount: "3847.50",
      totalAmount: "33997.50",
      totalPaid: "5000.00",
      pendingAmount: "28997.50",
      refundDue: "0.00",
      pendingApproval: false,
    });
    // Nothing was written.
    expect((await api("GET", "/api/bookings")).json()).toEqual([]);
    expect(
      await t.database.db.selectFrom("guests").select("id").where("name", "=", "Asha Rao").execute(),
    ).toEqual([]);

    const created = await api("POST", "/api/bookings", body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      totalAmount: "30150.00",
      taxAmount: "3847.50",
      amountDue: "33997.50",
      paidAmount: "5000.00",
    });
    const folio = (await api("GET", `/api/bookings/${created.json().id}/folio`)).json();
    expect(folio.nights).toEqual(res.json().nights);
  });

  it("answers 404, 400 and 409 as the create does, but prices a room that is taken", async () => {
    const ratePlanId = await addPlan(festive(await deluxe()));
    const body = {
      guest: { name: "Asha Rao", phone: "9820012345" },
      roomId: await roomId("301"),
      ratePlanId,
      checkInDate: "2027-10-28",
      checkOutDate: "2027-11-01",
      adults: 2,
    };
    const both = async (change: Record<string, unknown>) => {
      const quote = await api("POST", "/api/bookings/quote", { ...body, ...change });
      const create = await api("POST", "/api/bookings", { ...body, ...change });
      return [quote.statusCode, quote.json().message, create.statusCode, create.json().message];
    };
    expect(await both({ roomId: MISSING })).toEqual([404, "Room not found", 404, "Room not found"]);
    expect(await both({ ratePlanId: MISSING })).toEqual([
      404,
      "Rate plan not found",
      404,
      "Rate plan not found",
    ]);
    expect(await both({ guestId: MISSING, guest: undefined })).toEqual([
      404,
      "Guest not found",
      404,
      "Guest not found",
    ]);
    const beyond = "Room 301 takes at most 6 guests; this booking has 7";
    expect(await both({ adults: 4, children: 3 })).toEqual([400, beyond, 400, beyond]);
    const short = "This rate needs at least 2 nights; the stay has 1";
    expect(await both({ checkOutDate: "2027-10-29" })).toEqual([400, short, 400, short]);
    // Two adults: Thursday 4,000, Friday 5,000, Diwali 7,000 twice: 23,000, without GST.
    const over = "Amount paid cannot exceed the total amount of ₹23,000.00";
    expect(await both({ paidAmount: "23000.01" })).toEqual([400, over, 400, over]);
    const bad = await api("POST", "/api/bookings/quote", { ...body, checkOutDate: "2027-10-27" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Check-out date must be after check-in date");

    // Taken on those dates: the create is refused, the quote still gives the price.
    expect((await api("POST", "/api/bookings", body)).statusCode).toBe(201);
    expect((await api("POST", "/api/bookings", body)).statusCode).toBe(409);
    const taken = await api("POST", "/api/bookings/quote", body);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().totalAmount).toBe("23000.00");
  });

  it("refuses a stay too dear for a booking to hold, the quote as the create, with the same 400", async () => {
    const roomTypeId = await deluxe();
    const ratePlanId = await addPlan({
      roomTypeId,
      name: "Palace",
      prices: { base: "1000000", extraAdult: "0", child: "0" },
    });
    const body = {
      guest: { name: "Asha Rao", phone: "9820012345" },
      roomId: await roomId("301"),
      ratePlanId,
      checkInDate: "2027-01-01",
      adults: 2,
    };
    const both = async (checkOutDate: string) => {
      const quote = await api("POST", "/api/bookings/quote", { ...body, checkOutDate });
      const create = await api("POST", "/api/bookings", { ...body, checkOutDate });
      return [quote.statusCode, quote.json().message, create.statusCode, create.json().message];
    };
    // 100 nights at ₹10,00,000 = ₹10,00,00,000, above the ₹9,99,99,999.99 a booking's total holds.
    const dear =
      "The stay would cost ₹10,00,00,000.00, more than a booking holds (₹9,99,99,999.99); book fewer nights";
    expect(await both("2027-04-11")).toEqual([400, dear, 400, dear]);
    // 99 nights: ₹9,90,00,000, held; both answer it.
    const held = await both("2027-04-10");
    expect([held[0], held[2]]).toEqual([200, 201]);
  });

  it("is for those who create bookings, and quotes the front desk's discount as it waits", async () => {
    await deluxe();
    const body = {
      guest: { name: "Asha Rao", phone: "9820012345" },
      roomId: await roomId("301"),
      checkInDate: "2027-10-28",
      checkOutDate: "2027-10-30",
      adults: 2,
      discountPercentage: "25",
    };
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    // Above the front desk's 10%: the quote is the full price, as the booking would be until approved.
    const quote = await api("POST", "/api/bookings/quote", body, deskCookie);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      subtotal: "12800.00",
      discountAmount: "0.00",
      pendingApproval: true,
    });
    const accountant = await t.createUser("accountant", "books");
    const refused = await api(
      "POST",
      "/api/bookings/quote",
      body,
      await t.login(accountant.username, "password-accountant-1"),
    );
    expect(refused.statusCode).toBe(403);
  });

  it("property: for random stays, plans and discounts the quote is what the create bills", async () => {
    const roomTypeId = await deluxe();
    const room = await roomId("301");
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    const price = fc.integer({ min: 0, max: 1_500_000 }).map((paise) => (paise / 100).toFixed(2));
    const prices = fc.record({ base: price, extraAdult: price, child: price });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          gst: fc.boolean(),
          prices,
          weekendDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
          weekendPrices: fc.option(prices, { nil: null }),
          season: fc.option(
            fc.record({
              start: fc.integer({ min: 0, max: 20 }),
              length: fc.integer({ min: 0, max: 6 }),
              prices,
            }),
            { nil: null },
          ),
          start: fc.integer({ min: 0, max: 20 }),
          nights: fc.integer({ min: 1, max: 9 }),
          adults: fc.integer({ min: 1, max: 4 }),
          children: fc.integer({ min: 0, max: 2 }),
          discount: fc.integer({ min: 0, max: 10_000 }).map((bp) => (bp / 100).toFixed(2)),
          complimentary: fc.boolean(),
          paid: fc.integer({ min: 0, max: 100 }),
          // The front desk's discount above its limit waits for a manager; an administrator's applies.
          byDesk: fc.boolean(),
        }),
        async (s) => {
          runs += 1;
          await setGst(s.gst);
          const from = addDays("2027-10-20", s.start);
          const ratePlanId = await addPlan({
            roomTypeId,
            name: `Plan ${runs}`,
            prices: s.prices,
            weekendDays: s.weekendDays,
            // Weekend prices without weekend days are refused (400), so the draw keeps them only with days.
            weekendPrices: s.weekendDays.length > 0 ? s.weekendPrices : null,
            seasons: s.season
              ? [
                  {
                    name: "Season",
                    from: addDays("2027-10-20", s.season.start),
                    to: addDays("2027-10-20", s.season.start + s.season.length),
                    prices: s.season.prices,
                  },
                ]
              : [],
          });
          const body = {
            guest: { name: "Asha Rao", phone: "9820012345" },
            roomId: room,
            ratePlanId,
            checkInDate: from,
            checkOutDate: addDays(from, s.nights),
            adults: s.adults,
            children: s.children,
            discountPercentage: s.discount,
            isComplimentary: s.complimentary,
          };
          const as = s.byDesk ? deskCookie : cookie;
          const first = await api("POST", "/api/bookings/quote", body, as);
          expect(first.statusCode, first.body).toBe(200);
          // An initial payment of some share of what is due, which the quote answers too.
          const paidAmount = fromPaise(Math.floor((toPaise(first.json().totalAmount) * s.paid) / 100));
          const quote = (await api("POST", "/api/bookings/quote", { ...body, paidAmount }, as)).json();
          const created = await api("POST", "/api/bookings", { ...body, paidAmount }, as);
          expect(created.statusCode, created.body).toBe(201);
          const booking = created.json();
          const folio = (await api("GET", `/api/bookings/${booking.id}/folio`)).json();
          expect(quote).toMatchObject({
            roomAmount: booking.totalAmount,
            taxAmount: booking.taxAmount,
            totalAmount: booking.amountDue,
            totalPaid: booking.paidAmount,
            cgst: folio.cgst,
            sgst: folio.sgst,
            pendingAmount: folio.pendingAmount,
            pendingApproval: booking.pendingApproval,
            nights: folio.nights,
          });
          // The room is let go for the next run.
          const cancelled = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "cancelled" });
          expect(cancelled.statusCode, cancelled.body).toBe(200);
        },
      ),
      { numRuns: 40, seed: 20271028 },
    );
  });
});
