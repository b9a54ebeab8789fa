import type { Database } from "@atithi/db";
import type { InvoiceDocument } from "@atithi/domain";

export interface StayInvoiceDto {
  id: string;
  bookingId: string;
  invoiceNumber: string;
  invoiceDate: string;
  kind: InvoiceDocument["kind"];
  document: InvoiceDocument;
}

/** A stay's invoice, issued once and kept as printed. */
export function stayInvoicesRepository(db: Database) {
  const columns = ["id", "bookingId", "invoiceNumber", "invoiceDate", "kind", "document"] as const;
  const toInvoice = (row: {
    id: string;
    bookingId: string;
    invoiceNumber: string;
    invoiceDate: string;
    kind: string;
    document: unknown;
  }): StayInvoiceDto => ({
    ...row,
    kind: row.kind === "bill_of_supply" ? "bill_of_supply" : "tax_invoice",
    document: row.document as InvoiceDocument,
  });
  return {
    async forBooking(bookingId: string): Promise<StayInvoiceDto | undefined> {
      const row = await db
        .selectFrom("stayInvoices")
        .select(columns)
        .where("bookingId", "=", bookingId)
        .executeTakeFirst();
      return row && toInvoice(row);
    },
    /** The invoices of many stays in one statement (a stay has at most one). */
    async forBookings(bookingIds: readonly string[]): Promise<StayInvoiceDto[]> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .selectFrom("stayInvoices")
        .select(columns)
        .where("bookingId", "in", bookingIds)
        .execute();
      return rows.map(toInvoice);
    },
    /** The invoices issued from `from` to `to`, both included, in the order of their numbers. */
    async issuedBetween(from: string, to: string): Promise<StayInvoiceDto[]> {
      const rows = await db
        .selectFrom("stayInvoices")
        .select(columns)
        .where("invoiceDate", ">=", from)
        .where("invoiceDate", "<=", to)
        .orderBy("invoiceDate")
        .orderBy("invoiceNumber")
        .execute();
      return rows.map(toInvoice);
    },
    async insert(values: {
      bookingId: string;
      invoiceNumber: string;
      invoiceDate: string;
      document: InvoiceDocument;
      createdBy: string;
    }): Promise<StayInvoiceDto> {
      const { document } = values;
      const row = await db
        .insertInto("stayInvoices")
        .values({
          bookingId: values.bookingId,
          invoiceNumber: values.invoiceNumber,
          invoiceDate: values.invoiceDate,
          kind: document.kind,
          taxableAmount: document.taxable,
          taxAmount: document.tax,
          totalAmount: document.total,
          document: JSON.stringify(document),
          createdBy: values.createdBy,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toInvoice(row);
    },
  };
}
