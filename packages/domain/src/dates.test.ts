import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  dateSchema,
  daysBetween,
  formatDateInWords,
  formatDisplayDate,
  formatMonthYear,
  isIsoDate,
  MAX_DATE,
  MIN_DATE,
  optionalDateSchema,
  todayIn,
} from "./dates";

describe("dates", () => {
  it("computes today in the property's zone, not the server's", () => {
    // 20:00 UTC on 31 March is already 1 April in India, still 31 March in New York.
    const instant = new Date("2026-03-31T20:00:00Z");
    expect(todayIn("Asia/Kolkata", instant)).toBe("2026-04-01");
    expect(todayIn("America/New_York", instant)).toBe("2026-03-31");
  });

  it("validates calendar dates strictly", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-2-1")).toBe(false);
    expect(isIsoDate("tomorrow")).toBe(false);
  });

  it("counts and adds days across month and daylight-saving boundaries", () => {
    expect(daysBetween("2026-03-28", "2026-04-02")).toBe(5);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
  });

  it("adds days as the calendar does, whatever the date and the step", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -700_000, max: 700_000 }),
        fc.integer({ min: -800, max: 800 }),
        (day, step) => {
          const date = new Date(Date.UTC(2000, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
          const expected = new Date(Date.parse(`${date}T00:00:00Z`) + step * 86_400_000)
            .toISOString()
            .slice(0, 10);
          expect(addDays(date, step)).toBe(expected);
        },
      ),
    );
  });

  it("throws rather than produce a date past year 9999 or from something that is not a date", () => {
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
    expect(() => addDays("10000-01-02", 1)).toThrow(RangeError);
    expect(() => addDays("not a date", 1)).toThrow(RangeError);
    expect(() => addDays("2026-01-01", 0.5)).toThrow(RangeError);
    expect(() => daysBetween("2026-01-01", "0NaN-NaN-NaN")).toThrow(RangeError);
  });

  it("accepts dates from 1900-01-01 to 2100-12-31 only, naming the field", () => {
    const start = dateSchema("Start date");
    expect(start.parse(MIN_DATE)).toBe(MIN_DATE);
    expect(start.parse(` ${MAX_DATE} `)).toBe(MAX_DATE);
    const message = (value: unknown) => start.safeParse(value).error?.issues[0]?.message;
    expect(message("1899-12-31")).toBe("Start date must be between 01/01/1900 and 31/12/2100");
    expect(message("2101-01-01")).toBe("Start date must be between 01/01/1900 and 31/12/2100");
    expect(message("9999-12-01")).toBe("Start date must be between 01/01/1900 and 31/12/2100");
    expect(message("2026-02-30")).toBe("Start date must be a valid date (yyyy-MM-dd)");
    expect(message("")).toBe("Start date is required");
    expect(message(undefined)).toBe("Start date is required");
    expect(message("2".repeat(100_000))).toBe("Start date must be a valid date (yyyy-MM-dd)");
    const purchase = optionalDateSchema("Purchase date");
    expect(purchase.parse("")).toBeNull();
    expect(purchase.parse(null)).toBeNull();
    expect(purchase.safeParse("0000-01-01").error?.issues[0]?.message).toBe(
      "Purchase date must be a valid date (yyyy-MM-dd)",
    );
  });
});

describe("how a date is shown", () => {
  it("writes dd/MM/yyyy in fields, tables and messages", () => {
    expect(formatDisplayDate("2026-12-02")).toBe("02/12/2026");
    expect(formatDisplayDate("1900-01-01")).toBe("01/01/1900");
  });

  it("writes a date in words where a sentence reads better, the day without a leading zero", () => {
    expect(formatDateInWords("2026-12-02")).toBe("2 Dec 2026");
    expect(formatDateInWords("2026-11-28")).toBe("28 Nov 2026");
  });

  it("names a month in full or short", () => {
    expect(formatMonthYear("2026-11")).toBe("November 2026");
    expect(formatMonthYear("2026-09-14", "short")).toBe("Sep 2026");
  });

  it("returns what is not a date as given, so a bad value is still shown", () => {
    expect(formatDisplayDate("soon")).toBe("soon");
    expect(formatDateInWords("2026-13-01")).toBe("2026-13-01");
    expect(formatMonthYear("")).toBe("");
  });
});
