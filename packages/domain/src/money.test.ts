import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountSchema, formatInr, fromPaise, toPaise } from "./money";

describe("money", () => {
  it("reads decimal strings and numbers into exact paise", () => {
    expect(toPaise("1234.5")).toBe(123450);
    expect(toPaise("0.01")).toBe(1);
    expect(toPaise(3200)).toBe(320000);
    expect(toPaise(0.1)).toBe(10);
    expect(toPaise("-5.25")).toBe(-525);
  });

  it("refuses what is not an amount with at most two decimals", () => {
    for (const bad of ["", "abc", "1.005", "1e5", "1,000", NaN, Infinity, 1.005]) {
      expect(() => toPaise(bad as string)).toThrow(RangeError);
    }
  });

  it("writes paise back as a two-decimal string", () => {
    expect(fromPaise(123450)).toBe("1234.50");
    expect(fromPaise(7)).toBe("0.07");
    expect(fromPaise(-525)).toBe("-5.25");
  });

  it("round-trips every whole number of paise", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        expect(toPaise(fromPaise(paise))).toBe(paise);
      }),
    );
  });

  it("formats rupees with Indian digit grouping", () => {
    expect(formatInr("123456")).toBe("₹1,23,456.00");
    expect(formatInr("1234567.5")).toBe("₹12,34,567.50");
    expect(formatInr("999")).toBe("₹999.00");
    expect(formatInr(0)).toBe("₹0.00");
    expect(formatInr("-1500")).toBe("-₹1,500.00");
  });

  it("accepts amounts as strings or numbers and normalises them", () => {
    expect(amountSchema.parse("12")).toBe("12.00");
    expect(amountSchema.parse(12.5)).toBe("12.50");
    expect(amountSchema.safeParse("-1").success).toBe(false);
    expect(amountSchema.safeParse("12.345").success).toBe(false);
  });
});
