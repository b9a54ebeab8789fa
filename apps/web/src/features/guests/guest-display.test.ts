import { describe, expect, it } from "vitest";
import { registrationDate } from "./guest-display";

describe("registrationDate", () => {
  it("is the date in the property's time zone", () => {
    // 20:00 UTC on the 21st is already the 22nd in India.
    expect(registrationDate("2026-11-21T20:00:00.000Z", "Asia/Kolkata")).toBe("22/11/2026");
    expect(registrationDate("2026-11-21T20:00:00.000Z", "UTC")).toBe("21/11/2026");
  });

  it("leaves a value that is not an instant alone", () => {
    expect(registrationDate("unknown", "Asia/Kolkata")).toBe("unknown");
  });
});
