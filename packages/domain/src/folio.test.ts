import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words";
import {
  buildFolio,
  CHARGE_CATEGORIES,
  chargeGstRate,
  chargeInput,
  type FolioCharge,
  GST_RATES,
} from "./folio";
import { DEFAULT_SLABS } from "./gst.fixtures";

const stay = {
  checkInDate: "2026-12-01",
  checkOutDate: "2026-12-03",
  nights: [],
  gstEnabled: true,
  slabs: DEFAULT_SLABS,
};
const dinner: FolioCharge = {
  id: "c1",
  description: "Dinner",
  category: "food_beverage",
  sac: "996332",
  unitAmount: 120_000,
  quantity: 2,
  gstRate: 5,
};

describe("the folio of a stay", () => {
  it("taxes the room nights by their slab and each extra at its own rate", () => {
    // Two nights of ₹6,400: 5% each. Dinner 2 × ₹1,200 at 5%.
    const folio = buildFolio({ ...stay, roomTotal: 1_280_000, charges: [dinner], money: [] });
    expect(folio).toMatchObject({
      roomAmount: 1_280_000,
      chargesAmount: 240_000,
      taxAmount: 64_000 + 12_000,
      totalAmount: 1_280_000 + 240_000 + 76_000,
      pendingAmount: 1_596_000,
      refundDue: 0,
    });
    expect(folio.lines.map((l) => [l.kind, l.sac, l.rates])).toEqual([
      ["room", "996311", [5]],
      ["charge", "996332", [5]],
    ]);
  });

  it("moves a night above ₹7,500 to 18%", () => {
    const folio = buildFolio({
      ...stay,
      checkOutDate: "2026-12-02",
      roomTotal: 800_000,
      charges: [],
      money: [],
    });
    expect(folio.taxAmount).toBe(144_000);
    expect(folio.lines[0]?.rates).toEqual([18]);
  });

  it("values each night by its price and taxes it by its own slab: ₹6,300 at 5%, ₹8,100 at 18%", () => {
    // Friday ₹7,000 at the base rate, Saturday ₹9,000 at the weekend rate; 10% off 16,000 = 14,400.
    // Spread by price: 14,400 × 7/16 = 6,300 (5%: 315) and 8,100 (18%: 1,458); tax 1,773. Spread
    // evenly, both nights would be ₹7,200 at 5% (₹720).
    const folio = buildFolio({
      ...stay,
      checkInDate: "2026-12-04",
      checkOutDate: "2026-12-06",
      nights: [
        { date: "2026-12-04", amount: 700_000, rate: "base" },
        { date: "2026-12-05", amount: 900_000, rate: "weekend" },
      ],
      roomTotal: 1_440_000,
      charges: [],
      money: [],
    });
    expect(folio.nights).toEqual([
      { date: "2026-12-04", amount: 700_000, rate: "base", taxable: 630_000, gstRate: 5, tax: 31_500 },
      { date: "2026-12-05", amount: 900_000, rate: "weekend", taxable: 810_000, gstRate: 18, tax: 145_800 },
    ]);
    expect(folio.lines[0]).toMatchObject({ taxable: 1_440_000, rates: [5, 18], tax: 177_300 });
    expect(folio.taxAmount).toBe(177_300);
    expect(folio.totalAmount).toBe(1_617_300);
  });

  it("charges no tax while GST is disabled (a bill of supply)", () => {
    const folio = buildFolio({
      ...stay,
      gstEnabled: false,
      roomTotal: 1_280_000,
      charges: [dinner],
      money: [],
    });
    expect(folio.taxAmount).toBe(0);
    expect(folio.totalAmount).toBe(1_520_000);
  });

  it("counts refunds against payments and shows money to give back", () => {
    const folio = buildFolio({
      ...stay,
      roomTotal: 640_000,
      charges: [],
      money: [
        { kind: "payment", amount: 1_000_000 },
        { kind: "refund", amount: 100_000 },
      ],
    });
    expect(folio.totalPaid).toBe(900_000);
    expect(folio.totalAmount).toBe(672_000);
    expect(folio.pendingAmount).toBe(0);
    expect(folio.refundDue).toBe(228_000);
  });

  it("bills only the fees of a cancelled stay, leaving what was paid beyond them to refund", () => {
    const fee: FolioCharge = {
      ...dinner,
      id: "f",
      category: "cancellation_fee",
      sac: "996311",
      unitAmount: 100_000,
      quantity: 1,
    };
    const folio = buildFolio({
      ...stay,
      roomTotal: 1_280_000,
      roomBilled: false,
      charges: [fee],
      money: [{ kind: "payment", amount: 500_000 }],
    });
    expect(folio.lines.map((l) => l.kind)).toEqual(["charge"]);
    expect(folio.totalAmount).toBe(105_000);
    expect(folio.refundDue).toBe(395_000);
  });

  it("taxes an extra of the accommodation at the room's slab: 18% beside a ₹8,000 night, 5% beside ₹6,400", () => {
    const extraBed: FolioCharge = {
      id: "b",
      description: "Extra bed",
      category: "extra_bed",
      sac: "996311",
      unitAmount: 150_000,
      quantity: 2,
      gstRate: null,
    };
    // Two nights of ₹8,000 (18%: 2 × 1,440 = 2,880); the extra bed 2 × ₹1,500 = 3,000 at 18% = 540.
    const dear = buildFolio({ ...stay, roomTotal: 1_600_000, charges: [extraBed], money: [] });
    expect(dear.lines.map((l) => [l.kind, l.rates, l.tax])).toEqual([
      ["room", [18], 288_000],
      ["charge", [18], 54_000],
    ]);
    expect(dear.totalAmount).toBe(1_600_000 + 300_000 + 288_000 + 54_000);
    // Two nights of ₹6,400 (5%): the extra bed at 5% = 150.
    const plain = buildFolio({ ...stay, roomTotal: 1_280_000, charges: [extraBed], money: [] });
    expect(plain.lines[1]).toMatchObject({ rates: [5], tax: 15_000 });
    // Nights straddling slabs (₹7,000 and ₹9,000): the extra at the higher, 18%.
    const mixed = buildFolio({
      ...stay,
      nights: [
        { date: "2026-12-01", amount: 700_000, rate: "base" },
        { date: "2026-12-02", amount: 900_000, rate: "weekend" },
      ],
      roomTotal: 1_600_000,
      charges: [extraBed],
      money: [],
    });
    expect(mixed.lines[1]).toMatchObject({ rates: [18], tax: 54_000 });
    // A rate entered on the charge is kept; with GST disabled nothing is taxed.
    const entered = buildFolio({
      ...stay,
      roomTotal: 1_600_000,
      charges: [{ ...extraBed, gstRate: 5 }],
      money: [],
    });
    expect(entered.lines[1]).toMatchObject({ rates: [5], tax: 15_000 });
    const off = buildFolio({
      ...stay,
      gstEnabled: false,
      roomTotal: 1_600_000,
      charges: [extraBed],
      money: [],
    });
    expect(off.lines[1]).toMatchObject({ rates: [0], tax: 0 });
  });

  it("taxes a cancelled stay's fee at the slab of the nights it booked", () => {
    const fee: FolioCharge = {
      ...dinner,
      id: "f",
      category: "cancellation_fee",
      sac: "996311",
      unitAmount: 200_000,
      quantity: 1,
      gstRate: null,
    };
    // Booked at ₹8,000 a night (18%), cancelled: the ₹2,000 fee at 18% = 360; the room is not billed.
    const folio = buildFolio({ ...stay, roomTotal: 1_600_000, roomBilled: false, charges: [fee], money: [] });
    expect(folio.lines.map((l) => [l.kind, l.rates, l.tax])).toEqual([["charge", [18], 36_000]]);
    expect(folio.totalAmount).toBe(236_000);
    expect(chargeGstRate("cancellation_fee", undefined)).toBeNull();
    expect(chargeGstRate("cancellation_fee", 5)).toBe(5);
    expect(chargeGstRate("laundry", undefined)).toBe(18);
  });

  it("never loses a paisa: CGST + SGST is the tax, lines add up to the totals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(
          fc.record({
            unitAmount: fc.integer({ min: 1, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 1000 }),
            gstRate: fc.constantFrom(...GST_RATES),
          }),
          { maxLength: 6 },
        ),
        (roomTotal, nights, charges) => {
          const folio = buildFolio({
            ...stay,
            checkOutDate: new Date(Date.UTC(2026, 11, 1 + nights)).toISOString().slice(0, 10),
            roomTotal,
            charges: charges.map((c, i) => ({
              ...c,
              id: `c${i}`,
              description: "x",
              category: "other",
              sac: "999799",
            })),
            money: [],
          });
          expect(folio.cgst + folio.sgst).toBe(folio.taxAmount);
          for (const line of folio.lines) {
            expect(line.cgst + line.sgst).toBe(line.tax);
            expect(line.sgst - line.cgst).toBeGreaterThanOrEqual(0);
            expect(line.sgst - line.cgst).toBeLessThanOrEqual(1);
          }
          const taxable = folio.lines.reduce((s, l) => s + l.taxable, 0);
          expect(taxable).toBe(folio.roomAmount + folio.chargesAmount);
          expect(folio.totalAmount).toBe(taxable + folio.taxAmount);
        },
      ),
    );
  });
});

describe("charges", () => {
  it("accepts every category, a whole quantity and the four GST rates only", () => {
    for (const category of CHARGE_CATEGORIES) {
      expect(chargeInput.parse({ description: "x", category, amount: "10.50" })).toMatchObject({
        amount: 1050,
        quantity: 1,
      });
    }
    const issue = (value: object) =>
      chargeInput.safeParse({ description: "x", category: "other", amount: "1", ...value }).error?.issues[0]
        ?.message;
    expect(issue({ gstRate: 12 })).toBe("GST rate must be one of 0, 5, 18, 40");
    expect(issue({ quantity: 1.5 })).toBe("Quantity must be a whole number from 1");
    expect(issue({ amount: "0" })).toBe("Amount must be more than ₹0 and at most ₹10,00,000");
    expect(issue({ amount: "1.005" })).toBe("Amount must be a number with at most two decimals");
  });
});

describe("amounts in words, the Indian way", () => {
  it("writes crore, lakh and thousand", () => {
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(45)).toBe("Forty-Five");
    expect(numberInWords(105_000)).toBe("One Lakh Five Thousand");
    expect(numberInWords(12_34_56_789)).toBe(
      "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine",
    );
    expect(amountInWords(1_596_000)).toBe("Rupees Fifteen Thousand Nine Hundred Sixty Only");
    expect(amountInWords(100_050)).toBe("Rupees One Thousand and Fifty Paise Only");
  });
});
