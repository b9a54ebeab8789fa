import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate, formatMediumDate, formatMediumDay } from "./dates";

describe("formatLongDate", () => {
  it("spells the month and pads the day", () => {
    expect(formatLongDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatLongDate("2027-01-05")).toBe("January 05, 2027");
  });

  it("leaves text that is not a date alone", () => {
    expect(formatLongDate("2026-13-01")).toBe("2026-13-01");
    expect(formatLongDate("soon")).toBe("soon");
  });
});

describe("formatDateTime", () => {
  it("shows the instant in the given time zone", () => {
    expect(formatDateTime("2026-11-21T20:00:00.000Z", "Asia/Kolkata")).toBe("22 Nov 2026, 01:30");
    expect(formatDateTime("2026-11-21T20:00:00.000Z", "UTC")).toBe("21 Nov 2026, 20:00");
  });
});

describe("formatMediumDate and formatMediumDay", () => {
  it("writes a calendar date as MMM dd, yyyy", () => {
    expect(formatMediumDate("2033-11-05")).toBe("Nov 05, 2033");
    expect(formatMediumDate("soon")).toBe("soon");
  });

  it("takes an instant's day on the property's calendar", () => {
    // 20:00 UTC on the 4th is 01:30 on the 5th in India.
    expect(formatMediumDay("2026-11-04T20:00:00.000Z", "Asia/Kolkata")).toBe("Nov 05, 2026");
    expect(formatMediumDay("2026-01-31T10:00:00.000Z", "Asia/Kolkata")).toBe("Jan 31, 2026");
    expect(formatMediumDay("soon", "Asia/Kolkata")).toBe("soon");
  });
});
