import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_CHART, normalSide } from "./accounts";
import { formatDisplayDate } from "./dates";
import {
  financialYearRange,
  ledgerQueryInput,
  parseLineAmount,
  postingLinesError,
  reversedLines,
  updateVoucherInput,
  voucherInput,
  voucherNumberPrefix,
  voucherTotals,
} from "./ledger";

describe("vouchers", () => {
  it("numbers each type per financial year", () => {
    expect(voucherNumberPrefix("journal", "2026-04-01")).toBe("JV/2026-27/");
    expect(voucherNumberPrefix("credit_note", "2027-03-31")).toBe("CN/2026-27/");
    expect(voucherNumberPrefix("receipt", "2027-04-01")).toBe("RV/2027-28/");
    expect(financialYearRange("2027-01-15")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
  });

  it("accepts balanced lines with one side each, and names what is wrong otherwise", () => {
    expect(
      postingLinesError([
        { debit: 100, credit: 0 },
        { debit: 0, credit: 100 },
      ]),
    ).toBeNull();
    expect(postingLinesError([{ debit: 100, credit: 0 }])).toBe("A voucher needs at least two lines");
    expect(
      postingLinesError([
        { debit: 100, credit: 100 },
        { debit: 0, credit: 0 },
      ]),
    ).toBe("Line 1: enter either a debit or a credit, more than zero");
    expect(
      postingLinesError([
        { debit: 10_000, credit: 0 },
        { debit: 0, credit: 9_999 },
      ]),
    ).toBe("Debits (₹100.00) and credits (₹99.99) differ by ₹0.01");
  });

  it("a reversal of any balanced voucher balances and undoes it exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        (debits) => {
          const total = debits.reduce((a, b) => a + b, 0);
          const lines = [...debits.map((d) => ({ debit: d, credit: 0 })), { debit: 0, credit: total }];
          const reversed = reversedLines(lines);
          expect(postingLinesError(reversed)).toBeNull();
          lines.forEach((line, i) => {
            expect(line.debit - line.credit + (reversed[i]?.debit ?? 0) - (reversed[i]?.credit ?? 0)).toBe(0);
          });
        },
      ),
    );
  });

  it("parses typed amounts to paise and refuses an unbalanced voucher with the difference", () => {
    const parsed = voucherInput.safeParse({
      voucherType: "journal",
      voucherDate: "2026-11-23",
      lines: [
        { accountId: "a", debit: "1,000" },
        { accountId: "b", credit: "999.99" },
      ],
    });
    expect(parsed.success).toBe(false);
    const ok = voucherInput.parse({
      voucherType: "journal",
      voucherDate: "2026-11-23",
      lines: [
        { accountId: "a", debit: "1000.5", credit: "" },
        { accountId: "b", credit: 1000.5 },
      ],
    });
    expect(ok.lines.map((l) => [l.debit, l.credit])).toEqual([
      [100_050, 0],
      [0, 100_050],
    ]);
  });
});

describe("a voucher form's arithmetic", () => {
  it("reads typed amounts to paise (blank is an empty side) and totals the sides", () => {
    expect(parseLineAmount("")).toBe(0);
    expect(parseLineAmount("  ")).toBe(0);
    expect(parseLineAmount(null)).toBe(0);
    expect(parseLineAmount("1,000")).toBeNull();
    expect(parseLineAmount("1.005")).toBeNull();
    expect(parseLineAmount("-1")).toBeNull();
    expect(parseLineAmount("1000.5")).toBe(100_050);
    expect(parseLineAmount(0.1)).toBe(10);
    expect(
      voucherTotals([
        { debit: 100_050, credit: 0 },
        { debit: 0, credit: 100_000 },
      ]),
    ).toEqual({ debit: 100_050, credit: 100_000, difference: 50 });
  });

  it("checks a draft's replacement like a new draft, and a ledger range the right way round", () => {
    const lines = [
      { accountId: "a", debit: "10" },
      { accountId: "b", credit: "9" },
    ];
    const update = updateVoucherInput.safeParse({
      id: "v",
      voucherType: "journal",
      voucherDate: "2026-11-23",
      lines,
    });
    expect(update.success).toBe(false);
    expect(update.error?.issues[0]?.message).toBe("Debits (₹10.00) and credits (₹9.00) differ by ₹1.00");
    const range = ledgerQueryInput.safeParse({ accountId: "a", from: "2026-11-02", to: "2026-11-01" });
    expect(range.error?.issues[0]?.message).toBe("To date cannot be before From date");
    expect(ledgerQueryInput.parse({ accountId: "a" })).toEqual({
      accountId: "a",
      from: null,
      to: null,
      page: 1,
    });
    expect(formatDisplayDate("2026-04-01")).toBe("01/04/2026");
  });
});

describe("the default chart", () => {
  it("gives each system role to one account, and every parent is a heading of the same type", () => {
    const roles = DEFAULT_CHART.flatMap((a) => (a.role ? [a.role] : []));
    expect(new Set(roles).size).toBe(roles.length);
    for (const account of DEFAULT_CHART.filter((a) => a.parent)) {
      const parent = DEFAULT_CHART.find((a) => a.code === account.parent);
      expect(parent?.group).toBe(true);
      expect(parent?.type).toBe(account.type);
    }
    expect(normalSide("Assets")).toBe("debit");
    expect(normalSide("Revenue")).toBe("credit");
  });
});
