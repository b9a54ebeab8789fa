import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatScaled,
  parseQuantity,
  parseScaled,
  parseUnitPrice,
  quantityText,
  unitPriceText,
} from "./decimal";
import { DEFAULT_GST_UNIT, GST_UNITS, gstUnitOf } from "./gst-units";

describe("scaled decimals", () => {
  it("read decimal text and numbers exactly", () => {
    expect(parseScaled("1.5", 3, 7)).toBe(1500);
    expect(parseScaled(" 2 ", 3, 7)).toBe(2000);
    expect(parseScaled(0.1, 3, 7)).toBe(100);
    expect(parseScaled("12.3456", 4, 11)).toBe(123456);
    expect(parseScaled("0007.250", 3, 1)).toBe(7250);
    // Trailing zeros past the scale say nothing more.
    expect(parseScaled("1.50000", 3, 7)).toBe(1500);
  });

  it("refuse what is not a non-negative decimal of that scale and size", () => {
    for (const bad of [
      "",
      "abc",
      "-1",
      "1e3",
      ".5",
      "1.",
      "1,5",
      "1.0001",
      "12345678",
      1e21,
      Number.NaN,
      -0.5,
    ]) {
      expect(parseScaled(bad, 3, 7)).toBeNull();
    }
    expect(() => parseScaled("1", 4, 12)).toThrow(RangeError);
  });

  it("write a fixed number of decimals", () => {
    expect(formatScaled(1500, 3)).toBe("1.500");
    expect(formatScaled(5, 3)).toBe("0.005");
    expect(formatScaled(0, 4)).toBe("0.0000");
    expect(formatScaled(42, 0)).toBe("42");
    expect(quantityText(1_000_000_000)).toBe("1000000.000");
    expect(unitPriceText(123456)).toBe("12.3456");
    expect(() => formatScaled(-1, 3)).toThrow(RangeError);
    expect(() => formatScaled(1.5, 3)).toThrow(RangeError);
  });

  it("round-trip what the database stores", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (scaled) => {
        expect(parseQuantity(quantityText(scaled))).toBe(scaled);
        expect(parseUnitPrice(unitPriceText(scaled))).toBe(scaled);
      }),
    );
  });
});

describe("GST units", () => {
  it("are the portal's UQC codes, NOS by default", () => {
    expect(GST_UNITS).toHaveLength(45);
    expect(new Set(GST_UNITS.map((u) => u.code)).size).toBe(45);
    expect(GST_UNITS.find((u) => u.code === DEFAULT_GST_UNIT)?.label).toBe("Numbers");
  });

  it("are read case-insensitively", () => {
    expect(gstUnitOf("nos")).toBe("NOS");
    expect(gstUnitOf(" kgs ")).toBe("KGS");
    expect(gstUnitOf("DAY")).toBeNull();
    expect(gstUnitOf("")).toBeNull();
  });
});
