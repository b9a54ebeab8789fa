import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import { expenseAmountError, expenseInput } from "./expenses.schema";
import { DEFAULT_SLABS } from "./gst.fixtures";
import { toPaise } from "./money";
import {
  csvField,
  expenseReport,
  gstReport,
  incomeReport,
  incomeReportInput,
  percentage,
  periodStart,
  REPORT_PERIODS,
  reportRangeInput,
  toCsv,
} from "./reports";

describe("periods", () => {
  it("starts weeks on Monday and months on the 1st", () => {
    // 22 Nov 2026 is a Sunday.
    expect(periodStart("2026-11-22", "weekly")).toBe("2026-11-16");
    expect(periodStart("2026-11-23", "weekly")).toBe("2026-11-23");
    expect(periodStart("2026-11-22", "monthly")).toBe("2026-11-01");
    expect(periodStart("2026-11-22", "daily")).toBe("2026-11-22");
  });

  it("clips the first and last periods to the range and keeps empty periods", () => {
    const report = incomeReport({ startDate: "2026-11-18", endDate: "2026-12-02" }, "weekly", [], []);
    expect(report.rows.map((r) => [r.startDate, r.endDate])).toEqual([
      ["2026-11-18", "2026-11-22"],
      ["2026-11-23", "2026-11-29"],
      ["2026-11-30", "2026-12-02"],
    ]);
  });

  it("sums income and expenses per month exactly", () => {
    const report = incomeReport(
      { startDate: "2026-10-15", endDate: "2026-11-30" },
      "monthly",
      [
        { date: "2026-10-15", amount: toPaise("0.10") },
        { date: "2026-10-31", amount: toPaise("0.20") },
        { date: "2026-11-01", amount: toPaise("5000.00") },
        { date: "2026-10-14", amount: toPaise("999.00") },
      ],
      [{ date: "2026-11-30", amount: toPaise("6000.50") }],
    );
    expect(report.rows).toEqual([
      {
        period: "2026-10-15",
        startDate: "2026-10-15",
        endDate: "2026-10-31",
        income: "0.30",
        expenses: "0.00",
        profit: "0.30",
      },
      {
        period: "2026-11-01",
        startDate: "2026-11-01",
        endDate: "2026-11-30",
        income: "5000.00",
        expenses: "6000.50",
        profit: "-1000.50",
      },
    ]);
    expect(report.totals).toEqual({ income: "5000.30", expenses: "6000.50", profit: "-1000.20" });
  });

  it("puts every amount of the range in exactly one period: the periods add up to the total", () => {
    const day = fc.integer({ min: 0, max: 400 });
    fc.assert(
      fc.property(
        fc.constantFrom(...REPORT_PERIODS),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 365 }),
        fc.array(fc.record({ offset: day, amount: fc.integer({ min: -1e9, max: 1e9 }) }), { maxLength: 40 }),
        (period, startOffset, length, items) => {
          const startDate = addDays("2025-01-01", startOffset);
          const endDate = addDays(startDate, length);
          const days = items.map((i) => ({ date: addDays("2025-01-01", i.offset), amount: i.amount }));
          const report = incomeReport({ startDate, endDate }, period, days, days);
          const inRange = days.filter((d) => d.date >= startDate && d.date <= endDate);
          const expected = inRange.reduce((s, d) => s + d.amount, 0);
          const sum = report.rows.reduce((s, r) => s + toPaise(r.income), 0);
          expect(sum).toBe(expected);
          expect(toPaise(report.totals.income)).toBe(expected);
          expect(report.rows[0]?.startDate).toBe(startDate);
          expect(report.rows.at(-1)?.endDate).toBe(endDate);
          const covered = report.rows.reduce((s, r) => s + daysBetween(r.startDate, r.endDate) + 1, 0);
          expect(covered).toBe(length + 1);
        },
      ),
    );
  });
});

describe("report ranges", () => {
  it("refuses a missing date, an end before the start and more than 366 days", () => {
    const issue = (input: unknown) => reportRangeInput.safeParse(input).error?.issues[0]?.message;
    expect(issue({ startDate: "", endDate: "2026-11-01" })).toBe("Start date is required");
    expect(issue({ startDate: "2026-11-31", endDate: "2026-12-01" })).toBe(
      "Start date must be a valid date (yyyy-MM-dd)",
    );
    expect(issue({ startDate: "2026-11-02", endDate: "2026-11-01" })).toBe(
      "End date cannot be before start date",
    );
    expect(issue({ startDate: "2026-01-01", endDate: "2027-01-02" })).toBe(
      "A report covers at most 366 days",
    );
    expect(issue({ startDate: "2024-01-01", endDate: "2024-12-31" })).toBeUndefined();
    expect(incomeReportInput.parse({ startDate: "2026-11-01", endDate: "2026-11-01" }).period).toBe(
      "monthly",
    );
  });

  it("refuses the range that once hung the server (December 9999), naming the field", () => {
    expect(
      incomeReportInput
        .safeParse({ startDate: "9999-12-01", endDate: "9999-12-31", period: "monthly" })
        .error?.issues.map((i) => i.message),
    ).toEqual([
      "Start date must be between 01/01/1900 and 31/12/2100",
      "End date must be between 01/01/1900 and 31/12/2100",
    ]);
  });

  it("answers the last month of the bounds, and throws rather than loop on a range past them", () => {
    const range = { startDate: "2100-12-01", endDate: "2100-12-31" };
    for (const period of REPORT_PERIODS) {
      expect(incomeReport(range, period, [], []).rows.at(-1)?.endDate).toBe("2100-12-31");
    }
    expect(() => incomeReport({ startDate: "9999-12-01", endDate: "9999-12-31" }, "monthly", [], [])).toThrow(
      RangeError,
    );
    expect(() => incomeReport({ startDate: "2000-01-01", endDate: "2099-12-31" }, "daily", [], [])).toThrow(
      RangeError,
    );
  });
});

describe("expense report", () => {
  it("gives each category its share, largest first, in exact hundredths", () => {
    const report = expenseReport({ startDate: "2026-11-01", endDate: "2026-11-30" }, [
      { categoryId: "a", category: "Utilities", amount: 100 },
      { categoryId: "b", category: "Housekeeping", amount: 200 },
    ]);
    expect(report.rows).toEqual([
      { categoryId: "b", category: "Housekeeping", amount: "2.00", percentage: "66.67" },
      { categoryId: "a", category: "Utilities", amount: "1.00", percentage: "33.33" },
    ]);
    expect(report.total).toBe("3.00");
    expect(percentage(1, 8)).toBe("12.50");
    expect(percentage(0, 0)).toBe("0.00");
  });
});

describe("GST report", () => {
  const range = { startDate: "2025-11-01", endDate: "2025-11-30" };
  const stay = (bookingId: string, total: string, checkInDate: string, checkOutDate: string) => ({
    bookingId,
    guestName: "Asha",
    roomNumber: bookingId,
    checkInDate,
    checkOutDate,
    totalAmount: toPaise(total),
    nights: [],
  });

  it("taxes a ₹7,500 night at 5% and an ₹8,000 night at 18%, in CGST and SGST halves", () => {
    const report = gstReport(
      range,
      [stay("101", "15000", "2025-11-10", "2025-11-12"), stay("102", "8000", "2025-11-10", "2025-11-11")],
      DEFAULT_SLABS,
      0,
      true,
    );
    expect(report.entries).toMatchObject([
      {
        bookingId: "101",
        nights: 2,
        rates: ["5.00"],
        amount: "15000.00",
        cgst: "375.00",
        sgst: "375.00",
        gstAmount: "750.00",
      },
      {
        bookingId: "102",
        nights: 1,
        rates: ["18.00"],
        amount: "8000.00",
        cgst: "720.00",
        sgst: "720.00",
        gstAmount: "1440.00",
      },
    ]);
    expect(report).toMatchObject({
      taxableIncome: "23000.00",
      cgst: "1095.00",
      sgst: "1095.00",
      gstAmount: "2190.00",
    });
  });

  it("values each night by its price, as the folio does: a ₹7,000 weekday at 5%, a ₹9,000 Saturday at 18%", () => {
    // Spread evenly, both nights would be ₹8,000 at 18% (₹2,880); by price, 350 + 1,620 = ₹1,970.
    const report = gstReport(
      range,
      [
        {
          ...stay("104", "16000", "2025-11-14", "2025-11-16"),
          nights: [
            { date: "2025-11-14", amount: toPaise("7000") },
            { date: "2025-11-15", amount: toPaise("9000") },
          ],
        },
      ],
      DEFAULT_SLABS,
      0,
      true,
    );
    expect(report.entries).toMatchObject([
      { nights: 2, rates: ["5.00", "18.00"], amount: "16000.00", gstAmount: "1970.00" },
    ]);
  });

  it("counts only the nights inside the range", () => {
    // Three nights of ₹1,000.01 each spread from ₹3,000.03; the range holds the last two.
    const report = gstReport(
      range,
      [stay("103", "3000.03", "2025-10-31", "2025-11-03")],
      DEFAULT_SLABS,
      0,
      true,
    );
    expect(report.entries).toMatchObject([
      { date: "2025-11-01", nights: 2, amount: "2000.02", gstAmount: "100.00" },
    ]);
  });

  it("keeps CGST + SGST equal to the tax, to the paisa, whatever the stays", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            total: fc.integer({ min: 0, max: 5_000_000 }),
            start: fc.integer({ min: -40, max: 40 }),
            nights: fc.integer({ min: 1, max: 20 }),
          }),
          { maxLength: 20 },
        ),
        (items) => {
          const stays = items.map((s, i) => ({
            ...stay(
              String(i),
              "0",
              addDays("2025-11-01", s.start),
              addDays("2025-11-01", s.start + s.nights),
            ),
            totalAmount: s.total,
          }));
          const report = gstReport(range, stays, DEFAULT_SLABS, 0, true);
          for (const e of report.entries)
            expect(toPaise(e.cgst) + toPaise(e.sgst)).toBe(toPaise(e.gstAmount));
          expect(toPaise(report.cgst) + toPaise(report.sgst)).toBe(toPaise(report.gstAmount));
          const sum = report.entries.reduce((s, e) => s + toPaise(e.gstAmount), 0);
          expect(sum).toBe(toPaise(report.gstAmount));
        },
      ),
    );
  });
});

describe("expense amounts", () => {
  it("names what is wrong with an amount", () => {
    expect(expenseAmountError("")).toBe("Amount is required");
    expect(expenseAmountError("abc")).toBe("Amount must be a valid number greater than 0");
    expect(expenseAmountError("0")).toBe("Amount must be a valid number greater than 0");
    expect(expenseAmountError("-5")).toBe("Amount must be greater than zero");
    expect(expenseAmountError("-5.125")).toBe("Amount must be greater than zero");
    expect(expenseAmountError("1.005")).toBe("Amount can have at most two decimals");
    expect(expenseAmountError("100000000")).toBe("Amount must be at most ₹9,99,99,999.99");
    expect(expenseAmountError("99999999.99")).toBeNull();
    expect(
      expenseInput.parse({
        categoryId: "c",
        amount: 1250.5,
        description: "Diesel",
        expenseDate: "2026-11-01",
      }),
    ).toMatchObject({
      amount: "1250.50",
      paymentMethod: "cash",
      vendor: null,
    });
  });
});

describe("CSV", () => {
  it("quotes commas, quotes and line breaks, and neutralises formulas", () => {
    expect(csvField('Room 101, "deluxe"')).toBe('"Room 101, ""deluxe"""');
    expect(csvField("=HYPERLINK()")).toBe("'=HYPERLINK()");
    expect(csvField("-1000.50")).toBe("-1000.50");
    expect(toCsv(["a", "b"], [["1", "x\ny"]])).toBe('a,b\r\n1,"x\ny"\r\n');
  });
});
