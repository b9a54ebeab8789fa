import { quantityText, type Thousandths } from "./decimal";
import type { GstRate } from "./folio";
import { splitTax } from "./gst";
import {
  type InvoiceTotals,
  type LineAmounts,
  type SupplyType,
  sumTotals,
  type TaxSplit,
  taxAt,
} from "./invoice-tax";
import { formatInr, type Paise } from "./money";

/**
 * A credit note (CGST Rule 53) gives back all or part of an issued invoice: it names the invoice's
 * number and date and keeps its place of supply and tax split. What each line can still give back
 * is what the invoice charged less every earlier credit, so credits never pass the invoice, and a
 * line credited to its end gives back exactly what is left, to the paisa.
 */

/** An issued invoice's line, as computed by `computeInvoice`, with its id and what names it in messages. */
export interface CreditableLine extends LineAmounts {
  id: string;
  description: string;
  quantity: Thousandths;
  taxRate: GstRate;
  /** The line's number on the invoice, named in messages (else its place in `lines`). */
  lineNo?: number;
}

/** What an earlier credit note gave back on one invoice line. */
export interface CreditedAmounts extends LineAmounts {
  invoiceLineId: string;
  quantity: Thousandths;
}

/** One line of a credit note as asked: a quantity returned, an amount (taxable value) given back, or neither: all that is left. */
export interface CreditRequestLine {
  invoiceLineId: string;
  quantity: Thousandths | null;
  amount: Paise | null;
}

/** What an invoice line has left to credit. */
export interface RemainingLine extends LineAmounts {
  invoiceLineId: string;
  quantity: Thousandths;
}

/** What is left of a line after one more credit. */
function less(left: RemainingLine, credit: Omit<CreditedAmounts, "invoiceLineId">): RemainingLine {
  return {
    invoiceLineId: left.invoiceLineId,
    quantity: left.quantity - credit.quantity,
    taxable: left.taxable - credit.taxable,
    cgst: left.cgst - credit.cgst,
    sgst: left.sgst - credit.sgst,
    igst: left.igst - credit.igst,
    tax: left.tax - credit.tax,
    total: left.total - credit.total,
  };
}

/** Each invoice line's amounts less all earlier credits on it, in the invoice's order. */
export function remainingLines(
  lines: readonly CreditableLine[],
  previousCredits: readonly CreditedAmounts[],
): RemainingLine[] {
  return lines.map((line) =>
    previousCredits
      .filter((credit) => credit.invoiceLineId === line.id)
      .reduce(less, {
        invoiceLineId: line.id,
        quantity: line.quantity,
        taxable: line.taxable,
        cgst: line.cgst,
        sgst: line.sgst,
        igst: line.igst,
        tax: line.tax,
        total: line.total,
      }),
  );
}

/** A request for everything still creditable: what cancelling an issued invoice credits. */
export function fullCreditRequest(
  lines: readonly CreditableLine[],
  previousCredits: readonly CreditedAmounts[],
): CreditRequestLine[] {
  return remainingLines(lines, previousCredits)
    .filter((left) => left.taxable > 0)
    .map((left) => ({ invoiceLineId: left.invoiceLineId, quantity: null, amount: null }));
}

export interface CreditNoteLine<T extends CreditableLine> extends CreditedAmounts {
  /** The invoice line credited (its description, HSN or SAC, unit and rate go on the note). */
  invoiceLine: T;
  taxRate: GstRate;
}

export interface CreditNote<T extends CreditableLine> {
  /** Rule 53: the invoice corrected. */
  originalInvoice: { number: string; date: string };
  placeOfSupply: string;
  supplyType: SupplyType;
  lines: CreditNoteLine<T>[];
  totals: InvoiceTotals;
}

export type CreditNoteResult<T extends CreditableLine> =
  | { ok: true; note: CreditNote<T> }
  | { ok: false; error: string };

/** "3.5" rather than "3.500": how a quantity reads in a message. */
const quantityShown = (quantity: Thousandths) => quantityText(quantity).replace(/\.?0+$/, "");

/**
 * The tax given back with `taxable` of a line's remaining value: at the line's rate, never more
 * than is left, and all that is left when the whole remaining value goes. Halves are taken as the
 * difference between the remaining tax's split before and after, so the CGST and SGST still owed
 * stay the halves of the tax still owed and each reaches zero with the last credit.
 */
function creditedTax(
  left: RemainingLine,
  taxable: Paise,
  rate: GstRate,
  supplyType: SupplyType,
): TaxSplit & { tax: Paise } {
  const tax = taxable === left.taxable ? left.tax : Math.min(taxAt(taxable, rate), left.tax);
  if (supplyType === "inter") return { cgst: 0, sgst: 0, igst: tax, tax };
  const after = splitTax(left.tax - tax);
  return { cgst: left.cgst - after.cgst, sgst: left.sgst - after.sgst, igst: 0, tax };
}

/**
 * A credit note's lines and totals from the invoice's lines, the credits already given and the
 * request, or why it is refused (naming the line). A quantity gives back its share of the line's
 * remaining value, to the paisa below (so a returned unit carries any earlier price reduction with
 * it, and the line keeps value while it has units); an amount gives back that much taxable value
 * and no units, unless it is all that is left; neither gives back all that is left.
 */
export function computeCreditNote<T extends CreditableLine>(input: {
  invoice: { number: string; date: string; placeOfSupply: string; supplyType: SupplyType };
  lines: readonly T[];
  previousCredits: readonly CreditedAmounts[];
  request: readonly CreditRequestLine[];
}): CreditNoteResult<T> {
  const left = remainingLines(input.lines, input.previousCredits);
  const lines: CreditNoteLine<T>[] = [];
  for (const asked of input.request) {
    const index = input.lines.findIndex((l) => l.id === asked.invoiceLineId);
    const line = input.lines[index];
    const rest = left[index];
    if (!line || !rest)
      return { ok: false, error: `Line item ${asked.invoiceLineId} is not on this invoice` };
    const name = `Line ${line.lineNo ?? index + 1} (${line.description})`;
    if (rest.taxable <= 0) return { ok: false, error: `${name} is already fully credited` };
    let quantity: Thousandths;
    let taxable: Paise;
    if (asked.quantity !== null) {
      if (asked.quantity > rest.quantity) {
        return { ok: false, error: `${name}: at most ${quantityShown(rest.quantity)} can still be credited` };
      }
      quantity = asked.quantity;
      // Its share of what is left, rounded down so that the units still to come keep some value
      // (the last of them take the remainder); bigint because value × quantity can pass 2^53.
      taxable = Number((BigInt(rest.taxable) * BigInt(quantity)) / BigInt(rest.quantity));
    } else if (asked.amount !== null) {
      if (asked.amount > rest.taxable) {
        return { ok: false, error: `${name}: at most ${formatInr(rest.taxable)} can still be credited` };
      }
      taxable = asked.amount;
      quantity = taxable === rest.taxable ? rest.quantity : 0;
    } else {
      taxable = rest.taxable;
      quantity = rest.quantity;
    }
    if (taxable <= 0) return { ok: false, error: `${name}: the quantity is worth less than a paisa` };
    const tax = creditedTax(rest, taxable, line.taxRate, input.invoice.supplyType);
    const credited = { invoiceLineId: line.id, quantity, taxable, ...tax, total: taxable + tax.tax };
    lines.push({ ...credited, invoiceLine: line, taxRate: line.taxRate });
    // A line asked for twice is judged on what the first ask left.
    left[index] = less(rest, credited);
  }
  if (lines.length === 0) return { ok: false, error: "Nothing is left to credit on this invoice" };
  return {
    ok: true,
    note: {
      originalInvoice: { number: input.invoice.number, date: input.invoice.date },
      placeOfSupply: input.invoice.placeOfSupply,
      supplyType: input.invoice.supplyType,
      lines,
      totals: sumTotals(lines),
    },
  };
}
