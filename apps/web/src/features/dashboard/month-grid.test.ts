import { describe, expect, it } from "vitest";
import { dayBadges, dayLabel, monthOf, monthRange, monthTitle, monthWeeks, shiftMonth } from "./month-grid";

describe("monthWeeks", () => {
  it("starts on Sunday and pads the first and last weeks", () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthWeeks("2026-12");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(weeks[4]).toEqual([
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      null,
      null,
    ]);
  });

  it("needs no padding when the month starts on Sunday and fills whole weeks", () => {
    // February 2026: 28 days from a Sunday.
    const weeks = monthWeeks("2026-02");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe("2026-02-01");
    expect(weeks[3]?.[6]).toBe("2026-02-28");
  });

  it("spreads a long month over six weeks", () => {
    // May 2027 starts on a Saturday.
    const weeks = monthWeeks("2027-05");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2027-05-01"]);
    expect(weeks[5]?.[1]).toBe("2027-05-31");
  });

  it("lists every day once, in order, whatever the month", () => {
    for (const month of ["2028-02", "2027-02", "2026-11", "2026-01"]) {
      const days = monthWeeks(month).flat().filter(Boolean);
      const { startDate, endDate } = monthRange(month);
      expect(days[0]).toBe(startDate);
      expect(days.at(-1)).toBe(endDate);
      expect(new Set(days).size).toBe(days.length);
    }
  });
});

describe("month arithmetic", () => {
  it("finds the month of a date and its first and last days", () => {
    expect(monthOf("2026-11-22")).toBe("2026-11");
    expect(monthRange("2026-11")).toEqual({ startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(monthRange("2028-02")).toEqual({ startDate: "2028-02-01", endDate: "2028-02-29" });
    expect(monthRange("2100-02")).toEqual({ startDate: "2100-02-01", endDate: "2100-02-28" });
  });

  it("moves across year ends both ways", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", 14)).toBe("2028-01");
  });

  it("titles the month and names a day in full", () => {
    expect(monthTitle("2026-11")).toBe("November 2026");
    expect(dayLabel("2026-11-22")).toBe("Sunday, 22 Nov 2026");
    expect(dayLabel("2028-02-29")).toBe("Tuesday, 29 Feb 2028");
  });
});

describe("dayBadges", () => {
  it("adds cleaning, maintenance and not available into M", () => {
    expect(
      dayBadges({ available: 5, booked: 2, occupied: 1, cleaning: 1, maintenance: 1, not_available: 2 }),
    ).toEqual({ available: 5, booked: 2, occupied: 1, other: 4 });
  });
});
