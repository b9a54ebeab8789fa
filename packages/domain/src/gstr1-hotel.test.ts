import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { buildFolio, type Folio, stayInvoiceDocument } from "./folio";
import { DEFAULT_SLABS } from "./gst.fixtures";
import { buildGstr1 } from "./gstr1";
import {
  groupInvoiceGstr1,
  gstr1Summary,
  type HotelBillLine,
  hotelGstr1Lines,
  stayInvoiceGstr1,
} from "./gstr1-hotel";

const HOTEL = "27AAPFU0939F1ZV";
const BUYER = "29AABCR1718E1ZL";

const folioOf = (
  roomTotal: number,
  checkInDate: string,
  nights: number,
  charges: Parameters<typeof buildFolio>[0]["charges"] = [],
  gstEnabled = true,
) =>
  buildFolio({
    roomTotal,
    checkInDate,
    checkOutDate: addDays(checkInDate, nights),
    nights: [],
    charges,
    money: [],
    gstEnabled,
    slabs: DEFAULT_SLABS,
  });

const linesOf = (folio: Folio): HotelBillLine[] => folio.lines;

const invoice = (
  folio: Folio,
  checkInDate: string,
  nights: number,
  gstin: string | null,
  gstEnabled = true,
) =>
  stayInvoiceDocument({
    number: "SI/2026-27/0007",
    date: "2026-11-20",
    gstEnabled,
    seller: { name: "Hotel Sagar", address: "Pune", gstin: HOTEL, pan: "AAPFU0939F" },
    buyer: { name: gstin ? "Karnataka Tours" : "Asha Rao", contactName: null, address: null, gstin },
    stay: { roomNumbers: ["101"], checkInDate, checkOutDate: addDays(checkInDate, nights), nights },
    folio,
  });

const sum = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

describe("front-desk bills as GSTR-1 lines", () => {
  it("keeps a room line of one rate whole, with the SAC's description and its nights", () => {
    const folio = folioOf(12_800_00, "2026-11-02", 2);
    expect(hotelGstr1Lines(linesOf(folio), null, DEFAULT_SLABS)).toEqual([
      {
        hsn: "996311",
        description: "Hotel accommodation",
        unit: "NOS",
        quantity: 2000,
        taxable: 12_800_00,
        rate: 5,
        igst: 0,
        cgst: 320_00,
        sgst: 320_00,
        cess: 0,
      },
    ]);
  });

  it("splits a stay across the September 2025 reform by its nights: 12% before, 5% after", () => {
    // ₹4,000 a night from 20 to 24 September 2025: two nights at 12%, two at 5%.
    const folio = folioOf(16_000_00, "2025-09-20", 4);
    expect(folio.lines[0]?.rates).toEqual([12, 5]);
    const lines = hotelGstr1Lines(
      linesOf(folio),
      { checkInDate: "2025-09-20", checkOutDate: "2025-09-24" },
      DEFAULT_SLABS,
    );
    expect(lines.map((l) => [l.rate, l.quantity, l.taxable, l.cgst, l.sgst])).toEqual([
      [5, 2000, 8000_00, 200_00, 200_00],
      [12, 2000, 8000_00, 480_00, 480_00],
    ]);
  });

  it("splits a stay whose nights fall either side of a slab's ceiling, to the paisa of the folio", () => {
    // ₹15,000.01 over two nights: ₹7,500.01 (18%) and ₹7,500.00 (5%).
    const folio = folioOf(15_000_01, "2026-11-10", 2);
    const room = folio.lines[0];
    expect(room?.rates).toEqual([18, 5]);
    const lines = hotelGstr1Lines(
      linesOf(folio),
      { checkInDate: "2026-11-10", checkOutDate: "2026-11-12" },
      DEFAULT_SLABS,
    );
    expect(lines.map((l) => [l.rate, l.taxable])).toEqual([
      [5, 7500_00],
      [18, 7500_01],
    ]);
    expect(sum(lines, (l) => l.cgst)).toBe(room?.cgst);
    expect(sum(lines, (l) => l.sgst)).toBe(room?.sgst);
    expect(sum(lines, (l) => l.cgst + l.sgst)).toBe(375_00 + 1350_00);
  });

  it("splits a stay priced night by night by each night's own value, kept on its issued invoice", () => {
    // ₹7,000 on Friday and ₹9,000 on Saturday: 5% and 18%. Spread evenly, both would be ₹8,000 at 18%.
    const folio = buildFolio({
      roomTotal: 16_000_00,
      checkInDate: "2026-11-13",
      checkOutDate: "2026-11-15",
      nights: [
        { date: "2026-11-13", amount: 7000_00, rate: "base" },
        { date: "2026-11-14", amount: 9000_00, rate: "weekend" },
      ],
      charges: [],
      money: [],
      gstEnabled: true,
      slabs: DEFAULT_SLABS,
    });
    const doc = stayInvoiceGstr1(invoice(folio, "2026-11-13", 2, null), "27", DEFAULT_SLABS);
    expect(doc?.lines.map((l) => [l.rate, l.quantity, l.taxable, l.cgst, l.sgst])).toEqual([
      [5, 1000, 7000_00, 175_00, 175_00],
      [18, 1000, 9000_00, 810_00, 810_00],
    ]);
  });

  it("names extras by their SAC and leaves out lines of nothing", () => {
    const folio = folioOf(0, "2026-11-10", 1, [
      {
        id: "c1",
        description: "Dinner for two",
        category: "food_beverage",
        sac: "996332",
        unitAmount: 1200_00,
        quantity: 2,
        gstRate: 5,
      },
      {
        id: "c2",
        description: "Shirts",
        category: "laundry",
        sac: "999712",
        unitAmount: 100_00,
        quantity: 3,
        gstRate: 18,
      },
      {
        id: "c3",
        description: "Tour",
        category: "other",
        sac: "999799",
        unitAmount: 500_00,
        quantity: 1,
        gstRate: 0,
      },
    ]);
    const lines = hotelGstr1Lines(linesOf(folio), null, DEFAULT_SLABS);
    expect(lines.map((l) => [l.hsn, l.description, l.quantity, l.rate, l.taxable, l.cgst + l.sgst])).toEqual([
      ["996332", "Food and beverage", 2000, 5, 2400_00, 120_00],
      ["999712", "Laundry", 3000, 18, 300_00, 54_00],
      ["999799", "Other", 1000, 0, 500_00, 0],
    ]);
  });

  it("property: the lines add up to the folio to the paisa, at the folio's rates", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000_00 }),
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 1, max: 40 }),
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 10_000_00 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            rate: fc.constantFrom(0, 5, 18, 40),
          }),
          { maxLength: 4 },
        ),
        (roomTotal, offset, nights, extras) => {
          const checkInDate = addDays("2024-06-01", offset);
          const folio = folioOf(
            roomTotal,
            checkInDate,
            nights,
            extras.map((e, i) => ({
              id: `c${i}`,
              description: "Extra",
              category: "other",
              sac: "999799",
              unitAmount: e.amount,
              quantity: e.quantity,
              gstRate: e.rate,
            })),
          );
          const stay = { checkInDate, checkOutDate: addDays(checkInDate, nights) };
          const lines = hotelGstr1Lines(linesOf(folio), stay, DEFAULT_SLABS);
          expect(sum(lines, (l) => l.taxable)).toBe(folio.roomAmount + folio.chargesAmount);
          expect(sum(lines, (l) => l.cgst)).toBe(folio.cgst);
          expect(sum(lines, (l) => l.sgst)).toBe(folio.sgst);
          expect(lines.every((l) => l.igst === 0 && l.cgst >= 0 && l.sgst >= 0)).toBe(true);
          const room = folio.lines[0];
          const roomLines = lines.filter((l) => l.hsn === "996311");
          if (room && room.taxable > 0) {
            expect(roomLines.map((l) => l.rate).sort()).toEqual([...room.rates].sort());
            expect(sum(roomLines, (l) => l.quantity)).toBe(room.quantity * 1000);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("a stay's invoice and a group's invoice as GSTR-1 documents", () => {
  it("reports a tax invoice, B2B when the buyer has a GSTIN, supplied in the hotel's state", () => {
    const folio = folioOf(8000_00, "2026-11-18", 1);
    const doc = stayInvoiceGstr1(invoice(folio, "2026-11-18", 1, BUYER), "27", DEFAULT_SLABS);
    expect(doc).toMatchObject({
      kind: "invoice",
      number: "SI/2026-27/0007",
      date: "2026-11-20",
      recipientGstin: BUYER,
      recipientName: "Karnataka Tours",
      placeOfSupply: "27",
      original: null,
    });
    expect(doc?.lines.map((l) => [l.rate, l.taxable, l.cgst, l.sgst])).toEqual([
      [18, 8000_00, 720_00, 720_00],
    ]);
    const json = buildGstr1({ gstin: HOTEL, period: "2026-11", documents: doc ? [doc] : [] });
    expect(json.b2b?.[0]).toMatchObject({ ctin: BUYER, inv: [{ val: 9440, pos: "27" }] });
  });

  it("leaves out a bill of supply, issued while GST was disabled", () => {
    const folio = folioOf(8000_00, "2026-11-18", 1, [], false);
    expect(stayInvoiceGstr1(invoice(folio, "2026-11-18", 1, null, false), "27", DEFAULT_SLABS)).toBeNull();
  });

  it("reports a group's invoice as the lines of its stays, to the group's name (B2C)", () => {
    const a = folioOf(6400_00, "2026-11-01", 1);
    const b = folioOf(16_000_00, "2026-11-01", 2);
    const doc = groupInvoiceGstr1(
      { number: "GI/2026-27/0001", date: "2026-11-03", recipientName: "Sharma wedding" },
      [
        { stay: { checkInDate: "2026-11-01", checkOutDate: "2026-11-02" }, lines: a.lines },
        { stay: { checkInDate: "2026-11-01", checkOutDate: "2026-11-03" }, lines: b.lines },
      ],
      "27",
      DEFAULT_SLABS,
    );
    expect(doc).toMatchObject({ recipientGstin: null, recipientName: "Sharma wedding", placeOfSupply: "27" });
    expect(doc.lines.map((l) => [l.rate, l.taxable])).toEqual([
      [5, 6400_00],
      [18, 16_000_00],
    ]);
  });
});

describe("the return at a glance", () => {
  it("counts each section and sums its amounts in paise", () => {
    const b2b = stayInvoiceGstr1(
      invoice(folioOf(8000_00, "2026-11-18", 1), "2026-11-18", 1, BUYER),
      "27",
      DEFAULT_SLABS,
    );
    const b2c = stayInvoiceGstr1(
      { ...invoice(folioOf(6400_10, "2026-11-18", 1), "2026-11-18", 1, null), number: "SI/2026-27/0008" },
      "27",
      DEFAULT_SLABS,
    );
    const json = buildGstr1({
      gstin: HOTEL,
      period: "2026-11",
      documents: [b2b, b2c].flatMap((d) => (d ? [d] : [])),
    });
    const summary = gstr1Summary(json);
    expect(summary.map((s) => s.section)).toEqual([
      "b2b",
      "b2cl",
      "b2cs",
      "cdnr",
      "cdnur",
      "nil",
      "hsn_b2b",
      "hsn_b2c",
      "doc_issue",
    ]);
    const by = Object.fromEntries(summary.map((s) => [s.section, s]));
    expect(by.b2b).toMatchObject({
      count: 1,
      value: "9440.00",
      taxable: "8000.00",
      cgst: "720.00",
      sgst: "720.00",
      igst: "0.00",
    });
    // ₹6,400.10 at 5%: ₹320.01 of tax, the odd paisa to SGST.
    expect(by.b2cs).toMatchObject({
      count: 1,
      value: null,
      taxable: "6400.10",
      cgst: "160.00",
      sgst: "160.01",
    });
    expect(by.b2cl).toMatchObject({ count: 0, taxable: "0.00" });
    expect(by.hsn_b2c).toMatchObject({ count: 1, taxable: "6400.10" });
    expect(by.doc_issue).toMatchObject({ count: 2, taxable: null });
  });
});
