import { describe, expect, it } from "vitest";
import { gstForStay, gstRateFor } from "./gst";
import {
  financialYear,
  groupInvoiceNumber,
  manualNumberDateError,
  manualNumbersBefore,
  seriesDateError,
} from "./invoice-number";

const SLABS = [
  { effectiveFrom: "2019-10-01", maxNightValue: "1000.00", rate: "0.00" },
  { effectiveFrom: "2019-10-01", maxNightValue: "7500.00", rate: "12.00" },
  { effectiveFrom: "2019-10-01", maxNightValue: null, rate: "18.00" },
  { effectiveFrom: "2025-09-22", maxNightValue: "7500.00", rate: "5.00" },
  { effectiveFrom: "2025-09-22", maxNightValue: null, rate: "18.00" },
];

describe("invoice numbers", () => {
  it("follow the April-to-March financial year", () => {
    expect(financialYear("2026-03-31")).toBe("2025-26");
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2099-12-01")).toBe("2099-00");
  });

  it("fit 16 characters of letters, digits, '-' and '/'", () => {
    for (const n of [1, 42, 9999, 99_999]) {
      const number = groupInvoiceNumber("2026-11-22", n);
      expect(number).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
    }
    expect(groupInvoiceNumber("2026-11-22", 7)).toBe("GI/2026-27/0007");
  });
});

describe("GST on rooms", () => {
  it("uses the slab of the night's value on the night's date", () => {
    expect(gstRateFor(750000, "2025-10-01", SLABS)).toBe("5.00");
    expect(gstRateFor(750001, "2025-10-01", SLABS)).toBe("18.00");
    expect(gstRateFor(500000, "2025-09-21", SLABS)).toBe("12.00");
    expect(gstRateFor(90000, "2025-09-21", SLABS)).toBe("0.00");
    expect(gstRateFor(90000, "2018-01-01", SLABS)).toBe("0.00");
  });

  it("splits the tax into equal CGST and SGST halves", () => {
    // Two nights at ₹6,400 each: 5% = ₹320 a night.
    expect(gstForStay(1_280_000, "2026-01-10", "2026-01-12", SLABS)).toEqual({
      taxable: 1_280_000,
      cgst: 32_000,
      sgst: 32_000,
      total: 64_000,
    });
  });

  it("changes rate mid-stay when the slabs change", () => {
    // ₹5,000 a night across 21/22 Sep 2025: 12% then 5%.
    expect(gstForStay(1_000_000, "2025-09-21", "2025-09-23", SLABS).total).toBe(60_000 + 25_000);
  });
});

describe("nextDocumentSequence", () => {
  it("counts only the server's own numbers and says when the series is full", async () => {
    const { nextDocumentSequence } = await import("./invoice-number");
    const prefix = "IN/2026-27/";
    expect(nextDocumentSequence(prefix, [])).toBe(1);
    expect(nextDocumentSequence(prefix, ["IN/2026-27/0007", "IN/2026-27/1e5", "IN/2026-27/123456"])).toBe(8);
    expect(nextDocumentSequence(prefix, ["IN/2026-27/12345", "IN/2026-27/007"])).toBe(12346);
    expect(nextDocumentSequence(prefix, ["IN/2026-27/99999"])).toBeNull();
  });
});

describe("sales invoice numbers typed from another system", () => {
  it("are for invoices dated before the series' first use, or before today while it is unused", () => {
    const unused = { firstSeriesDate: null, lastTypedDate: null };
    expect(manualNumbersBefore({ ...unused, firstSeriesDate: "2026-11-21" }, "2026-11-27")).toBe(
      "2026-11-21",
    );
    expect(manualNumbersBefore(unused, "2026-11-27")).toBe("2026-11-27");
    // Typed invoices already dated today: today stays open to typed numbers, the series starts tomorrow.
    expect(manualNumbersBefore({ ...unused, lastTypedDate: "2026-11-27" }, "2026-11-27")).toBe("2026-11-28");
    expect(manualNumbersBefore({ ...unused, lastTypedDate: "2026-11-20" }, "2026-11-27")).toBe("2026-11-27");
    expect(manualNumberDateError("2026-11-20", "2026-11-21")).toBeNull();
    expect(manualNumberDateError("2026-11-21", "2026-11-21")).toBe(
      "A number is typed only on an invoice dated before 21/11/2026, brought over from another system; leave it empty: the number is assigned at issue",
    );
  });

  it("end before the series begins: the series numbers only invoices dated after the last typed one", () => {
    expect(seriesDateError("2026-11-21", null)).toBeNull();
    expect(seriesDateError("2026-11-21", "2026-11-20")).toBeNull();
    expect(seriesDateError("2026-11-20", "2026-11-20")).toBe(
      "Invoices up to 20/11/2026 carry numbers from another system: date this one after, or type its number",
    );
  });
});
