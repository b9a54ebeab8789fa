import { describe, expect, it } from "vitest";
import { formatDateInWords, formatDateTime, formatDisplayDate, formatDisplayDay } from "./dates";

describe("the web app's dates", () => {
  it("shows a calendar date as dd/MM/yyyy, or in words for a sentence", () => {
    expect(formatDisplayDate("2033-11-05")).toBe("05/11/2033");
    expect(formatDateInWords("2033-11-05")).toBe("5 Nov 2033");
  });

  it("shows an instant with its time in the given time zone", () => {
    // 20:00 UTC on the 21st is 01:30 on the 22nd in India.
    expect(formatDateTime("2026-11-21T20:00:00.000Z", "Asia/Kolkata")).toBe("22/11/2026, 01:30");
    expect(formatDateTime("2026-11-21T20:00:00.000Z", "UTC")).toBe("21/11/2026, 20:00");
    expect(formatDateTime("soon", "UTC")).toBe("soon");
  });

  it("takes an instant's day on the property's calendar", () => {
    expect(formatDisplayDay("2026-11-04T20:00:00.000Z", "Asia/Kolkata")).toBe("05/11/2026");
    expect(formatDisplayDay("2026-01-31T10:00:00.000Z", "Asia/Kolkata")).toBe("31/01/2026");
    expect(formatDisplayDay("soon", "Asia/Kolkata")).toBe("soon");
  });
});
