import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPaise } from "./money";
import { rational } from "./rational";
import { distributeExit, type WaterfallClass } from "./waterfall";
import { payoutCurve, toWaterfallClass, waterfallCalculateInput } from "./waterfall.schema";

const crore = (n: number) => toPaise(String(n * 10_000_000));
const lakh = (n: number) => toPaise(String(n * 100_000));
const common = (shares: number): WaterfallClass => ({
  name: "Common",
  shares: BigInt(shares),
  invested: 0,
  seniority: 0,
  preferenceMultiple: rational(0n),
  participation: "full",
});
const preferred = (
  name: string,
  invested: number,
  shares: number,
  more: Partial<WaterfallClass> = {},
): WaterfallClass => ({
  name,
  shares: BigInt(shares),
  invested,
  seniority: 1,
  preferenceMultiple: rational(1n),
  participation: "none",
  ...more,
});
const paid = (exit: number, classes: WaterfallClass[]) =>
  Object.fromEntries(distributeExit(exit, classes).map((p) => [p.name, p.amount]));
const converted = (exit: number, classes: WaterfallClass[]) =>
  distributeExit(exit, classes)
    .filter((p) => p.converted)
    .map((p) => p.name);

// Series A: ₹5 crore for 10 lakh shares; founders hold 40 lakh common shares (A is 20% as converted).
const seriesA = (more: Partial<WaterfallClass> = {}) => preferred("Series A", crore(5), 1_000_000, more);
const founders = common(4_000_000);

describe("distributeExit: the textbook cases", () => {
  it("non-participating 1x: the preference below the conversion point, converted above it", () => {
    expect(paid(crore(10), [seriesA(), founders])).toEqual({ "Series A": crore(5), Common: crore(5) });
    expect(converted(crore(10), [seriesA(), founders])).toEqual([]);
    // Converting pays 20% of 50 crore = 10 crore, more than the 5 crore preference.
    expect(paid(crore(50), [seriesA(), founders])).toEqual({ "Series A": crore(10), Common: crore(40) });
    expect(converted(crore(50), [seriesA(), founders])).toEqual(["Series A"]);
    // At 25 crore both choices pay 5 crore.
    expect(paid(crore(25), [seriesA(), founders])).toEqual({ "Series A": crore(5), Common: crore(20) });
  });

  it("a shortfall: everything to the preference, nothing to common", () => {
    expect(paid(crore(3), [seriesA(), founders])).toEqual({ "Series A": crore(3), Common: 0 });
  });

  it("a 2x preference doubles what is paid first", () => {
    expect(paid(crore(12), [seriesA({ preferenceMultiple: rational(2n) }), founders])).toEqual({
      "Series A": crore(10),
      Common: crore(2),
    });
  });

  it("fully participating: the preference, then a fifth of the rest", () => {
    const classes = [seriesA({ participation: "full" }), founders];
    expect(paid(crore(10), classes)).toEqual({ "Series A": crore(6), Common: crore(4) });
    expect(paid(crore(100), classes)).toEqual({ "Series A": crore(24), Common: crore(76) });
    expect(converted(crore(100), classes)).toEqual([]);
  });

  it("participating capped at 3x: participates, stops at the cap, then converts", () => {
    const classes = [seriesA({ participation: "capped", capMultiple: rational(3n) }), founders];
    // 5 + 20% of 25 = 10 crore, under the 15 crore cap.
    expect(paid(crore(30), classes)).toEqual({ "Series A": crore(10), Common: crore(20) });
    // 5 + 20% of 65 = 18 crore, over the cap: 15 crore; converting would pay only 14.
    expect(paid(crore(70), classes)).toEqual({ "Series A": crore(15), Common: crore(55) });
    expect(converted(crore(70), classes)).toEqual([]);
    // Converting pays 20 crore, more than the cap.
    expect(paid(crore(100), classes)).toEqual({ "Series A": crore(20), Common: crore(80) });
    expect(converted(crore(100), classes)).toEqual(["Series A"]);
  });

  it("several seniorities: the senior class first, then the junior, then common", () => {
    const seriesB = preferred("Series B", crore(10), 1_000_000, { seniority: 2 });
    const classes = [seriesB, seriesA(), common(8_000_000)];
    expect(paid(crore(12), classes)).toEqual({ "Series B": crore(10), "Series A": crore(2), Common: 0 });
    expect(paid(crore(8), classes)).toEqual({ "Series B": crore(8), "Series A": 0, Common: 0 });
    expect(paid(crore(20), classes)).toEqual({
      "Series B": crore(10),
      "Series A": crore(5),
      Common: crore(5),
    });
  });

  it("equal seniority shares a shortfall pro rata to the preferences", () => {
    const seriesB = preferred("Series B", crore(10), 1_000_000);
    expect(paid(crore(12), [seriesB, seriesA(), common(8_000_000)])).toEqual({
      "Series B": crore(8),
      "Series A": crore(4),
      Common: 0,
    });
  });

  it("conversions decided together: each class converts only when it pays that class more", () => {
    // Series B's preference per share is 10, A's 5: at 200 crore both convert (B's 10% is 20 crore).
    const seriesB = preferred("Series B", crore(10), 1_000_000, { seniority: 2 });
    const classes = [seriesB, seriesA(), common(8_000_000)];
    expect(paid(crore(200), classes)).toEqual({
      "Series B": crore(20),
      "Series A": crore(20),
      Common: crore(160),
    });
    // At 70 crore A converts (7 > 5) but B does not (converting with A it would get 7 < 10).
    expect(converted(crore(70), classes)).toEqual(["Series A"]);
    const at70 = paid(crore(70), classes);
    expect(at70["Series B"]).toBe(crore(10));
    // The rest, 60 crore, is shared by A and common as converted: 1 of 9 million shares to A.
    expect(at70["Series A"]).toBe(Math.round(crore(60) / 9));
  });

  it("rounds to the paisa so that the payouts add up exactly", () => {
    const classes = [preferred("A", 100, 1, { participation: "full" }), common(1), common(1)].map((c, i) => ({
      ...c,
      name: `C${i}`,
    }));
    const payouts = distributeExit(lakh(1) + 1, classes);
    expect(payouts.reduce((s, p) => s + p.amount, 0)).toBe(lakh(1) + 1);
  });
});

const classArb = fc.record({
  shares: fc.bigInt({ min: 0n, max: 10_000_000n }),
  invested: fc.integer({ min: 0, max: 1_000_000_000 }),
  seniority: fc.integer({ min: 0, max: 3 }),
  preference: fc.constantFrom(0n, 1n, 2n, 3n),
  participation: fc.constantFrom("none" as const, "full" as const, "capped" as const),
  cap: fc.constantFrom(2n, 3n, 5n),
});
const classesArb = fc
  .array(classArb, { minLength: 1, maxLength: 5 })
  .filter((list) => list.some((c) => c.shares > 0n))
  .map((list) =>
    list.map(
      (c, i): WaterfallClass => ({
        name: `Class ${i}`,
        shares: c.shares,
        invested: c.invested,
        seniority: c.preference === 0n ? 0 : c.seniority,
        preferenceMultiple: rational(c.preference),
        participation: c.participation,
        capMultiple: rational(c.cap > c.preference ? c.cap : c.preference + 1n),
      }),
    ),
  );

describe("distributeExit: properties", () => {
  it("adds up to the exit value to the paisa, and pays no class a negative amount", () => {
    fc.assert(
      fc.property(classesArb, fc.integer({ min: 0, max: 5_000_000_000 }), (classes, exit) => {
        const payouts = distributeExit(exit, classes);
        expect(payouts.reduce((s, p) => s + p.amount, 0)).toBe(exit);
        for (const p of payouts) expect(p.amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it("a larger exit never pays any class less (beyond the paisa of rounding)", () => {
    fc.assert(
      fc.property(
        classesArb,
        fc.integer({ min: 0, max: 3_000_000_000 }),
        fc.integer({ min: 0, max: 3_000_000_000 }),
        (classes, exit, more) => {
          const before = distributeExit(exit, classes);
          const after = distributeExit(exit + more, classes);
          before.forEach((p, i) => {
            expect(after[i]?.amount).toBeGreaterThanOrEqual(p.amount - 1);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("waterfallCalculateInput", () => {
  const base = {
    exitValue: "100000000",
    classes: [
      {
        name: "Series A",
        shares: 1000000,
        invested: "50000000",
        seniority: 1,
        preferenceMultiple: "1",
        participation: "none",
      },
      {
        name: "Common",
        shares: "4000000",
        invested: "0",
        seniority: 0,
        preferenceMultiple: 0,
        participation: "full",
      },
    ],
  };

  it("accepts the spec's shape and computes from it", () => {
    const input = waterfallCalculateInput.parse(base);
    const payouts = distributeExit(toPaise(input.exitValue), input.classes.map(toWaterfallClass));
    expect(payouts.map((p) => p.amount)).toEqual([toPaise("50000000"), toPaise("50000000")]);
  });

  it("names each mistake", () => {
    const messages = (body: unknown) =>
      waterfallCalculateInput.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    const [a, c] = base.classes as unknown as [Record<string, unknown>, Record<string, unknown>];
    expect(messages({ ...base, classes: [{ ...a, participation: "capped" }, c] })).toContain(
      "Series A: a capped class needs a cap multiple",
    );
    expect(
      messages({ ...base, classes: [{ ...a, preferenceMultiple: "2", capMultiple: "1.5" }, c] }),
    ).toContain("Series A: the cap multiple is at least the preference multiple");
    expect(messages({ ...base, classes: [{ ...a, preferenceMultiple: "1.23456" }, c] })).toContain(
      "Preference multiple is a number from 0 to 100 with at most four decimals",
    );
    expect(messages({ ...base, classes: [{ ...a, shares: -1 }, c] })).toContain(
      "Shares are a whole number from 0 to 10^15",
    );
    expect(messages({ ...base, classes: [a, { ...a }] })).toContain("Share class names must be different");
    expect(messages({ ...base, classes: [] })).toContain("At least one share class is required");
    expect(messages({ ...base, exitValue: "-5" })).toContain("Amount cannot be negative");
  });
});

describe("payoutCurve", () => {
  it("gives every class's payout at equally spaced exits: A's preference, then A converting", () => {
    const classes = waterfallCalculateInput.parse({
      exitValue: "0",
      classes: [
        {
          name: "Common",
          shares: "4000000",
          invested: "0",
          seniority: 0,
          preferenceMultiple: "0",
          participation: "none",
        },
        {
          name: "Series A",
          shares: "1000000",
          invested: "50000000",
          seniority: 1,
          preferenceMultiple: "1",
          participation: "none",
        },
      ],
    }).classes;
    const curve = payoutCurve(classes, crore(50), 5);
    expect(curve.map((p) => p.exitValue)).toEqual([0, 10, 20, 30, 40, 50].map(crore));
    expect(curve.map((p) => p.payouts.map((x) => x.amount))).toEqual([
      [0, 0],
      [crore(5), crore(5)],
      [crore(15), crore(5)],
      [crore(24), crore(6)],
      [crore(32), crore(8)],
      [crore(40), crore(10)],
    ]);
  });
});
