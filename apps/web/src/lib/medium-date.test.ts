import { describe, expect, it } from "vitest";
import { formatMediumDate } from "./medium-date";

describe("formatMediumDate", () => {
  it("writes the day of the property's calendar as MMM dd, yyyy", () => {
    // 20:00 UTC on the 4th is 01:30 on the 5th in India.
    expect(formatMediumDate("2026-11-04T20:00:00.000Z", "Asia/Kolkata")).toBe("Nov 05, 2026");
    expect(formatMediumDate("2026-01-31T10:00:00.000Z", "Asia/Kolkata")).toBe("Jan 31, 2026");
  });

  it("leaves text that is not an instant as it is", () => {
    expect(formatMediumDate("soon", "Asia/Kolkata")).toBe("soon");
  });
});
