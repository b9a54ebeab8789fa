import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asConverted, ownershipPercentages, splitProRata, totalPercentage } from "./cap-table";

describe("asConverted", () => {
  it("converts at a ratio with four decimals, whole shares rounded down", () => {
    expect(asConverted(1000n, "1")).toBe(1000n);
    expect(asConverted(3n, "1.5")).toBe(4n);
    expect(asConverted(10n, "0.3333")).toBe(3n);
    expect(() => asConverted(1n, "0")).toThrow(RangeError);
  });
});

describe("splitProRata", () => {
  it("splits a class's payout among its holders by shares, the paise left over to the largest remainders", () => {
    expect(splitProRata(100, [1n, 1n, 1n])).toEqual([34, 33, 33]);
    expect(splitProRata(1000, [3n, 1n])).toEqual([750, 250]);
    expect(splitProRata(5, [0n, 0n])).toEqual([0, 0]);
  });

  it("always adds up to the amount, none negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          fc.pre(weights.some((w) => w > 0n));
          const parts = splitProRata(amount, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe("totalPercentage", () => {
  it("adds four-decimal percentages exactly: thirds of the company total 100.0000", () => {
    expect(ownershipPercentages([1n, 1n, 1n])).toEqual(["33.3334", "33.3333", "33.3333"]);
    expect(totalPercentage(ownershipPercentages([1n, 1n, 1n]))).toBe("100.0000");
    expect(totalPercentage(["0.0001", "0.0002"])).toBe("0.0003");
    expect(totalPercentage([])).toBe("0.0000");
  });
});
