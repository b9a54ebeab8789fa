import { describe, expect, it } from "vitest";
import { formatWholeRupees } from "./india-format";

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
