import { describe, expect, it } from "vitest";
import { formatIndianDate, formatWholeRupees } from "./india-format";

describe("formatIndianDate", () => {
  it("writes the day first", () => {
    expect(formatIndianDate("2026-11-23")).toBe("23/11/2026");
    expect(formatIndianDate("2027-01-05")).toBe("05/01/2027");
  });

  it("leaves text that is not a date alone", () => {
    expect(formatIndianDate("tomorrow")).toBe("tomorrow");
  });
});

describe("formatWholeRupees", () => {
  it("rounds to whole rupees and groups the Indian way", () => {
    expect(formatWholeRupees("3200.00")).toBe("₹3,200");
    expect(formatWholeRupees("123456.50")).toBe("₹1,23,457");
    expect(formatWholeRupees("0")).toBe("₹0");
    expect(formatWholeRupees("1066.49")).toBe("₹1,066");
  });

  it("leaves text that is not an amount alone", () => {
    expect(formatWholeRupees("n/a")).toBe("n/a");
  });
});
