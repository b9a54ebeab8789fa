import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CreditableLine,
  type CreditedAmounts,
  type CreditRequestLine,
  computeCreditNote,
  fullCreditRequest,
  remainingLines,
} from "./credit-note";
import { GST_RATES } from "./folio";
import { computeInvoice, type SupplyType } from "./invoice-tax";

const invoiceLines = (supplyType: SupplyType) =>
  computeInvoice(
    [
      { id: "l1", description: "Towels", quantity: 10_000, unitPrice: 1_000_000, taxRate: 18 as const },
      { id: "l2", description: "Rice", quantity: 2_500, unitPrice: 1_204_000, taxRate: 5 as const },
    ],
    { supplyType },
  ).lines;

const invoice = {
  number: "INV/2026-27/0007",
  date: "2026-07-05",
  placeOfSupply: "27",
  supplyType: "intra" as const,
};
const ask = (invoiceLineId: string, fields: Partial<CreditRequestLine> = {}): CreditRequestLine => ({
  invoiceLineId,
  quantity: null,
  amount: null,
  ...fields,
});
const amountsOf = (l: CreditedAmounts) => [
  l.invoiceLineId,
  l.quantity,
  l.taxable,
  l.cgst,
  l.sgst,
  l.igst,
  l.tax,
  l.total,
];

describe("credit notes", () => {
  const lines = invoiceLines("intra");

  it("carry the invoice's number, date, place of supply and split (Rule 53)", () => {
    const result = computeCreditNote({
      invoice,
      lines,
      previousCredits: [],
      request: [ask("l1", { quantity: 3000 })],
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.note).toMatchObject({
      originalInvoice: { number: "INV/2026-27/0007", date: "2026-07-05" },
      placeOfSupply: "27",
      supplyType: "intra",
    });
    // 3 of 10 towels at ₹100: ₹300 and 18% = ₹54, in halves.
    expect(result.note.lines.map(amountsOf)).toEqual([["l1", 3000, 30_000, 2700, 2700, 0, 5400, 35_400]]);
    expect(result.note.lines[0]?.invoiceLine.description).toBe("Towels");
    expect(result.note.totals).toEqual({
      subtotal: 30_000,
      cgst: 2700,
      sgst: 2700,
      igst: 0,
      tax: 5400,
      total: 35_400,
    });
  });

  it("give back part by quantity or amount, then exactly what is left", () => {
    const first = computeCreditNote({
      invoice,
      lines,
      previousCredits: [],
      request: [ask("l1", { quantity: 3000 }), ask("l2", { amount: 10_000 })],
    });
    if (!first.ok) throw new Error(first.error);
    // ₹100 off the rice at 5%: ₹5 of tax, no kilograms back.
    expect(first.note.lines.map(amountsOf)).toEqual([
      ["l1", 3000, 30_000, 2700, 2700, 0, 5400, 35_400],
      ["l2", 0, 10_000, 250, 250, 0, 500, 10_500],
    ]);
    const previousCredits = first.note.lines;
    // A returned kilogram carries its share of the price reduction: ₹201 left for 2.5 kg.
    const kilo = computeCreditNote({
      invoice,
      lines,
      previousCredits,
      request: [ask("l2", { quantity: 1000 })],
    });
    expect(kilo.ok && kilo.note.totals.subtotal).toBe(8040);

    const refused = (request: CreditRequestLine[]) => {
      const result = computeCreditNote({ invoice, lines, previousCredits, request });
      return result.ok ? null : result.error;
    };
    expect(refused([ask("l1", { quantity: 7001 })])).toBe("Line 1 (Towels): at most 7 can still be credited");
    expect(refused([ask("l2", { quantity: 2600 })])).toBe("Line 2 (Rice): at most 2.5 can still be credited");
    expect(refused([ask("l1", { amount: 70_001 })])).toBe(
      "Line 1 (Towels): at most ₹700.00 can still be credited",
    );
    expect(refused([ask("zz")])).toBe("Line item zz is not on this invoice");
    // The same line twice is judged on what the first ask left.
    expect(refused([ask("l1", { quantity: 5000 }), ask("l1", { quantity: 3000 })])).toBe(
      "Line 1 (Towels): at most 2 can still be credited",
    );

    const rest = computeCreditNote({
      invoice,
      lines,
      previousCredits,
      request: fullCreditRequest(lines, previousCredits),
    });
    if (!rest.ok) throw new Error(rest.error);
    expect(rest.note.lines.map(amountsOf)).toEqual([
      ["l1", 7000, 70_000, 6300, 6300, 0, 12_600, 82_600],
      ["l2", 2500, 20_100, 502, 503, 0, 1005, 21_105],
    ]);
    const all = [...previousCredits, ...rest.note.lines];
    expect(first.note.totals.total + rest.note.totals.total).toBe(118_000 + 31_605);
    for (const left of remainingLines(lines, all)) {
      expect(Object.values(left).slice(1)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    }
    expect(fullCreditRequest(lines, all)).toEqual([]);
    const nothing = computeCreditNote({ invoice, lines, previousCredits: all, request: [] });
    expect(nothing).toEqual({ ok: false, error: "Nothing is left to credit on this invoice" });
    const again = computeCreditNote({ invoice, lines, previousCredits: all, request: [ask("l1")] });
    expect(again).toEqual({ ok: false, error: "Line 1 (Towels) is already fully credited" });
  });

  it("give back IGST on an inter-state invoice", () => {
    const inter = invoiceLines("inter");
    const result = computeCreditNote({
      invoice: { ...invoice, placeOfSupply: "29", supplyType: "inter" },
      lines: inter,
      previousCredits: [],
      request: [ask("l2")],
    });
    expect(result.ok && result.note.lines.map(amountsOf)).toEqual([
      ["l2", 2500, 30_100, 0, 0, 1505, 1505, 31_605],
    ]);
  });

  it("refuse a quantity worth less than a paisa", () => {
    const cheap = computeInvoice(
      [{ id: "c", description: "Pin", quantity: 10_000, unitPrice: 10, taxRate: 0 as const }],
      {
        supplyType: "intra",
      },
    ).lines;
    // 10 pins at ₹0.001 are one paisa; one pin is a tenth of it.
    const result = computeCreditNote({
      invoice,
      lines: cheap,
      previousCredits: [],
      request: [ask("c", { quantity: 1000 })],
    });
    expect(result).toEqual({ ok: false, error: "Line 1 (Pin): the quantity is worth less than a paisa" });
    // Half of 25 units worth one paisa in all is still less than a paisa: the value stays with the
    // units, and the last credit takes both.
    const pins = computeInvoice(
      [{ id: "p", description: "Pins", quantity: 25_000, unitPrice: 2, taxRate: 0 as const }],
      {
        supplyType: "intra",
      },
    ).lines;
    expect(pins[0]?.taxable).toBe(1);
    const half = computeCreditNote({
      invoice,
      lines: pins,
      previousCredits: [],
      request: [ask("p", { quantity: 12_500 })],
    });
    expect(half.ok).toBe(false);
    const whole = computeCreditNote({ invoice, lines: pins, previousCredits: [], request: [ask("p")] });
    expect(whole.ok && whole.note.lines.map(amountsOf)).toEqual([["p", 25_000, 1, 0, 0, 0, 0, 1]]);
  });

  const arbitraryLine = fc.record({
    quantity: fc.integer({ min: 1, max: 5_000_000 }),
    unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
    taxRate: fc.constantFrom(...GST_RATES),
  });
  const arbitraryAsk = fc.record({
    line: fc.nat(4),
    kind: fc.constantFrom("quantity", "amount", "rest"),
    /** Up to 120% of what is left, so some asks go too far. */
    share: fc.integer({ min: 1, max: 1200 }),
  });

  it("never credit more than the invoice, and reach zero exactly (property)", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { minLength: 1, maxLength: 5 }),
        fc.constantFrom("intra" as const, "inter" as const),
        fc.array(arbitraryAsk, { maxLength: 12 }),
        (sold, supplyType, asks) => {
          const original: CreditableLine[] = computeInvoice(
            sold.map((l, i) => ({ ...l, id: `l${i}`, description: `Item ${i}` })),
            { supplyType },
          ).lines;
          const noteInvoice = { ...invoice, supplyType };
          const credits: CreditedAmounts[] = [];
          for (const a of asks) {
            const line = original[a.line % original.length];
            const left = remainingLines(original, credits).find((l) => l.invoiceLineId === line?.id);
            if (!line || !left) throw new Error("line missing");
            const request = ask(line.id, {
              quantity:
                a.kind === "quantity" ? Math.max(1, Math.floor((left.quantity * a.share) / 1000)) : null,
              amount: a.kind === "amount" ? Math.max(1, Math.floor((left.taxable * a.share) / 1000)) : null,
            });
            const result = computeCreditNote({
              invoice: noteInvoice,
              lines: original,
              previousCredits: credits,
              request: [request],
            });
            if (!result.ok) {
              // Refused only for a reason that holds.
              const tooMuch =
                left.taxable <= 0 ||
                (request.quantity ?? 0) > left.quantity ||
                (request.amount ?? 0) > left.taxable ||
                (request.quantity !== null &&
                  BigInt(left.taxable) * BigInt(request.quantity) < BigInt(left.quantity));
              expect(tooMuch, result.error).toBe(true);
              continue;
            }
            for (const credited of result.note.lines) {
              for (const key of ["quantity", "taxable", "cgst", "sgst", "igst", "tax", "total"] as const) {
                expect(credited[key]).toBeGreaterThanOrEqual(0);
                expect(credited[key]).toBeLessThanOrEqual(left[key]);
              }
              expect(credited.cgst + credited.sgst + credited.igst).toBe(credited.tax);
              expect(credited.total).toBe(credited.taxable + credited.tax);
              if (supplyType === "inter") expect(credited.cgst + credited.sgst).toBe(0);
              else expect(credited.igst).toBe(0);
            }
            credits.push(...result.note.lines);
          }
          const closing = fullCreditRequest(original, credits);
          if (closing.length > 0) {
            const result = computeCreditNote({
              invoice: noteInvoice,
              lines: original,
              previousCredits: credits,
              request: closing,
            });
            if (!result.ok) throw new Error(result.error);
            credits.push(...result.note.lines);
          }
          for (const [i, left] of remainingLines(original, credits).entries()) {
            const line = original[i];
            if (!line) throw new Error("line missing");
            // A line worth nothing had nothing to give back; every other reaches zero in every figure.
            const expected =
              line.taxable === 0
                ? line
                : { quantity: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, total: 0 };
            expect(left).toMatchObject({
              quantity: expected.quantity,
              taxable: expected.taxable,
              cgst: expected.cgst,
              sgst: expected.sgst,
              igst: expected.igst,
              tax: expected.tax,
              total: expected.total,
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
