import type { Database } from "@atithi/db";
import {
  fromPaise,
  type Gstr1Document,
  type GstSlab,
  groupInvoiceGstr1,
  stayInvoiceGstr1,
} from "@atithi/domain";
import { conflict } from "../../../platform/errors";
import { issuedStayInvoices } from "../../front-desk/bookings";
import { issuedGroupInvoices } from "../../front-desk/groups";
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

/** The front desk's stay invoices, as printed; bills of supply (issued with GST disabled) are no tax invoices. */
const stayInvoices: Gstr1Source = {
  name: "stay invoices",
  async documents(db, month) {
    const invoices = await issuedStayInvoices(db, month.from, month.to);
    return invoices.flatMap(({ document }) => {
      const doc = stayInvoiceGstr1(document, month.hotelState, month.slabs);
      return doc ? [doc] : [];
    });
  },
};

const sum = (lines: Gstr1Document["lines"], pick: (l: Gstr1Document["lines"][number]) => number) =>
  lines.reduce((total, l) => total + pick(l), 0);

/**
 * The front desk's group invoices: each keeps its totals only, so its lines are its stays' (as
 * its posting reads them), and they must still add up to what the invoice says.
 */
const groupInvoices: Gstr1Source = {
  name: "group invoices",
  async documents(db, month) {
    const invoices = await issuedGroupInvoices(db, month.from, month.to);
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
};

/** The accounts' sales invoices, whatever their numbers, and their credit notes (CR series). */
const salesInvoices: Gstr1Source = {
  name: "sales invoices",
  documents: (db, month) => salesGstr1Documents(db, month.from, month.to),
};

/** Every series a month's GSTR-1 reports. */
export const GSTR1_SOURCES: readonly Gstr1Source[] = [stayInvoices, groupInvoices, salesInvoices];
