import { ROOM_SAC } from "./folio";
import type { InvoiceType } from "./invoice.schema";
import type { DocumentSeries } from "./invoice-number";
import type { InvoiceStatus, StoredInvoiceStatus } from "./invoice-status";
import {
  computeInvoice,
  INVOICE_TOO_LARGE,
  type InvoiceTotals,
  type LineAmounts,
  MAX_INVOICE_TOTAL,
  type SupplyKind,
  type SupplyType,
  sumTotals,
  type TaxableLine,
} from "./invoice-tax";
import type { Paise } from "./money";
import type { PaymentMethod } from "./payment";
import { type AutoPostingLine, EXPENSE_ACCOUNT_ROLE, RECEIPT_ACCOUNT_ROLE } from "./postings";

/**
 * What is supplied, from the item: the room itself (SAC 996311) is accommodation; other services of
 * accommodation, food and drink (SAC 9963xx) and the hotel's personal services such as laundry
 * (9997xx) are performed at the hotel; any other service or goods go where the recipient is.
 */
export function supplyKindOfItem(item: {
  itemType: "goods" | "service";
  hsnCode: string | null;
}): SupplyKind {
  if (item.itemType === "goods") return "goods";
  if (item.hsnCode === ROOM_SAC) return "accommodation";
  if (item.hsnCode?.startsWith("9963") || item.hsnCode?.startsWith("9997")) return "service_at_hotel";
  return "service";
}

/**
 * An invoice whose lines may be supplied in different places (a room in the hotel's state, goods
 * sent to the buyer's): each line is computed as `computeInvoice` computes it, with its own split;
 * the totals are the sums of the lines.
 */
export function computeLines<T extends TaxableLine & { supplyType: SupplyType }>(
  lines: readonly T[],
): { lines: (T & LineAmounts)[]; totals: InvoiceTotals } {
  const computed = lines.map((line) => {
    const [one] = computeInvoice([line], { supplyType: line.supplyType }).lines;
    if (!one) throw new RangeError("A line was lost");
    return one;
  });
  const totals = sumTotals(computed);
  if (totals.total > MAX_INVOICE_TOTAL) throw new RangeError(INVOICE_TOO_LARGE);
  return { lines: computed, totals };
}

/** The document series: sales invoice, credit note, purchase bill (the hotel's own reference), debit note. */
export const INVOICE_SERIES = {
  sales: "IN",
  credit: "CR",
  purchase: "PB",
  debit: "DR",
} as const satisfies Record<string, DocumentSeries>;

/** One line's amounts as posted: the item's account, its taxable value and its tax. */
export interface PostableLine {
  accountId: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

const TAX_ROLES = {
  sales: { cgst: "cgst_output", sgst: "sgst_output", igst: "igst_output", party: "receivables" },
  purchase: { cgst: "cgst_input", sgst: "sgst_input", igst: "igst_input", party: "payables" },
} as const;

/**
 * An issued document's voucher lines. A sale: the receivable debited by the total, each item's
 * revenue account and the output CGST, SGST and IGST credited. A supplier's bill: each item's
 * expense or inventory account and the input taxes debited, the payable credited. A credit note on a
 * sale (or a debit note on a bill) is the same with the sides swapped. Null when nothing is owed.
 */
export function invoicePostingLines(input: {
  invoiceType: InvoiceType;
  note: boolean;
  lines: readonly PostableLine[];
}): AutoPostingLine[] | null {
  const roles = TAX_ROLES[input.invoiceType];
  const byAccount = new Map<string, Paise>();
  const tax = { cgst: 0, sgst: 0, igst: 0 };
  for (const line of input.lines) {
    for (const v of [line.taxable, line.cgst, line.sgst, line.igst]) {
      if (!Number.isSafeInteger(v) || v < 0)
        throw new RangeError("Invoice amounts must be whole paise, not negative");
    }
    byAccount.set(line.accountId, (byAccount.get(line.accountId) ?? 0) + line.taxable);
    tax.cgst += line.cgst;
    tax.sgst += line.sgst;
    tax.igst += line.igst;
  }
  const spread: { account: AutoPostingLine["account"]; amount: Paise }[] = [
    ...[...byAccount].map(([accountId, amount]) => ({ account: { accountId }, amount })),
    ...(["cgst", "sgst", "igst"] as const).map((kind) => ({
      account: { role: roles[kind] },
      amount: tax[kind],
    })),
  ].filter((l) => l.amount > 0);
  const total = spread.reduce((sum, l) => sum + l.amount, 0);
  if (total === 0) return null;
  // A sale credits its spread; a bill debits it; a note turns its document round.
  const spreadOnCredit = (input.invoiceType === "sales") !== input.note;
  const side = (amount: Paise, credit: boolean) =>
    credit ? { debit: 0, credit: amount } : { debit: amount, credit: 0 };
  return [
    { account: { role: roles.party }, ...side(total, !spreadOnCredit) },
    ...spread.map((l) => ({ account: l.account, ...side(l.amount, spreadOnCredit) })),
  ];
}

/**
 * Money settling a document: a customer's receipt (cash, card or UPI clearing, bank against the
 * receivable) or a payment to a supplier (the payable against cash or bank).
 */
export function settlementLines(input: {
  invoiceType: InvoiceType;
  method: PaymentMethod;
  amount: Paise;
}): AutoPostingLine[] {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError("A payment must be more than zero");
  const { amount } = input;
  return input.invoiceType === "sales"
    ? [
        { account: { role: RECEIPT_ACCOUNT_ROLE[input.method] }, debit: amount, credit: 0 },
        { account: { role: "receivables" }, debit: 0, credit: amount },
      ]
    : [
        { account: { role: "payables" }, debit: amount, credit: 0 },
        { account: { role: EXPENSE_ACCOUNT_ROLE[input.method] }, debit: 0, credit: amount },
      ];
}

/** Amounts are decimal strings with two decimals, quantities with three, unit prices with four. */
export interface InvoiceLineView {
  id: string;
  lineNo: number;
  itemId: string | null;
  itemName: string | null;
  description: string;
  hsnCode: string | null;
  unit: string;
  quantity: string;
  unitPrice: string;
  taxRate: number;
  supplyType: SupplyType;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  tax: string;
  total: string;
}

/** A row of the Invoices screen's list (the spec's fields, and the money behind the status). */
export interface InvoiceSummary {
  id: string;
  invoiceType: InvoiceType;
  /** Null on a sales draft: its number is assigned at issue. */
  invoiceNumber: string | null;
  partyId: string;
  partyName: string | null;
  invoiceDate: string;
  dueDate: string | null;
  /** As shown: `overdue` is derived from the due date. */
  status: InvoiceStatus;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  paidAmount: string;
  creditedAmount: string;
  balanceAmount: string;
}

export interface InvoicePaymentView {
  id: string;
  amount: string;
  paymentMethod: PaymentMethod;
  paymentDate: string;
  voucherNumber: string | null;
}

export interface CreditNoteSummary {
  id: string;
  noteType: "credit" | "debit";
  noteNumber: string;
  noteDate: string;
  reason: string;
  totalAmount: string;
}

export interface InvoiceView extends InvoiceSummary {
  storedStatus: StoredInvoiceStatus;
  /** The GST state code, and its name. */
  placeOfSupply: string | null;
  placeOfSupplyName: string | null;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  terms: string | null;
  notes: string | null;
  issuedAt: string | null;
  voucherNumber: string | null;
  amountInWords: string;
  lineItems: InvoiceLineView[];
  payments: InvoicePaymentView[];
  creditNotes: CreditNoteSummary[];
}

export interface CreditNoteLineView {
  id: string;
  invoiceLineId: string;
  description: string;
  hsnCode: string | null;
  unit: string;
  quantity: string;
  taxRate: number;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

export interface CreditNoteView extends CreditNoteSummary {
  invoiceId: string;
  invoiceType: InvoiceType;
  /** Rule 53: the invoice it corrects. */
  invoiceNumber: string;
  invoiceDate: string;
  partyName: string | null;
  placeOfSupply: string | null;
  subtotal: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  amountInWords: string;
  voucherNumber: string | null;
  lineItems: CreditNoteLineView[];
}

/**
 * The series in the financial year of a date: the number it would assign next (sales), or the form's
 * proposal (a bill's own reference), and for sales the first day a number may no longer be typed.
 */
export interface NextInvoiceNumber {
  invoiceNumber: string;
  financialYear: string;
  /** Sales: a number is typed only on an invoice dated before this day (null for bills). */
  manualNumbersBefore: string | null;
}
