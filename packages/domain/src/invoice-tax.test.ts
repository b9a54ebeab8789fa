import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuantity, parseUnitPrice } from "./decimal";
import { GST_RATES } from "./folio";
import {
  computeInvoice,
  gstRateOf,
  INVOICE_TOO_LARGE,
  lineTaxable,
  MAX_INVOICE_TOTAL,
  placeOfSupply,
  purchasePlaceOfSupply,
  stateCodeOf,
  taxAt,
} from "./invoice-tax";

const HOTEL = "27AAPFU0939F1ZV"; // Maharashtra
const KARNATAKA_GUEST = "29AABCR1718E1ZL";

describe("line amounts", () => {
  it("round quantity × price half up to the paisa", () => {
    // 1.5 × ₹12.3456 = ₹18.5184
    expect(lineTaxable(1500, 123456)).toBe(1852);
    // 1 × ₹0.005 is half a paisa: up. 0.001 × ₹0.5 is a twentieth: down.
    expect(lineTaxable(1000, 50)).toBe(1);
    expect(lineTaxable(1, 5000)).toBe(0);
    expect(lineTaxable(1000, 0)).toBe(0);
    // 999,999.999 × ₹9,999.9999: the product passes 2^53 and stays exact.
    expect(lineTaxable(999_999_999, 99_999_999)).toBe(999_999_989_000);
  });

  it("tax at the rate, rounded half up: 5% of ₹1,001 is ₹50.05", () => {
    expect(taxAt(100_100, 5)).toBe(5005);
    expect(taxAt(10, 5)).toBe(1); // half a paisa: up
    expect(taxAt(9, 5)).toBe(0);
    expect(taxAt(MAX_INVOICE_TOTAL, 40)).toBe(MAX_INVOICE_TOTAL * 0.4);
  });

  it("reads a stored or sent rate as a current slab", () => {
    expect(gstRateOf("18.00")).toBe(18);
    expect(gstRateOf(5)).toBe(5);
    expect(gstRateOf("0")).toBe(0);
    expect(gstRateOf(" 40 ")).toBe(40);
    for (const old of ["12", "28", "18.5", "-5", "abc", 100]) expect(gstRateOf(old)).toBeNull();
  });
});

describe("computeInvoice", () => {
  const lines = [
    { itemId: "rice", quantity: 2500, unitPrice: 1_204_000, taxRate: 5 as const },
    { itemId: "towel", quantity: 3000, unitPrice: 9_999_999, taxRate: 18 as const },
    { itemId: "hall", quantity: 1000, unitPrice: 10_010_000, taxRate: 5 as const },
  ];

  it("splits each line's tax into CGST and SGST halves within the state, the odd paisa to SGST", () => {
    const invoice = computeInvoice(lines, { supplyType: "intra" });
    // 2.5 kg × ₹120.40 = ₹301.00 at 5% = ₹15.05; 3 × ₹999.9999 = ₹3,000.00 at 18% = ₹540;
    // 1 × ₹1,001 at 5% = ₹50.05.
    expect(invoice.lines.map((l) => [l.itemId, l.taxable, l.cgst, l.sgst, l.igst, l.tax, l.total])).toEqual([
      ["rice", 30_100, 752, 753, 0, 1505, 31_605],
      ["towel", 300_000, 27_000, 27_000, 0, 54_000, 354_000],
      ["hall", 100_100, 2502, 2503, 0, 5005, 105_105],
    ]);
    expect(invoice.totals).toEqual({
      subtotal: 430_200,
      cgst: 30_254,
      sgst: 30_256,
      igst: 0,
      tax: 60_510,
      total: 490_710,
    });
  });

  it("charges IGST between states", () => {
    const invoice = computeInvoice(lines, { supplyType: "inter" });
    expect(invoice.lines.map((l) => [l.cgst, l.sgst, l.igst])).toEqual([
      [0, 0, 1505],
      [0, 0, 54_000],
      [0, 0, 5005],
    ]);
    expect(invoice.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 60_510, tax: 60_510, total: 490_710 });
  });

  it("refuses an invoice the books cannot hold", () => {
    const huge = { quantity: 1_000_000_000, unitPrice: 100_000_000_000_000, taxRate: 18 as const };
    expect(() => computeInvoice([huge], { supplyType: "intra" })).toThrow(INVOICE_TOO_LARGE);
    // Each line within bounds, the total beyond them.
    const half = { quantity: 1000, unitPrice: (MAX_INVOICE_TOTAL / 2) * 100, taxRate: 0 as const };
    expect(computeInvoice([half, half], { supplyType: "intra" }).totals.total).toBe(MAX_INVOICE_TOTAL);
    expect(() => computeInvoice([half, half, { ...half, unitPrice: 100 }], { supplyType: "intra" })).toThrow(
      INVOICE_TOO_LARGE,
    );
    expect(() =>
      computeInvoice([{ quantity: 1.5, unitPrice: 1, taxRate: 5 as const }], { supplyType: "intra" }),
    ).toThrow(RangeError);
    expect(() =>
      computeInvoice([{ quantity: 1, unitPrice: 1, taxRate: 12 as unknown as 5 }], { supplyType: "intra" }),
    ).toThrow(RangeError);
  });

  const decimalText = (whole: number, fraction: number, digits: number) =>
    `${whole}.${String(fraction).padStart(digits, "0")}`;
  const sentLine = fc.record({
    quantity: fc
      .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }))
      .filter(([w, f]) => w + f > 0)
      .map(([w, f]) => decimalText(w, f, 3)),
    unitPrice: fc
      .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9999 }))
      .map(([w, f]) => decimalText(w, f, 4)),
    taxRate: fc.constantFrom(...GST_RATES),
  });

  /** The taxable value worked out on the digits alone: the exact product, then half up to the paisa. */
  function referenceTaxable(quantity: string, unitPrice: string): bigint {
    const digits = (text: string) => BigInt(text.replace(".", ""));
    const tenMillionthsOfRupee = digits(quantity) * digits(unitPrice);
    return (tenMillionthsOfRupee + 50_000n) / 100_000n;
  }

  it("adds up exactly, line by line, for any decimal quantities and prices (property)", () => {
    fc.assert(
      fc.property(
        fc.array(sentLine, { minLength: 1, maxLength: 30 }),
        fc.constantFrom("intra" as const, "inter" as const),
        (sent, supplyType) => {
          const parsed = sent.map((l) => ({
            quantity: parseQuantity(l.quantity) ?? Number.NaN,
            unitPrice: parseUnitPrice(l.unitPrice) ?? Number.NaN,
            taxRate: l.taxRate,
          }));
          const invoice = computeInvoice(parsed, { supplyType });
          const sum = (pick: (l: (typeof invoice.lines)[number]) => number) =>
            invoice.lines.reduce((acc, l) => acc + pick(l), 0);
          expect(invoice.totals.subtotal).toBe(sum((l) => l.taxable));
          expect(invoice.totals.tax).toBe(sum((l) => l.tax));
          expect(invoice.totals.total).toBe(invoice.totals.subtotal + invoice.totals.tax);
          expect(invoice.totals.cgst + invoice.totals.sgst + invoice.totals.igst).toBe(invoice.totals.tax);
          invoice.lines.forEach((line, i) => {
            const l = sent[i];
            if (!l) throw new Error("line missing");
            expect(BigInt(line.taxable)).toBe(referenceTaxable(l.quantity, l.unitPrice));
            // Tax to the paisa: |100 × tax − rate × taxable| is at most half a paisa, a tie rounded up.
            const error = line.tax * 100 - line.taxable * line.taxRate;
            expect(error).toBeGreaterThan(-50);
            expect(error).toBeLessThanOrEqual(50);
            expect(line.cgst + line.sgst + line.igst).toBe(line.tax);
            if (supplyType === "intra") {
              expect(line.igst).toBe(0);
              expect(line.sgst - line.cgst).toBe(line.tax % 2);
            } else {
              expect([line.cgst, line.sgst, line.igst]).toEqual([0, 0, line.tax]);
            }
          });
        },
      ),
    );
  });
});

describe("place of supply", () => {
  it("reads a state written as its code, code and name, or name", () => {
    expect(stateCodeOf("27")).toBe("27");
    expect(stateCodeOf("29 Karnataka")).toBe("29");
    expect(stateCodeOf("07-Delhi")).toBe("07");
    expect(stateCodeOf(" tamil nadu ")).toBe("33");
    for (const unknown of ["25", "99", "Atlantis", "", null, undefined, "7"])
      expect(stateCodeOf(unknown)).toBeNull();
  });

  it("keeps accommodation and services at the hotel in the hotel's state, whoever the guest", () => {
    for (const supplyKind of ["accommodation", "service_at_hotel"] as const) {
      expect(
        placeOfSupply({ hotelGstin: HOTEL, recipientGstin: KARNATAKA_GUEST, supplyKind, override: "29" }),
      ).toEqual({ placeOfSupply: "27", supplyType: "intra" });
    }
  });

  it("sends goods and other services where the recipient is: GSTIN first, then the address", () => {
    expect(
      placeOfSupply({ hotelGstin: HOTEL, recipientGstin: KARNATAKA_GUEST, supplyKind: "goods" }),
    ).toEqual({
      placeOfSupply: "29",
      supplyType: "inter",
    });
    expect(
      placeOfSupply({
        hotelGstin: HOTEL,
        recipientGstin: "27AAPFU0939F1ZV",
        recipientState: "Karnataka",
        supplyKind: "service",
      }),
    ).toEqual({ placeOfSupply: "27", supplyType: "intra" });
    expect(
      placeOfSupply({ hotelGstin: HOTEL, recipientGstin: null, recipientState: "Goa", supplyKind: "goods" }),
    ).toEqual({ placeOfSupply: "30", supplyType: "inter" });
    expect(
      placeOfSupply({
        hotelGstin: HOTEL,
        recipientState: "Maharashtra",
        supplyKind: "goods",
        override: "33",
      }),
    ).toEqual({ placeOfSupply: "33", supplyType: "inter" });
  });

  it("takes the hotel's state when the recipient's is unknown", () => {
    expect(placeOfSupply({ hotelGstin: HOTEL, recipientState: "Nowhere", supplyKind: "goods" })).toEqual({
      placeOfSupply: "27",
      supplyType: "intra",
    });
    expect(() => placeOfSupply({ hotelGstin: "99XXXXX", supplyKind: "goods" })).toThrow(RangeError);
  });

  it("places a supplier's bill in the hotel's state, IGST from a supplier elsewhere", () => {
    expect(purchasePlaceOfSupply({ hotelGstin: HOTEL, supplierGstin: KARNATAKA_GUEST })).toEqual({
      placeOfSupply: "27",
      supplyType: "inter",
    });
    expect(purchasePlaceOfSupply({ hotelGstin: HOTEL, supplierState: "Maharashtra" })).toEqual({
      placeOfSupply: "27",
      supplyType: "intra",
    });
    expect(purchasePlaceOfSupply({ hotelGstin: HOTEL })).toEqual({
      placeOfSupply: "27",
      supplyType: "intra",
    });
  });
});

describe("invoicePlaceOfSupply", () => {
  it("refuses lines supplied in different states, takes the common one otherwise", async () => {
    const { invoicePlaceOfSupply: one, MIXED_PLACES_OF_SUPPLY } = await import("./invoice-tax");
    const hotel = { placeOfSupply: "27", supplyType: "intra" as const };
    const away = { placeOfSupply: "29", supplyType: "inter" as const };
    expect(one([hotel, away])).toEqual({ ok: false, error: MIXED_PLACES_OF_SUPPLY });
    expect(one([away, away])).toEqual({ ok: true, place: away });
    expect(one([])).toEqual({ ok: true, place: null });
  });
});

describe("missingHsnError", () => {
  it("names the first line without an HSN or SAC code", async () => {
    const { missingHsnError } = await import("./invoice-tax");
    expect(missingHsnError([{ lineNo: 1, hsnCode: "3401" }])).toBeNull();
    expect(
      missingHsnError([
        { lineNo: 1, hsnCode: "3401" },
        { lineNo: 2, hsnCode: null },
      ]),
    ).toBe("Line 2: an HSN or SAC code is required to issue a tax invoice");
  });
});
