import type { Database } from "@atithi/db";
import type { AutoPostingSource, InvoiceDocument } from "@atithi/domain";
import { sql } from "kysely";

/**
 * What the postings read of the hotel's money events (never writing them): whether a stay or its
 * group is already invoiced, the stays a group invoice covers, and, for the history command, every
 * event that has no voucher yet. Plus the one write of the chart the expenses need: a category's
 * own expense account.
 */
export function postingsRepository(db: Database) {
  const unposted = (type: AutoPostingSource, id: string) =>
    sql<boolean>`NOT EXISTS (SELECT 1 FROM vouchers v WHERE v.source_type = ${type} AND v.source_id = ${sql.ref(id)}
      AND v.reverses_voucher_id IS NULL)`;
  return {
    /** When the group a stay belongs to was invoiced, if it was. */
    async groupInvoicedAt(bookingId: string): Promise<Date | null> {
      const row = await db
        .selectFrom("groupInvoices")
        .innerJoin("groupBookingItems", "groupBookingItems.groupBookingId", "groupInvoices.groupBookingId")
        .select((eb) => eb.fn.min("groupInvoices.createdAt").as("at"))
        .where("groupBookingItems.bookingId", "=", bookingId)
        .where("groupInvoices.status", "<>", "cancelled")
        .executeTakeFirst();
      return row?.at ? new Date(row.at) : null;
    },
    /**
     * The stays a group invoice covers (its members not cancelled), with when each was invoiced on
     * its own, if it was (stays invoiced before members were billed only on their group's invoice).
     */
    groupStays(groupBookingId: string) {
      return db
        .selectFrom("bookings")
        .innerJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
        .leftJoin("stayInvoices", "stayInvoices.bookingId", "bookings.id")
        .select([
          "bookings.id",
          "bookings.totalAmount",
          "bookings.checkInDate",
          "bookings.checkOutDate",
          "bookings.status",
          "stayInvoices.createdAt as stayInvoicedAt",
        ])
        .where("groupBookingItems.groupBookingId", "=", groupBookingId)
        .where("bookings.status", "<>", "cancelled")
        .orderBy("bookings.id")
        .execute();
    },
    /** A category's expense account, if it has one; `lock` takes the category's row lock first. */
    async categoryAccount(categoryId: string, lock = false): Promise<string | null | undefined> {
      let query = db.selectFrom("expenseCategories").select("accountId").where("id", "=", categoryId);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row?.accountId;
    },
    async linkCategory(categoryId: string, accountId: string) {
      await db.updateTable("expenseCategories").set({ accountId }).where("id", "=", categoryId).execute();
    },
    /** The first active administrator: who posts history whose author is gone. */
    async anAdministrator(): Promise<string | undefined> {
      const row = await db
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .orderBy("isActive", "desc")
        .orderBy("createdAt")
        .executeTakeFirst();
      return row?.id;
    },
    async lockedThrough(): Promise<string | null> {
      const row = await db.selectFrom("accountingSettings").select("lockedThrough").executeTakeFirst();
      return row?.lockedThrough ?? null;
    },
    /** Payments and refunds without a voucher, dated in the property's zone. */
    unpostedMoney(timeZone: string) {
      return db
        .selectFrom("payments")
        .select([
          "id",
          "kind",
          "bookingId",
          "paymentMethod",
          sql<string>`amount::text`.as("amount"),
          sql<string>`to_char(payment_date AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`.as("date"),
          "createdAt",
          "createdBy",
        ])
        .where(sql<boolean>`(kind = 'payment' AND ${unposted("payment", "payments.id")})
          OR (kind = 'refund' AND ${unposted("refund", "payments.id")})`)
        .execute();
    },
    async unpostedStayInvoices() {
      const rows = await db
        .selectFrom("stayInvoices")
        .select(["id", "bookingId", "invoiceNumber", "invoiceDate", "document", "createdAt", "createdBy"])
        .where(unposted("stay_invoice", "stay_invoices.id"))
        .execute();
      return rows.map((r) => ({ ...r, document: r.document as unknown as InvoiceDocument }));
    },
    unpostedGroupInvoices() {
      return db
        .selectFrom("groupInvoices")
        .innerJoin("groupBookings", "groupBookings.id", "groupInvoices.groupBookingId")
        .select([
          "groupInvoices.id",
          "groupInvoices.groupBookingId",
          "groupInvoices.invoiceNumber",
          "groupInvoices.invoiceDate",
          "groupInvoices.createdAt",
          "groupInvoices.createdBy",
          "groupBookings.groupName",
        ])
        .where("groupInvoices.status", "<>", "cancelled")
        .where(unposted("group_invoice", "group_invoices.id"))
        .execute();
    },
    unpostedExpenses() {
      return db
        .selectFrom("expenses")
        .innerJoin("expenseCategories", "expenseCategories.id", "expenses.categoryId")
        .select([
          "expenses.id",
          "expenses.categoryId",
          "expenseCategories.name as categoryName",
          "expenseCategories.accountId",
          sql<string>`expenses.amount::text`.as("amount"),
          "expenses.description",
          "expenses.expenseDate",
          "expenses.paymentMethod",
          "expenses.receiptNumber",
          "expenses.createdAt",
          "expenses.createdBy",
        ])
        .where("expenses.cancelledAt", "is", null)
        .where(unposted("expense", "expenses.id"))
        .execute();
    },
    /**
     * A new expense account for a category: under the chart's expenses heading, coded with the next
     * free 6xxx number (above the highest one used, else the lowest gap). The heading's row lock
     * makes two categories created at the same moment take different codes.
     */
    async insertExpenseAccount(name: string): Promise<string | null> {
      const heading = await db
        .selectFrom("chartOfAccounts")
        .select(["id", "level"])
        .where("isGroup", "=", true)
        .where("accountType", "=", "Expenses")
        .orderBy("accountCode")
        .forUpdate()
        .executeTakeFirst();
      const row = await sql<{ id: string }>`
        WITH used AS (SELECT account_code::int AS n FROM chart_of_accounts WHERE account_code ~ '^6[0-9]{3}$'),
        free AS (
          SELECT coalesce(
            (SELECT n FROM generate_series((SELECT coalesce(max(n), 6000) + 1 FROM used), 6999) n LIMIT 1),
            (SELECT n FROM generate_series(6001, 6999) n WHERE n NOT IN (SELECT n FROM used) LIMIT 1)
          ) AS code
        )
        INSERT INTO chart_of_accounts (account_code, account_name, account_type, parent_account_id, level, description)
        SELECT code::text, ${name}, 'Expenses', ${heading?.id ?? null}, ${(heading?.level ?? 0) + 1},
          'Spending recorded under the expense category of the same name'
        FROM free WHERE code IS NOT NULL
        RETURNING id`.execute(db);
      return row.rows[0]?.id ?? null;
    },
  };
}
