import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { MAX_AMOUNT_DUE, MAX_STAY_TARIFF, nightsBetween, priceStay, stayAmountError } from "./pricing";

const stay = {
  checkInDate: "2026-05-01",
  checkOutDate: "2026-05-03",
  isComplimentary: false,
  discountPercentage: 0,
};

describe("pricing (part 1 §9)", () => {
  it("charges 3200 per adult and 1600 per child per night", () => {
    expect(priceStay({ ...stay, adults: 2, children: 1 })).toMatchObject({
      nights: 2,
      subtotal: 1_600_000,
      discountAmount: 0,
      total: 1_600_000,
    });
  });

  it("counts at least one night", () => {
    expect(nightsBetween("2026-05-01", "2026-05-01")).toBe(1);
    expect(nightsBetween("2026-05-01", "2026-05-08")).toBe(7);
  });

  it("rounds the discount to the rupee and clamps the percentage", () => {
    // 3200 × 12.5% = 400; 3200 × 33.33% = 1066.56 → 1067
    expect(
      priceStay({
        ...stay,
        checkOutDate: "2026-05-02",
        adults: 1,
        children: 0,
        discountPercentage: 12.5,
      }),
    ).toMatchObject({ discountAmount: 40_000, total: 280_000 });
    expect(
      priceStay({
        ...stay,
        checkOutDate: "2026-05-02",
        adults: 1,
        children: 0,
        discountPercentage: 33.33,
      }),
    ).toMatchObject({ discountAmount: 106_700, total: 213_300 });
    expect(priceStay({ ...stay, adults: 1, children: 0, discountPercentage: 250 }).total).toBe(0);
    expect(priceStay({ ...stay, adults: 1, children: 0, discountPercentage: -5 }).discountAmount).toBe(0);
  });

  it("makes a complimentary stay free", () => {
    expect(priceStay({ ...stay, adults: 3, children: 2, isComplimentary: true }).total).toBe(0);
  });

  const anyStay = fc.record({
    checkInDate: fc.integer({ min: 0, max: 3650 }).map((d) => addDays("2024-01-01", d)),
    nights: fc.integer({ min: 1, max: 60 }),
    adults: fc.integer({ min: 1, max: 6 }),
    children: fc.integer({ min: 0, max: 6 }),
    discountPercentage: fc.integer({ min: -100, max: 20000 }).map((n) => n / 100),
    isComplimentary: fc.boolean(),
  });
  type Stay = typeof anyStay extends fc.Arbitrary<infer T> ? T : never;
  const toInput = (s: Stay) => ({
    ...s,
    checkOutDate: addDays(s.checkInDate, s.nights),
  });

  it("never goes below zero or above the subtotal, and is whole rupees", () => {
    fc.assert(
      fc.property(anyStay, (s) => {
        const p = priceStay(toInput(s));
        expect(p.total).toBeGreaterThanOrEqual(0);
        expect(p.total).toBeLessThanOrEqual(p.subtotal);
        expect(p.total % 100).toBe(0);
        expect(p.subtotal - p.discountAmount).toBe(p.total);
      }),
    );
  });

  it("is linear in nights and never cheaper for more guests", () => {
    fc.assert(
      fc.property(anyStay, (s) => {
        const input = { ...toInput(s), discountPercentage: 0, isComplimentary: false };
        const one = priceStay({ ...input, checkOutDate: addDays(s.checkInDate, 1) });
        expect(priceStay(input).subtotal).toBe(one.subtotal * s.nights);
        if (s.adults < 6)
          expect(priceStay({ ...input, adults: s.adults + 1 }).total).toBeGreaterThan(priceStay(input).total);
      }),
    );
  });

  it("never charges more with a larger discount", () => {
    fc.assert(
      fc.property(anyStay, fc.integer({ min: 0, max: 10000 }), (s, extra) => {
        const input = { ...toInput(s), isComplimentary: false };
        const more = { ...input, discountPercentage: input.discountPercentage + extra / 100 };
        expect(priceStay(more).total).toBeLessThanOrEqual(priceStay(input).total);
      }),
    );
  });
});

describe("what a booking holds", () => {
  it("refuses a tariff above ₹9,99,99,999.99 or an amount due above ₹9,99,99,99,999.99", () => {
    expect(stayAmountError("The stay", MAX_STAY_TARIFF, MAX_AMOUNT_DUE)).toBeNull();
    expect(stayAmountError("Room 301", MAX_STAY_TARIFF + 1, 0)).toBe(
      "Room 301 would cost ₹10,00,00,000.00, more than a booking holds (₹9,99,99,999.99); book fewer nights",
    );
    expect(stayAmountError("The group", 0, MAX_AMOUNT_DUE + 1)).toBe(
      "The group would owe ₹10,00,00,00,000.00, more than a booking holds (₹9,99,99,99,999.99); book fewer nights",
    );
  });
});
