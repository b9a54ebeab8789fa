import { describe, expect, it } from "vitest";
import {
  fromPickerDate,
  fromPickerRange,
  nightsLabel,
  outsideOf,
  parseTypedDate,
  toPickerDate,
  toPickerRange,
} from "./date-fields";

describe("parseTypedDate", () => {
  it("reads day, month and year in the Indian order, whatever the separator", () => {
    for (const text of ["23/11/2026", "23-11-2026", "23.11.2026", "23 11 2026", " 23/11/2026 "]) {
      expect(parseTypedDate(text)).toBe("2026-11-23");
    }
    expect(parseTypedDate("1/2/2026")).toBe("2026-02-01");
  });

  it("also takes the yyyy-MM-dd form", () => {
    expect(parseTypedDate("2026-11-23")).toBe("2026-11-23");
    expect(parseTypedDate("2026-1-5")).toBe("2026-01-05");
  });

  it("never reads the month first", () => {
    expect(parseTypedDate("11/23/2026")).toBeNull();
    expect(parseTypedDate("05/11/2026")).toBe("2026-11-05");
  });

  it("refuses dates that do not exist, half-typed ones and text", () => {
    for (const text of [
      "31/02/2026",
      "29/02/2027",
      "23/11/20",
      "23/11/202",
      "23/11",
      "",
      "tomorrow",
      "2026/11/23",
    ]) {
      expect(parseTypedDate(text)).toBeNull();
    }
    expect(parseTypedDate("29/02/2028")).toBe("2028-02-29");
  });

  it("refuses dates the API refuses (before 1900 or after 2100)", () => {
    expect(parseTypedDate("31/12/1899")).toBeNull();
    expect(parseTypedDate("01/01/1900")).toBe("1900-01-01");
    expect(parseTypedDate("31/12/2100")).toBe("2100-12-31");
    expect(parseTypedDate("01/01/2101")).toBeNull();
  });
});

describe("picker values", () => {
  it("turn the form's blank into the picker's null and back", () => {
    expect(toPickerDate("")).toBeNull();
    expect(toPickerDate("2026-11-23")).toBe("2026-11-23");
    expect(fromPickerDate(null)).toBe("");
    expect(fromPickerDate("2026-11-23")).toBe("2026-11-23");
  });

  it("carry a stay both ways, with the end blank while only the start is picked", () => {
    expect(toPickerRange("2026-11-23", "")).toEqual(["2026-11-23", null]);
    expect(toPickerRange("", "")).toEqual([null, null]);
    expect(fromPickerRange(["2026-11-23", null])).toEqual({ from: "2026-11-23", to: "" });
    expect(fromPickerRange(["2026-11-23", "2026-11-26"])).toEqual({ from: "2026-11-23", to: "2026-11-26" });
  });
});

describe("outsideOf", () => {
  it("greys out the days beyond either end, and none where an end is blank", () => {
    const beforeDecember = outsideOf("2026-12-01", "");
    expect(beforeDecember("2026-11-30")).toBe(true);
    expect(beforeDecember("2026-12-01")).toBe(false);
    const afterNovember = outsideOf("", "2026-11-30");
    expect(afterNovember("2026-11-30")).toBe(false);
    expect(afterNovember("2026-12-01")).toBe(true);
    expect(outsideOf("", "")("2026-12-01")).toBe(false);
  });
});

describe("nightsLabel", () => {
  it("counts the nights of a stay", () => {
    expect(nightsLabel("2026-11-23", "2026-11-24")).toBe("1 night");
    expect(nightsLabel("2026-11-23", "2026-11-26")).toBe("3 nights");
    // Across the end of the month and of the year.
    expect(nightsLabel("2026-12-30", "2027-01-02")).toBe("3 nights");
  });

  it("says nothing until both dates make a stay", () => {
    expect(nightsLabel("2026-11-23", "")).toBeNull();
    expect(nightsLabel("", "")).toBeNull();
    expect(nightsLabel("2026-11-23", "2026-11-23")).toBeNull();
  });
});
