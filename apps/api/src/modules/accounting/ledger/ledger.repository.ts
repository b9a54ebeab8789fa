import type { Database } from "@atithi/db";
import type { AccountRole, AccountType, VoucherType } from "@atithi/domain";
import { sql } from "kysely";

export interface AccountRef {
  id: string;
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  systemRole: AccountRole | null;
  isActive: boolean;
  isGroup: boolean;
}

export interface LedgerLineValues {
  accountId: string;
  partyId: string | null;
  description: string | null;
  debitAmount: string;
  creditAmount: string;
  lineNo: number;
}

/** Vouchers and the general ledger's lines: the one place that writes them. */
export function ledgerRepository(db: Database) {
  return {
    /** The accounts named by id or by system role, in one query. */
    async accounts(ids: readonly string[], roles: readonly AccountRole[]): Promise<AccountRef[]> {
      if (ids.length === 0 && roles.length === 0) return [];
      const rows = await db
        .selectFrom("chartOfAccounts")
        .select(["id", "accountCode", "accountName", "accountType", "systemRole", "isActive", "isGroup"])
        .where((eb) =>
          eb.or([
            ...(ids.length > 0 ? [eb("id", "in", ids)] : []),
            ...(roles.length > 0 ? [eb("systemRole", "in", roles)] : []),
          ]),
        )
        .execute();
      return rows.map((r) => ({
        ...r,
        accountType: r.accountType as AccountType,
        systemRole: r.systemRole as AccountRole | null,
      }));
    },
    insertVoucher(values: {
      voucherNumber: string | null;
      voucherType: VoucherType;
      voucherDate: string;
      status: "draft" | "posted";
      totalAmount: string;
      partyId: string | null;
      reference: string | null;
      narration: string | null;
      sourceType: string | null;
      sourceId: string | null;
      reversesVoucherId: string | null;
      createdBy: string;
      approvedBy: string | null;
    }) {
      return db
        .insertInto("vouchers")
        .values({
          ...values,
          description: values.narration,
          approvedAt: values.approvedBy ? sql<Date>`now()` : null,
        })
        .returning(["id", "voucherNumber", "createdAt"])
        .executeTakeFirstOrThrow();
    },
    async insertLedgerLines(
      voucherId: string,
      transactionDate: string,
      reference: string | null,
      createdBy: string,
      lines: readonly LedgerLineValues[],
    ) {
      await db
        .insertInto("generalLedger")
        .values(lines.map((line) => ({ ...line, voucherId, transactionDate, reference, createdBy })))
        .execute();
    },
    /** A voucher posted for a source (a payment, an invoice…), if any, and whether it was reversed. */
    sourceVoucher(sourceType: string, sourceId: string) {
      return db
        .selectFrom("vouchers")
        .select(["id", "voucherNumber", "status"])
        .where("sourceType", "=", sourceType)
        .where("sourceId", "=", sourceId)
        .where("reversesVoucherId", "is", null)
        .executeTakeFirst();
    },
  };
}
