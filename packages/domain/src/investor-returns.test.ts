import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ownershipPercentages, roundPricePerShare, sharesForInvestment } from "./cap-table";
import { moic, xirr } from "./investor-returns";
import { toPaise } from "./money";

describe("xirr", () => {
  it("matches the example of Excel's XIRR documentation: 37.34%", () => {
    const rate = xirr([
      { date: "2008-01-01", amount: toPaise("-10000") },
      { date: "2008-03-01", amount: toPaise("2750") },
      { date: "2008-10-30", amount: toPaise("4250") },
      { date: "2009-02-15", amount: toPaise("3250") },
      { date: "2009-04-01", amount: toPaise("2750") },
    ]);
    expect(rate).toBeCloseTo(0.373362535, 8);
  });

  it("counts actual days over 365: 10% over the leap year 2020", () => {
    const rate = xirr([
      { date: "2020-01-01", amount: -100000 },
      { date: "2021-01-01", amount: 110000 },
    ]);
    expect(rate).toBeCloseTo(1.1 ** (365 / 366) - 1, 9);
  });

  it("finds a loss of almost everything, and a tenfold gain in six months", () => {
    expect(
      xirr([
        { date: "2024-01-01", amount: -100000 },
        { date: "2025-01-01", amount: 100 },
      ]),
    ).toBeCloseTo(0.001 ** (365 / 366) - 1, 9);
    const fast = xirr([
      { date: "2024-01-01", amount: -100000 },
      { date: "2024-07-01", amount: 1000000 },
    ]);
    expect(fast).toBeCloseTo(10 ** (365 / 182) - 1, 6);
  });

  it("has no rate when the flows do not change sign", () => {
    expect(xirr([{ date: "2024-01-01", amount: -100 }])).toBeNull();
    expect(
      xirr([
        { date: "2024-01-01", amount: 100 },
        { date: "2024-06-01", amount: 100 },
      ]),
    ).toBeNull();
  });

  it("finds the rate of any investment returned at 1% to 100 times over six months to ten years", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1e12 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.integer({ min: 180, max: 3650 }),
        (paid, ratio, days) => {
          const back = Math.max(1, Math.round(paid * ratio));
          const end = new Date(Date.UTC(2020, 0, 1 + days)).toISOString().slice(0, 10);
          const rate = xirr([
            { date: "2020-01-01", amount: -paid },
            { date: end, amount: back },
          ]);
          expect(rate).not.toBeNull();
          const exact = (back / paid) ** (365 / days) - 1;
          expect(Math.abs((rate as number) - exact)).toBeLessThan(1e-6 * Math.max(1, Math.abs(exact)));
        },
      ),
    );
  });
});

describe("moic", () => {
  it("is what came back over what went in", () => {
    expect(moic(toPaise("100"), toPaise("250"))).toBe(2.5);
    expect(moic(0, 100)).toBeNull();
  });
});

describe("cap table arithmetic", () => {
  it("states ownership to four decimals adding up to exactly 100.0000", () => {
    expect(ownershipPercentages([1n, 1n, 1n])).toEqual(["33.3334", "33.3333", "33.3333"]);
    expect(ownershipPercentages([4_000_000n, 1_000_000n])).toEqual(["80.0000", "20.0000"]);
    expect(ownershipPercentages([0n, 0n])).toEqual(["0.0000", "0.0000"]);
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 30 }),
        (shares) => {
          fc.pre(shares.some((s) => s > 0n));
          const total = ownershipPercentages(shares).reduce((s, p) => s + Number(p.replace(".", "")), 0);
          expect(total).toBe(1_000_000);
        },
      ),
    );
  });

  it("prices a round at the pre-money valuation over the shares before it, to the paisa", () => {
    // ₹20 crore pre-money over 50 lakh shares: ₹40 a share.
    expect(roundPricePerShare(toPaise("200000000"), 5_000_000n)).toBe(toPaise("40"));
    expect(roundPricePerShare(toPaise("100"), 3n)).toBe(toPaise("33.33"));
    expect(roundPricePerShare(toPaise("100"), 0n)).toBeNull();
    expect(roundPricePerShare(1, 10n)).toBeNull();
  });

  it("buys whole shares and states the money left over", () => {
    expect(sharesForInvestment(toPaise("1000"), toPaise("33.33"))).toEqual({
      shares: 30n,
      remainder: toPaise("0.10"),
    });
  });
});
