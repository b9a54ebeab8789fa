import type { Database } from "@atithi/db";
import type { InvoiceType, StoredInvoiceStatus, SupplyType } from "@atithi/domain";
import { sql } from "kysely";

export const INVOICE_LIST_LIMIT = 500;

export interface InvoiceHeadValues {
  /** Null on a sales draft: assigned at issue. */
  invoiceNumber: string | null;
  invoiceType: InvoiceType;
  invoiceDate: string;
  dueDate: string | null;
  partyId: string;
  placeOfSupply: string | null;
  subtotal: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  taxAmount: string;
  totalAmount: string;
  terms: string | null;
  notes: string | null;
}

export interface InvoiceLineValues {
  lineNo: number;
  itemId: string;
  description: string;
  hsnCode: string | null;
  unit: string;
  quantity: string;
  rate: string;
  taxRate: number;
  supplyType: SupplyType;
  amount: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  taxAmount: string;
  totalAmount: string;
}

/** The recipient and the seller as the issued document saw them. */
export interface IssuedParties {
  recipientName: string;
  recipientGstin: string | null;
  recipientAddress: string | null;
  recipientState: string | null;
  sellerName: string | null;
  sellerAddress: string | null;
  sellerGstin: string | null;
}

const HEAD = [
  "invoices.id",
  "invoices.invoiceType",
  "invoices.invoiceNumber",
  "invoices.serial",
  "invoices.partyId",
  "invoices.invoiceDate",
  "invoices.dueDate",
  "invoices.status",
  "invoices.placeOfSupply",
  "invoices.subtotal",
  "invoices.cgstAmount",
  "invoices.sgstAmount",
  "invoices.igstAmount",
  "invoices.taxAmount",
  "invoices.totalAmount",
  "invoices.paidAmount",
  "invoices.creditedAmount",
  "invoices.balanceAmount",
  "invoices.terms",
  "invoices.notes",
  "invoices.issuedAt",
  "invoices.voucherId",
  "invoices.recipientName",
  "invoices.recipientGstin",
  "invoices.recipientAddress",
  "invoices.recipientState",
  "invoices.sellerName",
  "invoices.sellerAddress",
  "invoices.sellerGstin",
] as const;

export function invoicesRepository(db: Database) {
  const head = () =>
    db
      .selectFrom("invoices")
      .leftJoin("parties", "parties.id", "invoices.partyId")
      .leftJoin("vouchers", "vouchers.id", "invoices.voucherId")
      .select([...HEAD, "parties.partyName", "vouchers.voucherNumber"]);
  return {
    insert(values: InvoiceHeadValues, createdBy: string) {
      return db
        .insertInto("invoices")
        .values({ ...values, status: "draft", balanceAmount: values.totalAmount, createdBy })
        .returning("id")
        .executeTakeFirstOrThrow();
    },
    update(id: string, values: InvoiceHeadValues) {
      return db
        .updateTable("invoices")
        .set({ ...values, balanceAmount: values.totalAmount, updatedAt: sql`now()` })
        .where("id", "=", id)
        .execute();
    },
    async replaceLines(invoiceId: string, lines: readonly InvoiceLineValues[]) {
      await db.deleteFrom("invoiceLineItems").where("invoiceId", "=", invoiceId).execute();
      await db
        .insertInto("invoiceLineItems")
        .values(lines.map((line) => ({ ...line, invoiceId })))
        .execute();
    },
    delete(id: string) {
      return db.deleteFrom("invoices").where("id", "=", id).execute();
    },
    /** The invoice's row, locked to the end of the transaction: changes to one invoice queue. */
    lock(id: string) {
      return db
        .selectFrom("invoices")
        .select([
          "id",
          "status",
          "invoiceType",
          "invoiceNumber",
          "invoiceDate",
          "totalAmount",
          "paidAmount",
          "creditedAmount",
        ])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },
    find(id: string) {
      return head().where("invoices.id", "=", id).executeTakeFirst();
    },
    /**
     * Newest first, at most the limit. `overdueBefore` (the property's today) keeps only the overdue:
     * sent with money owed and due before that day, in SQL, so the limit does not hide any.
     */
    list(filter: {
      invoiceType: InvoiceType;
      search?: string;
      status?: StoredInvoiceStatus;
      overdueBefore?: string;
    }) {
      let query = head().where("invoices.invoiceType", "=", filter.invoiceType);
      if (filter.status) query = query.where("invoices.status", "=", filter.status);
      if (filter.overdueBefore) {
        query = query
          .where("invoices.status", "=", "sent")
          .where("invoices.balanceAmount", ">", "0")
          .where("invoices.dueDate", "is not", null)
          .where("invoices.dueDate", "<", filter.overdueBefore);
      }
      if (filter.search) {
        const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["invoices.invoiceNumber"]), "like", pattern),
            eb(eb.fn("lower", ["parties.partyName"]), "like", pattern),
          ]),
        );
      }
      return query
        .orderBy("invoices.invoiceDate", "desc")
        .orderBy("invoices.createdAt", "desc")
        .limit(INVOICE_LIST_LIMIT)
        .execute();
    },
    /** An invoice's lines in order; given several invoices, all their lines in one query. */
    lines(invoiceIds: string | readonly string[]) {
      return db
        .selectFrom("invoiceLineItems")
        .leftJoin("items", "items.id", "invoiceLineItems.itemId")
        .select([
          "invoiceLineItems.id",
          "invoiceLineItems.invoiceId",
          "invoiceLineItems.lineNo",
          "invoiceLineItems.itemId",
          "items.itemName",
          "items.revenueAccountId",
          "items.expenseAccountId",
          "invoiceLineItems.accountId",
          "invoiceLineItems.description",
          "invoiceLineItems.hsnCode",
          "invoiceLineItems.unit",
          "invoiceLineItems.quantity",
          "invoiceLineItems.rate",
          "invoiceLineItems.taxRate",
          "invoiceLineItems.supplyType",
          "invoiceLineItems.amount",
          "invoiceLineItems.cgstAmount",
          "invoiceLineItems.sgstAmount",
          "invoiceLineItems.igstAmount",
          "invoiceLineItems.taxAmount",
          "invoiceLineItems.totalAmount",
        ])
        .where("invoiceLineItems.invoiceId", "in", [invoiceIds].flat())
        .orderBy("invoiceLineItems.invoiceId")
        .orderBy("invoiceLineItems.lineNo")
        .execute();
    },
    /** A sale numbered by the series gets its serial and the number written from it. */
    markIssued(
      id: string,
      values: {
        status: StoredInvoiceStatus;
        voucherId: string | null;
        serial?: number;
        invoiceNumber?: string;
      } & IssuedParties,
    ) {
      return db
        .updateTable("invoices")
        .set({ ...values, issuedAt: sql`now()`, updatedAt: sql`now()` })
        .where("id", "=", id)
        .execute();
    },
    /** Keeps on each line the account it posted to at issue. */
    async setLineAccounts(lines: readonly { id: string; accountId: string }[]) {
      for (const line of lines) {
        await db
          .updateTable("invoiceLineItems")
          .set({ accountId: line.accountId })
          .where("id", "=", line.id)
          .execute();
      }
    },
    setStatus(id: string, status: StoredInvoiceStatus) {
      return db.updateTable("invoices").set({ status, updatedAt: sql`now()` }).where("id", "=", id).execute();
    },
    /** Adds to what was paid or credited; the table's CHECK refuses passing the total. */
    settle(id: string, change: { paid?: string; credited?: string; status: StoredInvoiceStatus }) {
      const paid = change.paid ?? "0";
      const credited = change.credited ?? "0";
      return db
        .updateTable("invoices")
        .set({
          paidAmount: sql`paid_amount + ${paid}::numeric`,
          creditedAmount: sql`credited_amount + ${credited}::numeric`,
          balanceAmount: sql`balance_amount - ${paid}::numeric - ${credited}::numeric`,
          status: change.status,
          updatedAt: sql`now()`,
        })
        .where("id", "=", id)
        .execute();
    },
    insertPayment(values: {
      invoiceId: string;
      amount: string;
      paymentMethod: string;
      paymentDate: string;
      createdBy: string;
    }) {
      return db.insertInto("invoicePayments").values(values).returning("id").executeTakeFirstOrThrow();
    },
    setPaymentVoucher(id: string, voucherId: string) {
      return db.updateTable("invoicePayments").set({ voucherId }).where("id", "=", id).execute();
    },
    payments(invoiceId: string) {
      return db
        .selectFrom("invoicePayments")
        .leftJoin("vouchers", "vouchers.id", "invoicePayments.voucherId")
        .select([
          "invoicePayments.id",
          "invoicePayments.amount",
          "invoicePayments.paymentMethod",
          "invoicePayments.paymentDate",
          "vouchers.voucherNumber",
        ])
        .where("invoicePayments.invoiceId", "=", invoiceId)
        .orderBy("invoicePayments.createdAt")
        .execute();
    },
    creditNotes(invoiceId: string) {
      return db
        .selectFrom("creditNotes")
        .select(["id", "noteType", "noteNumber", "noteDate", "reason", "totalAmount"])
        .where("invoiceId", "=", invoiceId)
        .orderBy("createdAt")
        .execute();
    },
    /** Every line earlier credit notes gave back on the invoice. */
    creditedLines(invoiceId: string) {
      return db
        .selectFrom("creditNoteLines")
        .innerJoin("creditNotes", "creditNotes.id", "creditNoteLines.creditNoteId")
        .select([
          "creditNoteLines.invoiceLineId",
          "creditNoteLines.quantity",
          "creditNoteLines.taxableAmount",
          "creditNoteLines.cgstAmount",
          "creditNoteLines.sgstAmount",
          "creditNoteLines.igstAmount",
          "creditNoteLines.totalAmount",
        ])
        .where("creditNotes.invoiceId", "=", invoiceId)
        .execute();
    },
    insertCreditNote(values: {
      invoiceId: string;
      noteType: "credit" | "debit";
      noteNumber: string;
      noteDate: string;
      reason: string;
      subtotal: string;
      cgstAmount: string;
      sgstAmount: string;
      igstAmount: string;
      totalAmount: string;
      createdBy: string;
    }) {
      return db.insertInto("creditNotes").values(values).returning("id").executeTakeFirstOrThrow();
    },
    insertCreditNoteLines(
      lines: {
        creditNoteId: string;
        invoiceLineId: string;
        lineNo: number;
        quantity: string;
        taxableAmount: string;
        cgstAmount: string;
        sgstAmount: string;
        igstAmount: string;
        totalAmount: string;
      }[],
    ) {
      return db.insertInto("creditNoteLines").values(lines).execute();
    },
    setCreditNoteVoucher(id: string, voucherId: string) {
      return db.updateTable("creditNotes").set({ voucherId }).where("id", "=", id).execute();
    },
    creditNote(id: string) {
      return db
        .selectFrom("creditNotes")
        .innerJoin("invoices", "invoices.id", "creditNotes.invoiceId")
        .leftJoin("parties", "parties.id", "invoices.partyId")
        .leftJoin("vouchers", "vouchers.id", "creditNotes.voucherId")
        .select([
          "creditNotes.id",
          "creditNotes.invoiceId",
          "creditNotes.noteType",
          "creditNotes.noteNumber",
          "creditNotes.noteDate",
          "creditNotes.reason",
          "creditNotes.subtotal",
          "creditNotes.cgstAmount",
          "creditNotes.sgstAmount",
          "creditNotes.igstAmount",
          "creditNotes.totalAmount",
          "invoices.invoiceType",
          "invoices.invoiceNumber",
          "invoices.invoiceDate",
          "invoices.placeOfSupply",
          "invoices.partyId",
          "parties.partyName",
          "vouchers.voucherNumber",
        ])
        .where("creditNotes.id", "=", id)
        .executeTakeFirst();
    },
    /** A credit note's lines in order; given several notes, all their lines in one query. */
    creditNoteLines(creditNoteIds: string | readonly string[]) {
      return db
        .selectFrom("creditNoteLines")
        .innerJoin("invoiceLineItems", "invoiceLineItems.id", "creditNoteLines.invoiceLineId")
        .select([
          "creditNoteLines.id",
          "creditNoteLines.creditNoteId",
          "creditNoteLines.invoiceLineId",
          "invoiceLineItems.description",
          "invoiceLineItems.hsnCode",
          "invoiceLineItems.unit",
          "invoiceLineItems.taxRate",
          "creditNoteLines.quantity",
          "creditNoteLines.taxableAmount",
          "creditNoteLines.cgstAmount",
          "creditNoteLines.sgstAmount",
          "creditNoteLines.igstAmount",
          "creditNoteLines.totalAmount",
        ])
        .where("creditNoteLines.creditNoteId", "in", [creditNoteIds].flat())
        .orderBy("creditNoteLines.creditNoteId")
        .orderBy("creditNoteLines.lineNo")
        .execute();
    },
    /** Sales invoices issued (cancelled since or not) dated from `from` to `to`, both included, with their buyer. */
    issuedSales(from: string, to: string) {
      return db
        .selectFrom("invoices")
        .select([
          "invoices.id",
          "invoices.invoiceNumber",
          "invoices.invoiceDate",
          "invoices.placeOfSupply",
          "invoices.totalAmount",
          "invoices.status",
          "invoices.recipientName as partyName",
          "invoices.recipientGstin as gstNumber",
        ])
        .where("invoices.invoiceType", "=", "sales")
        .where("invoices.issuedAt", "is not", null)
        .where("invoices.invoiceDate", ">=", from)
        .where("invoices.invoiceDate", "<=", to)
        .orderBy("invoices.invoiceNumber")
        .execute();
    },
    /** Credit notes on sales dated from `from` to `to`, both included, with their invoice and buyer. */
    salesCreditNotes(from: string, to: string) {
      return db
        .selectFrom("creditNotes")
        .innerJoin("invoices", "invoices.id", "creditNotes.invoiceId")
        .select([
          "creditNotes.id",
          "creditNotes.noteNumber",
          "creditNotes.noteDate",
          "invoices.invoiceNumber",
          "invoices.invoiceDate",
          "invoices.placeOfSupply",
          "invoices.totalAmount",
          "invoices.recipientName as partyName",
          "invoices.recipientGstin as gstNumber",
        ])
        .where("creditNotes.noteType", "=", "credit")
        .where("creditNotes.noteDate", ">=", from)
        .where("creditNotes.noteDate", "<=", to)
        .orderBy("creditNotes.noteNumber")
        .execute();
    },
    /**
     * The sales series' lock, to the end of the transaction: issues take their serials one after
     * another, and the dates the series began and typed numbers end stay as read until commit.
     */
    async lockSalesSeries() {
      await sql`SELECT pg_advisory_xact_lock(hashtext('atithi.sales-invoice-series'))`.execute(db);
    },
    /**
     * The sales series as it stands: the highest serial of the financial year starting in
     * `financialYear`, the date of the first invoice it numbered, and the date of the last issued
     * invoice whose number was typed (brought over from another system).
     */
    async salesSeries(financialYear: number) {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom("invoices")
            .select((s) => s.fn.max("serial").as("m"))
            .where("serial", "is not", null)
            .where("financialYear", "=", financialYear)
            .as("lastSerial"),
          eb
            .selectFrom("invoices")
            .select((s) => s.fn.min("invoiceDate").as("d"))
            .where("serial", "is not", null)
            .as("firstSeriesDate"),
          eb
            .selectFrom("invoices")
            .select((s) => s.fn.max("invoiceDate").as("d"))
            .where("invoiceType", "=", "sales")
            .where("serial", "is", null)
            .where("issuedAt", "is not", null)
            .as("lastTypedDate"),
        ])
        .executeTakeFirst();
      return {
        lastSerial: row?.lastSerial ?? 0,
        firstSeriesDate: row?.firstSeriesDate ?? null,
        lastTypedDate: row?.lastTypedDate ?? null,
      };
    },
    /** The numbers of a series already used in a financial year (`prefix` is "IN/2026-27/"). */
    async numbersLike(invoiceType: InvoiceType, prefix: string): Promise<string[]> {
      const rows = await db
        .selectFrom("invoices")
        .select("invoiceNumber")
        .where("invoiceType", "=", invoiceType)
        .where("invoiceNumber", "like", `${prefix}%`)
        .execute();
      return rows.flatMap((r) => (r.invoiceNumber === null ? [] : [r.invoiceNumber]));
    },
  };
}
