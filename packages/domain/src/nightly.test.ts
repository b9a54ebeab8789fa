import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { nightlyRevenue, roomNightValues } from "./nightly";

const night = (i: number, amount: number) => ({ date: addDays("2026-12-01", i), amount });

describe("a stay's value spread over its nights by their prices", () => {
  it("gives each night its share and the paise left to the largest remainders", () => {
    // ₹1.00 over prices 100 and 200: 33.33 and 66.67 paise; the paisa left goes to the second.
    expect(roomNightValues(100, "2026-12-01", "2026-12-03", [night(0, 100), night(1, 200)])).toEqual([
      ["2026-12-01", 33],
      ["2026-12-02", 67],
    ]);
    // Equal remainders: the earlier night first (10.00 paise over three: 4, 3, 3).
    expect(roomNightValues(10, "2026-12-01", "2026-12-04", [night(0, 5), night(1, 5), night(2, 5)])).toEqual([
      ["2026-12-01", 4],
      ["2026-12-02", 3],
      ["2026-12-03", 3],
    ]);
  });

  it("spreads evenly over the dates when no night was priced, or none was charged for", () => {
    expect(roomNightValues(1001, "2026-12-01", "2026-12-03", [])).toEqual([
      ...nightlyRevenue(1001, "2026-12-01", "2026-12-03"),
    ]);
    expect(roomNightValues(0, "2026-12-01", "2026-12-03", [night(0, 0), night(1, 0)])).toEqual([
      ["2026-12-01", 0],
      ["2026-12-02", 0],
    ]);
  });

  it("adds up to the total exactly, and equals the even spread when the nights cost alike", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (prices, total, same) => {
          const nights = prices.map((amount, i) => night(i, amount));
          const end = addDays("2026-12-01", nights.length);
          const values = roomNightValues(total, "2026-12-01", end, nights);
          expect(values.reduce((sum, [, v]) => sum + v, 0)).toBe(total);
          expect(values.every(([, v]) => v >= 0)).toBe(true);
          const alike = prices.map((_, i) => night(i, same));
          expect(roomNightValues(total, "2026-12-01", end, alike)).toEqual([
            ...nightlyRevenue(total, "2026-12-01", end),
          ]);
        },
      ),
    );
  });
});
