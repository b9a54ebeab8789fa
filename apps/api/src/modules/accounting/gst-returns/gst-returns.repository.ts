import type { Database } from "@atithi/db";
import {
  type FolioLine,
  fromPaise,
  type Gstr1Document,
  type GstSlab,
  groupInvoiceGstr1,
  type InvoiceDocument,
  stayInvoiceGstr1,
} from "@atithi/domain";
import { conflict } from "../../../platform/errors";
import { salesGstr1Documents } from "../invoices";

/** The month a return is built for, and what every source needs to know of the hotel. */
export interface Gstr1Month {
  /** yyyy-MM */
  period: string;
  /** The month's first and last days, yyyy-MM-dd. */
  from: string;
  to: string;
  /** The hotel's GST state code: where accommodation and services at the hotel are supplied. */
  hotelState: string;
  /** The room-night slabs, to split a room line whose nights were taxed at more than one rate. */
  slabs: readonly GstSlab[];
}

/**
 * A series of documents a return reports: the month's issued invoices (and, when a series has
 * them, credit notes) as GSTR-1 documents. Each source reads its documents through its module.
 */
export interface Gstr1Source {
  name: string;
  documents(db: Database, month: Gstr1Month): Promise<Gstr1Document[]>;
}

/** Reads the documents issued from `from` to `to`, both included: a source's month. */
type IssuedBetween<T> = (db: Database, from: string, to: string) => Promise<readonly T[]>;

/**
 * The front desk's stay invoices, as printed and read by `issued`; bills of supply (issued with GST
 * disabled) are no tax invoices.
 */
export const stayInvoicesSource = (issued: IssuedBetween<{ document: InvoiceDocument }>): Gstr1Source => ({
  name: "stay invoices",
  async documents(db, month) {
    const invoices = await issued(db, month.from, month.to);
    return invoices.flatMap(({ document }) => {
      const doc = stayInvoiceGstr1(document, month.hotelState, month.slabs);
      return doc ? [doc] : [];
    });
  },
});

const sum = (lines: Gstr1Document["lines"], pick: (l: Gstr1Document["lines"][number]) => number) =>
  lines.reduce((total, l) => total + pick(l), 0);

/** A group's issued invoice with the lines it bills: each stay's, as the stay's folio bills it. */
export interface IssuedGroupInvoice {
  invoiceNumber: string;
  invoiceDate: string;
  groupName: string;
  /** A tax invoice when it charged GST (its print says so), else an invoice without tax. */
  kind: "tax_invoice" | "bill_of_supply";
  /** Subtotal less discount, GST and total as the invoice states them, in paise. */
  taxable: number;
  taxAmount: number;
  totalAmount: number;
  stays: { checkInDate: string; checkOutDate: string; lines: FolioLine[] }[];
}

/**
 * The front desk's group invoices, read by `issued`: each keeps its totals only, so its lines are
 * its stays' (as its posting reads them), and they must still add up to what the invoice says.
 */
export const groupInvoicesSource = (issued: IssuedBetween<IssuedGroupInvoice>): Gstr1Source => ({
  name: "group invoices",
  async documents(db, month) {
    const invoices = await issued(db, month.from, month.to);
    return invoices
      .filter((invoice) => invoice.kind === "tax_invoice")
      .map((invoice) => {
        const doc = groupInvoiceGstr1(
          { number: invoice.invoiceNumber, date: invoice.invoiceDate, recipientName: invoice.groupName },
          invoice.stays.map((s) => ({ stay: s, lines: s.lines })),
          month.hotelState,
          month.slabs,
        );
        const taxable = sum(doc.lines, (l) => l.taxable);
        const tax = sum(doc.lines, (l) => l.cgst + l.sgst + l.igst);
        if (taxable !== invoice.taxable || tax !== invoice.taxAmount) {
          throw conflict(
            `Group invoice ${invoice.invoiceNumber} states ₹${fromPaise(invoice.taxable)} taxable and ₹${fromPaise(invoice.taxAmount)} GST, but its stays now bill ₹${fromPaise(taxable)} and ₹${fromPaise(tax)}; correct the stays before filing GSTR-1`,
          );
        }
        return doc;
      });
  },
});

/** The accounts' sales invoices, whatever their numbers, and their credit notes (CR series). */
const salesInvoices: Gstr1Source = {
  name: "sales invoices",
  documents: (db, month) => salesGstr1Documents(db, month.from, month.to),
};

const registered = new Map<string, Gstr1Source>();

/**
 * Adds a series other areas issue (the front desk's invoices) to every month's GSTR-1; the
 * composition root registers them, so this module does not import those areas. A source registered
 * again under its name replaces the earlier one.
 */
export function registerGstr1Source(source: Gstr1Source) {
  registered.set(source.name, source);
}

/** Every series a month's GSTR-1 reports: the registered ones in their order, then the sales invoices. */
export const gstr1Sources = (): readonly Gstr1Source[] => [...registered.values(), salesInvoices];
