import type { Database } from "@atithi/db";
import {
  type AccountRole,
  type AccountType,
  addDays,
  formatDisplayDate,
  formatInr,
  toPaise,
  type VoucherStatus,
  type VoucherType,
  YEAR_END_SOURCE,
} from "@atithi/domain";
import { CompiledQuery, type RawBuilder, sql } from "kysely";

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

/** A new voucher's line, its account given by id or by system role. */
export interface NewLedgerLineValues extends Omit<LedgerLineValues, "accountId"> {
  accountId: string | null;
  role: AccountRole | null;
}

export interface VoucherValues {
  voucherNumber: string | null;
  numberPrefix: string | null;
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
}

export interface DraftLineValues {
  accountId: string;
  partyId: string | null;
  description: string | null;
  debit: string;
  credit: string;
}

/** A voucher's own fields, as read under its row lock. */
export interface VoucherHead {
  id: string;
  voucherNumber: string | null;
  voucherType: VoucherType;
  voucherDate: string;
  status: VoucherStatus;
  narration: string | null;
  partyId: string | null;
  reference: string | null;
  sourceType: string | null;
  sourceId: string | null;
  reversesVoucherId: string | null;
  totalAmount: string;
  createdBy: string | null;
  editedBy: string | null;
}

export interface VoucherRow {
  id: string;
  voucherNumber: string | null;
  voucherType: VoucherType;
  voucherDate: string;
  narration: string | null;
  partyId: string | null;
  partyName: string | null;
  reference: string | null;
  totalAmount: string;
  status: VoucherStatus;
  sourceType: string | null;
  sourceId: string | null;
  createdBy: string | null;
  createdByName: string | null;
  /** Who last edited the draft, if anyone did: a maker too. */
  editedBy: string | null;
  createdAt: string;
  approvedBy: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
  cancelledByName: string | null;
  cancelledAt: string | null;
  /** The voucher this one reverses, and the one that reversed this one. */
  reversesVoucherId: string | null;
  reversesVoucherNumber: string | null;
  reversedByVoucherId: string | null;
  reversedByVoucherNumber: string | null;
}

export interface VoucherLineRow {
  lineNo: number;
  accountId: string;
  accountCode: string;
  accountName: string;
  partyId: string | null;
  description: string | null;
  debit: string;
  credit: string;
}

export interface LedgerPageLine {
  id: string;
  date: string;
  voucherId: string;
  voucherNumber: string | null;
  voucherType: VoucherType;
  description: string | null;
  debit: string;
  credit: string;
}

/** Debits and credits summed, in paise. */
export interface Sums {
  debit: number;
  credit: number;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const sums = (row: { debit: string; credit: string } | undefined): Sums => ({
  debit: toPaise(row?.debit ?? "0"),
  credit: toPaise(row?.credit ?? "0"),
});

const LEDGER_LINE_COLUMNS = [
  "voucherId",
  "transactionDate",
  "reference",
  "createdBy",
  "accountId",
  "partyId",
  "description",
  "debitAmount",
  "creditAmount",
  "lineNo",
] as const;

/**
 * Lines sent as one JSON parameter, so a voucher of any length is one prepared statement, and read
 * back as the rows of `x` (account_id, party_id, description, debit, credit, line_no).
 */
function linesRecordset(lines: readonly (DraftLineValues & { lineNo: number })[]): RawBuilder<unknown> {
  const rows = lines.map((l) => ({
    account_id: l.accountId,
    party_id: l.partyId,
    description: l.description,
    debit: l.debit,
    credit: l.credit,
    line_no: l.lineNo,
  }));
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(account_id text, party_id text,
    description text, debit numeric, credit numeric, line_no int)`;
}

const LINE_FIELDS = sql`x.account_id, x.party_id, x.description, x.debit, x.credit, x.line_no`;

/** The ledger lines (in LEDGER_LINE_COLUMNS' order) of the voucher `v`, a CTE of the same statement. */
function linesOfVoucherV(
  head: { date: string; reference: string | null; createdBy: string },
  lines: readonly LedgerLineValues[],
) {
  const x = linesRecordset(lines.map((l) => ({ ...l, debit: l.debitAmount, credit: l.creditAmount })));
  return sql`SELECT v.id, ${head.date}::date, ${head.reference}::text, ${head.createdBy}::text, ${LINE_FIELDS}
  FROM v, ${x}`;
}

/**
 * The lines of voucher `v` in `table` (its draft lines, or the ledger's once posted) as one JSON array
 * in line order, amounts as decimal strings.
 */
function linesJson(table: RawBuilder<unknown>, debit: RawBuilder<unknown>, credit: RawBuilder<unknown>) {
  return sql`(SELECT coalesce(json_agg(json_build_object('lineNo', l.line_no, 'accountId', l.account_id,
      'accountCode', a.account_code, 'accountName', a.account_name, 'partyId', l.party_id,
      'description', l.description, 'debit', ${debit}::text, 'credit', ${credit}::text) ORDER BY l.line_no), '[]')
    FROM ${table} l JOIN chart_of_accounts a ON a.id = l.account_id WHERE l.voucher_id = v.id)`;
}

/** The columns of a draft's lines, in the order draftLinesOf selects them. */
const DRAFT_LINE_COLUMNS = [
  "voucherId",
  "accountId",
  "partyId",
  "description",
  "debit",
  "credit",
  "lineNo",
] as const;

/**
 * A draft's lines, numbered from 1, as rows read from one JSON parameter: for the voucher `voucherId`,
 * or for the one inserted by the statement's CTE `v`.
 */
function draftLinesOf(lines: readonly DraftLineValues[], voucherId?: string) {
  const x = linesRecordset(lines.map((l, i) => ({ ...l, lineNo: i + 1 })));
  return voucherId === undefined
    ? sql`SELECT v.id, ${LINE_FIELDS} FROM v, ${x}`
    : sql`SELECT ${voucherId}::text, ${LINE_FIELDS} FROM ${x}`;
}

/**
 * A posted voucher and its ledger lines from the lines' JSON ($1) and the voucher's fields, as
 * insertPostedVoucher sends them. Automatic postings ride on the hot paths (a booking's first
 * payment): written as SQL text, the statement is sent without building a query for each posting,
 * and it finds the accounts itself, saving a round trip. Columns are named, not `*`, so it stays a
 * prepared statement.
 */
const POST_NEW_VOUCHER = /* sql */ `
WITH x AS (
  SELECT x.account_id, x.role, x.party_id, x.description, x.debit, x.credit, x.line_no
  FROM jsonb_to_recordset($1::jsonb) AS x(account_id text, role text, party_id text, description text,
    debit numeric, credit numeric, line_no int)
),
a AS (
  SELECT c.id, c.account_code, c.account_name, c.account_type, c.system_role, c.is_active, c.is_group
  FROM chart_of_accounts c
  WHERE c.id IN (SELECT account_id FROM x) OR c.system_role IN (SELECT role FROM x)
),
r AS (
  SELECT x.party_id, x.description, x.debit, x.credit, x.line_no, a.id AS account_id
  FROM x LEFT JOIN a ON (a.id = x.account_id OR a.system_role = x.role) AND a.is_active AND NOT a.is_group
),
v AS (
  INSERT INTO vouchers (number_prefix, voucher_type, voucher_date, total_amount, party_id, reference,
    narration, description, source_type, source_id, reverses_voucher_id, created_by, approved_by,
    approved_at, status)
  SELECT $2::text, $3::text, $4::date, $5::numeric, $6::text, $7::text, $8::text, $8::text, $9::text,
    $10::text, $11::text, $12::text, $13::text, CASE WHEN $13::text IS NULL THEN NULL ELSE now() END, 'posted'
  WHERE NOT EXISTS (SELECT 1 FROM r WHERE r.account_id IS NULL)
  RETURNING id
),
l AS (
  INSERT INTO general_ledger (voucher_id, transaction_date, reference, created_by, account_id, party_id,
    description, debit_amount, credit_amount, line_no)
  SELECT v.id, $4::date, $7::text, $12::text, r.account_id, r.party_id, r.description, r.debit, r.credit,
    r.line_no
  FROM v, r
  RETURNING id
)
SELECT (SELECT id FROM v) AS id,
  CASE WHEN NOT EXISTS (SELECT 1 FROM v) THEN (
    SELECT coalesce(json_agg(json_build_object('id', a.id, 'accountCode', a.account_code,
      'accountName', a.account_name, 'accountType', a.account_type, 'systemRole', a.system_role,
      'isActive', a.is_active, 'isGroup', a.is_group)), '[]')
    FROM a
  ) END AS accounts`;

/**
 * POST_NEW_VOUCHER after `eventWrite`, the statement that writes what the voucher records (a
 * payment), as one statement: the event's SQL keeps its parameters $1…$n and the posting's follow.
 * A text is built once (the same few event statements recur).
 */
function postingAfter(eventWrite: CompiledQuery): string {
  let text = postingAfterCache.get(eventWrite.sql);
  if (text === undefined) {
    const shift = eventWrite.parameters.length;
    if (postingAfterCache.size >= 100) postingAfterCache.clear();
    text = `WITH event_write AS (${eventWrite.sql}),${POST_NEW_VOUCHER.replace(/^\s*WITH/, "").replace(
      /\$(\d+)/g,
      (_, n: string) => `$${Number(n) + shift}`,
    )}`;
    postingAfterCache.set(eventWrite.sql, text);
  }
  return text;
}
const postingAfterCache = new Map<string, string>();

/** The documents with a number of their own, by the source type of the vouchers they post. */
const NUMBERED_SOURCES: Record<string, { table: string; column: string }> = {
  stay_invoice: { table: "stay_invoices", column: "invoice_number" },
  group_invoice: { table: "group_invoices", column: "invoice_number" },
  sales_invoice: { table: "invoices", column: "invoice_number" },
  purchase_bill: { table: "invoices", column: "invoice_number" },
  credit_note: { table: "credit_notes", column: "note_number" },
  fundraising_round: { table: "fundraising_rounds", column: "round_number" },
};

/** Vouchers, their draft lines and the general ledger's lines: the one place that reads and writes them. */
export function ledgerRepository(db: Database) {
  const voucherRows = () =>
    db
      .selectFrom("vouchers as v")
      .leftJoin("parties as p", "p.id", "v.partyId")
      .leftJoin("users as creator", "creator.id", "v.createdBy")
      .leftJoin("users as approver", "approver.id", "v.approvedBy")
      .leftJoin("users as canceller", "canceller.id", "v.cancelledBy")
      .leftJoin("vouchers as reversed", "reversed.id", "v.reversesVoucherId")
      .leftJoin("vouchers as reversal", "reversal.reversesVoucherId", "v.id")
      .select([
        "v.id",
        "v.voucherNumber",
        "v.voucherType",
        "v.voucherDate",
        "v.narration",
        "v.partyId",
        "p.partyName",
        "v.reference",
        "v.totalAmount",
        "v.status",
        "v.sourceType",
        "v.sourceId",
        "v.createdBy",
        "creator.username as createdByName",
        "v.editedBy",
        "v.createdAt",
        "v.approvedBy",
        "approver.username as approvedByName",
        "v.approvedAt",
        "canceller.username as cancelledByName",
        "v.cancelledAt",
        "v.reversesVoucherId",
        "reversed.voucherNumber as reversesVoucherNumber",
        "reversal.id as reversedByVoucherId",
        "reversal.voucherNumber as reversedByVoucherNumber",
      ]);
  type Raw = Awaited<ReturnType<ReturnType<typeof voucherRows>["executeTakeFirstOrThrow"]>>;
  const toRow = (r: Raw): VoucherRow => ({
    ...r,
    voucherType: r.voucherType as VoucherType,
    status: r.status as VoucherStatus,
    createdAt: r.createdAt.toISOString(),
    approvedAt: iso(r.approvedAt),
    cancelledAt: iso(r.cancelledAt),
  });

  /** One account's lines in a date range, in the ledger's order (general_ledger_account_sums_idx). */
  const accountLines = (accountId: string, from: string | null, to: string | null) =>
    db
      .selectFrom("generalLedger as gl")
      .where("gl.accountId", "=", accountId)
      .$if(from !== null, (q) => q.where("gl.transactionDate", ">=", from as string))
      .$if(to !== null, (q) => q.where("gl.transactionDate", "<=", to as string))
      .orderBy("gl.transactionDate")
      .orderBy("gl.createdAt")
      .orderBy("gl.id");

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
    async updateDraft(
      id: string,
      values: {
        editedBy: string;
        voucherType: VoucherType;
        voucherDate: string;
        totalAmount: string;
        partyId: string | null;
        reference: string | null;
        narration: string | null;
      },
    ) {
      await db
        .updateTable("vouchers")
        .set({ ...values, description: values.narration, updatedAt: sql<Date>`now()` })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .execute();
    },
    /**
     * Numbers the voucher now, in the caller's transaction, after its series' vouchers still waiting
     * (migration 20261124T0300), and answers its number; the series stays locked until the end.
     */
    async numberNow(id: string): Promise<string> {
      const { rows } = await sql<{ number: string | null }>`SELECT number_voucher(${id}) AS number`.execute(
        db,
      );
      const number = rows[0]?.number;
      if (!number) throw new Error(`voucher ${id} was not numbered`);
      return number;
    },
    /** Numbers every posted voucher still without a number (20261124T0300); answers how many. */
    async numberPending(): Promise<number> {
      const { rows } = await sql<{ n: number }>`SELECT number_vouchers() AS n`.execute(db);
      return rows[0]?.n ?? 0;
    },
    /**
     * A draft becomes posted, in one statement: numbered after commit, approved by whoever posts it,
     * its draft lines replaced by ledger lines.
     */
    async postDraft(
      id: string,
      values: { numberPrefix: string; totalAmount: string; approvedBy: string },
      head: { voucherDate: string; reference: string | null },
      lines: readonly LedgerLineValues[],
    ) {
      await db
        .with("v", (q) =>
          q
            .updateTable("vouchers")
            .set({ ...values, status: "posted", approvedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
            .where("id", "=", id)
            .where("status", "=", "draft")
            .returning("id"),
        )
        .with("d", (q) => q.deleteFrom("voucherLines").where("voucherId", "=", id).returning("id"))
        .insertInto("generalLedger")
        .columns(LEDGER_LINE_COLUMNS)
        .expression(
          linesOfVoucherV(
            { date: head.voucherDate, reference: head.reference, createdBy: values.approvedBy },
            lines,
          ),
        )
        .execute();
    },
    async markCancelled(id: string, userId: string) {
      await db
        .updateTable("vouchers")
        .set({
          status: "cancelled",
          cancelledBy: userId,
          cancelledAt: sql<Date>`now()`,
          updatedAt: sql<Date>`now()`,
        })
        .where("id", "=", id)
        .where("status", "=", "posted")
        .execute();
    },
    /** Takes the voucher's row lock for the rest of the transaction: decisions on it are made one at a time. */
    async lock(id: string): Promise<VoucherHead | undefined> {
      const row = await db
        .selectFrom("vouchers")
        .select([
          "id",
          "voucherNumber",
          "voucherType",
          "voucherDate",
          "status",
          "narration",
          "partyId",
          "reference",
          "sourceType",
          "sourceId",
          "reversesVoucherId",
          "totalAmount",
          "createdBy",
          "editedBy",
        ])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      return (
        row && { ...row, voucherType: row.voucherType as VoucherType, status: row.status as VoucherStatus }
      );
    },
    async deleteVoucher(id: string) {
      await db.deleteFrom("vouchers").where("id", "=", id).where("status", "=", "draft").execute();
    },
    /** A draft voucher and its lines, in one statement. */
    async insertDraft(values: VoucherValues, lines: readonly DraftLineValues[]): Promise<string> {
      const { id } = await db
        .with("v", (q) =>
          q
            .insertInto("vouchers")
            .values({ ...values, description: values.narration, approvedAt: null })
            .returning("id"),
        )
        .with("l", (q) =>
          q
            .insertInto("voucherLines")
            .columns(DRAFT_LINE_COLUMNS)
            .expression(draftLinesOf(lines))
            .returning("id"),
        )
        .selectFrom("v")
        .select("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    /** A draft's lines replaced by `lines` (an edit). */
    async replaceDraftLines(voucherId: string, lines: readonly DraftLineValues[]) {
      await db.deleteFrom("voucherLines").where("voucherId", "=", voucherId).execute();
      await db
        .insertInto("voucherLines")
        .columns(DRAFT_LINE_COLUMNS)
        .expression(draftLinesOf(lines, voucherId))
        .execute();
    },
    /** A draft's lines with the accounts they name, as posting checks them. */
    async draftLinesWithAccounts(voucherId: string) {
      const rows = await db
        .selectFrom("voucherLines as l")
        .innerJoin("chartOfAccounts as a", "a.id", "l.accountId")
        .select([
          "l.accountId",
          "l.partyId",
          "l.description",
          "l.debit",
          "l.credit",
          "a.accountCode",
          "a.accountName",
          "a.accountType",
          "a.systemRole",
          "a.isActive",
          "a.isGroup",
        ])
        .where("l.voucherId", "=", voucherId)
        .orderBy("l.lineNo")
        .execute();
      return rows.map((r) => ({
        line: {
          accountId: r.accountId,
          partyId: r.partyId,
          description: r.description,
          debit: r.debit,
          credit: r.credit,
        },
        account: {
          id: r.accountId,
          accountCode: r.accountCode,
          accountName: r.accountName,
          accountType: r.accountType as AccountType,
          systemRole: r.systemRole as AccountRole | null,
          isActive: r.isActive,
          isGroup: r.isGroup,
        } satisfies AccountRef,
      }));
    },
    /** A posted voucher's ledger lines, in line order. */
    lines(voucherId: string): Promise<VoucherLineRow[]> {
      return db
        .selectFrom("generalLedger as l")
        .innerJoin("chartOfAccounts as a", "a.id", "l.accountId")
        .select([
          "l.lineNo",
          "l.accountId",
          "a.accountCode",
          "a.accountName",
          "l.partyId",
          "l.description",
          "l.debitAmount as debit",
          "l.creditAmount as credit",
        ])
        .where("l.voucherId", "=", voucherId)
        .orderBy("l.lineNo")
        .execute();
    },
    /**
     * A posted voucher and its ledger lines, their accounts found by id or role, in one statement
     * (POST_NEW_VOUCHER), after `eventWrite` when given (the write the voucher records). Nothing of
     * the voucher is written unless every line's account takes postings; then the accounts found are
     * answered instead, for the caller to say which line cannot be posted (and roll the event back).
     */
    async insertPostedVoucher(
      values: Omit<VoucherValues, "status" | "voucherNumber">,
      lines: readonly NewLedgerLineValues[],
      eventWrite?: CompiledQuery,
    ): Promise<{ id: string } | { accounts: AccountRef[] }> {
      const rows = lines.map((l) => ({
        account_id: l.accountId,
        role: l.role,
        party_id: l.partyId,
        description: l.description,
        debit: l.debitAmount,
        credit: l.creditAmount,
        line_no: l.lineNo,
      }));
      const { rows: answer } = await db.executeQuery<{ id: string | null; accounts: AccountRef[] | null }>(
        CompiledQuery.raw(eventWrite ? postingAfter(eventWrite) : POST_NEW_VOUCHER, [
          ...(eventWrite?.parameters ?? []),
          JSON.stringify(rows),
          values.numberPrefix,
          values.voucherType,
          values.voucherDate,
          values.totalAmount,
          values.partyId,
          values.reference,
          values.narration,
          values.sourceType,
          values.sourceId,
          values.reversesVoucherId,
          values.createdBy,
          values.approvedBy,
        ]),
      );
      const row = answer[0];
      if (row?.id) return { id: row.id };
      return { accounts: row?.accounts ?? [] };
    },
    /**
     * A voucher posted for a source (a payment, an invoice…), if any, and whether it was reversed: the
     * one in force first (an edited expense has one in force and cancelled ones before it).
     */
    sourceVoucher(sourceType: string, sourceId: string) {
      return db
        .selectFrom("vouchers")
        .select(["id", "voucherNumber", "status"])
        .where("sourceType", "=", sourceType)
        .where("sourceId", "=", sourceId)
        .where("reversesVoucherId", "is", null)
        .orderBy(sql`status = 'cancelled'`)
        .orderBy("createdAt", "desc")
        .executeTakeFirst();
    },
    /** A voucher and its lines (a draft's, or the ledger's once posted), in one statement. */
    async findVoucher(id: string): Promise<(VoucherRow & { lines: VoucherLineRow[] }) | undefined> {
      const row = await voucherRows()
        .select(
          sql<VoucherLineRow[]>`CASE WHEN v.status = 'draft'
            THEN ${linesJson(sql`voucher_lines`, sql`l.debit`, sql`l.credit`)}
            ELSE ${linesJson(sql`general_ledger`, sql`l.debit_amount`, sql`l.credit_amount`)}
          END`.as("lines"),
        )
        .where("v.id", "=", id)
        .executeTakeFirst();
      return row && { ...toRow(row), lines: row.lines };
    },
    /** One page, newest date first; one row more than asked says whether another page follows. */
    async listVouchers(
      filters: { status?: VoucherStatus; voucherType?: VoucherType },
      offset: number,
      limit: number,
    ): Promise<VoucherRow[]> {
      const rows = await voucherRows()
        .$if(filters.status !== undefined, (q) => q.where("v.status", "=", filters.status as VoucherStatus))
        .$if(filters.voucherType !== undefined, (q) =>
          q.where("v.voucherType", "=", filters.voucherType as VoucherType),
        )
        .orderBy("v.voucherDate", "desc")
        .orderBy("v.createdAt", "desc")
        .orderBy("v.id")
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(toRow);
    },
    /** Whether whoever entered or last edited a voucher is kept from approving it. */
    async makerChecker(): Promise<boolean> {
      const row = await db
        .selectFrom("accountingSettings")
        .select("voucherMakerChecker")
        .executeTakeFirstOrThrow();
      return row.voucherMakerChecker;
    },
    async setMakerChecker(on: boolean, userId: string) {
      await db
        .updateTable("accountingSettings")
        .set({ voucherMakerChecker: on, updatedBy: userId, updatedAt: sql<Date>`now()` })
        .execute();
    },
    /**
     * How a person finds the document an automatic voucher records: its number, or for documents
     * without one (a guest's payment, an expense, a share issue) what and when; the id if it is gone.
     */
    async sourceDocumentNumber(sourceType: string, sourceId: string): Promise<string> {
      const amountOn = (amount: string, date: string) =>
        `of ${formatInr(amount)} on ${formatDisplayDate(date)}`;
      const id = sourceId;
      switch (sourceType) {
        case "payment":
        case "refund": {
          // Its day as its voucher has it: the property's, not the database's zone.
          const row = await db
            .selectFrom("payments as p")
            .innerJoin("vouchers as v", (join) =>
              join
                .on("v.sourceType", "=", sourceType)
                .onRef("v.sourceId", "=", "p.id")
                .on("v.reversesVoucherId", "is", null),
            )
            .select([sql<string>`p.amount::text`.as("amount"), "v.voucherDate"])
            .where("p.id", "=", id)
            .executeTakeFirst();
          return row ? amountOn(row.amount, row.voucherDate) : id;
        }
        case "expense": {
          const row = await db
            .selectFrom("expenses")
            .select([sql<string>`amount::text`.as("amount"), "expenseDate", "description"])
            .where("id", "=", id)
            .executeTakeFirst();
          return row ? `"${row.description}" ${amountOn(row.amount, row.expenseDate)}` : id;
        }
        case "invoice_payment": {
          const row = await db
            .selectFrom("invoicePayments as p")
            .innerJoin("invoices as i", "i.id", "p.invoiceId")
            .select([sql<string>`p.amount::text`.as("amount"), "p.paymentDate", "i.invoiceNumber"])
            .where("p.id", "=", id)
            .executeTakeFirst();
          return row ? `${amountOn(row.amount, row.paymentDate)} against ${row.invoiceNumber}` : id;
        }
        case "share_issue": {
          const row = await db
            .selectFrom("shareIssues")
            .select(["shares", "issueDate"])
            .where("id", "=", id)
            .executeTakeFirst();
          return row ? `of ${row.shares} shares on ${formatDisplayDate(row.issueDate)}` : id;
        }
        case YEAR_END_SOURCE:
          // "2025-26", or "2025-26#2" for a year closed again after it was reopened.
          return id.slice(0, 7);
        default: {
          const numbered = NUMBERED_SOURCES[sourceType];
          if (!numbered) return id;
          const { rows } = await sql<{ number: string }>`SELECT ${sql.ref(numbered.column)} AS number
            FROM ${sql.table(numbered.table)} WHERE id = ${id}`.execute(db);
          return rows[0]?.number ?? id;
        }
      }
    },
    async countDrafts(): Promise<number> {
      const row = await db
        .selectFrom("vouchers")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("status", "=", "draft")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /**
     * What frames a page of an account's ledger, in one statement: the account, its debits and
     * credits before `from` (opening) and up to `to` (closing), and the sums of the first `skip` lines
     * of the range (where the page starts). Sums before a date read the monthly snapshots of the
     * months before and the lines of that month only, never a scan of every line. The account is
     * named by its id in each sum, not by `a.id`: a correlated id led the planner to the date index,
     * reading every account's lines of the month (5 ms at a million lines instead of under 1).
     */
    async ledgerFrame(accountId: string, from: string | null, to: string | null, skip: number) {
      const before = (date: string | null) =>
        date === null
          ? sql<{ debit: string; credit: string }>`(
              SELECT coalesce(sum(debit), 0)::numeric(18, 2)::text AS debit, coalesce(sum(credit), 0)::numeric(18, 2)::text AS credit
              FROM account_balances WHERE account_id = ${accountId})`
          : sql`(
              SELECT (s.debit + l.debit)::numeric(18, 2)::text AS debit, (s.credit + l.credit)::numeric(18, 2)::text AS credit
              FROM (
                SELECT coalesce(sum(debit), 0) AS debit, coalesce(sum(credit), 0) AS credit
                FROM account_balances WHERE account_id = ${accountId} AND month < date_trunc('month', ${date}::date)::date
              ) s, (
                SELECT coalesce(sum(debit_amount), 0) AS debit, coalesce(sum(credit_amount), 0) AS credit
                FROM general_ledger
                WHERE account_id = ${accountId} AND transaction_date >= date_trunc('month', ${date}::date)::date
                  AND transaction_date < ${date}::date
              ) l)`;
      const head = accountLines(accountId, from, to)
        .select(["gl.debitAmount", "gl.creditAmount"])
        .limit(skip);
      const { rows } = await sql<{
        id: string;
        accountCode: string;
        accountName: string;
        accountType: string;
        isGroup: boolean;
        opening: { debit: string; credit: string } | null;
        closing: { debit: string; credit: string };
        head: { debit: string; credit: string };
      }>`
        SELECT a.id, a.account_code, a.account_name, a.account_type, a.is_group,
          ${from === null ? sql`NULL` : sql`(SELECT row_to_json(o) FROM ${before(from)} o)`} AS opening,
          (SELECT row_to_json(c) FROM ${before(to === null ? null : addDays(to, 1))} c) AS closing,
          (SELECT row_to_json(h) FROM (
            SELECT coalesce(sum(head_lines.debit_amount), 0)::numeric(18, 2)::text AS debit,
              coalesce(sum(head_lines.credit_amount), 0)::numeric(18, 2)::text AS credit
            FROM (${head}) head_lines
          ) h) AS head
        FROM chart_of_accounts a WHERE a.id = ${accountId}`.execute(db);
      const row = rows[0];
      if (!row) return undefined;
      return {
        account: {
          id: row.id,
          accountCode: row.accountCode,
          accountName: row.accountName,
          accountType: row.accountType as AccountType,
          isGroup: row.isGroup,
        },
        opening: row.opening ? sums(row.opening) : { debit: 0, credit: 0 },
        closing: sums(row.closing),
        head: skip === 0 ? { debit: 0, credit: 0 } : sums(row.head),
      };
    },
    async ledgerPage(
      accountId: string,
      from: string | null,
      to: string | null,
      offset: number,
      limit: number,
    ): Promise<LedgerPageLine[]> {
      // The page's lines first, then their vouchers: the skipped lines of the pages before are not joined.
      const lines = accountLines(accountId, from, to)
        .select([
          "gl.id",
          "gl.transactionDate",
          "gl.createdAt",
          "gl.voucherId",
          "gl.description",
          "gl.debitAmount",
          "gl.creditAmount",
        ])
        .offset(offset)
        .limit(limit);
      const rows = await db
        .selectFrom(lines.as("gl"))
        .innerJoin("vouchers as v", "v.id", "gl.voucherId")
        .select([
          "gl.id",
          "gl.transactionDate as date",
          "gl.voucherId",
          "v.voucherNumber",
          "v.voucherType",
          (eb) => eb.fn.coalesce("gl.description", "v.narration").as("description"),
          "gl.debitAmount as debit",
          "gl.creditAmount as credit",
        ])
        .orderBy("gl.transactionDate")
        .orderBy("gl.createdAt")
        .orderBy("gl.id")
        .execute();
      return rows.map((r) => ({ ...r, voucherType: r.voucherType as VoucherType }));
    },
  };
}
