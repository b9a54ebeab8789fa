import type { Database } from "@atithi/db";
import type { AccountRole, AccountRow, AccountType } from "@atithi/domain";
import { sql } from "kysely";

export interface AccountValues {
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  description: string | null;
  isActive: boolean;
  isGroup: boolean;
  parentAccountId: string | null;
  level: number;
}

/** Whether any voucher line, posted or draft, is on the account (both lookups are indexed by account). */
const hasPostings = sql<boolean>`(EXISTS (SELECT 1 FROM general_ledger g WHERE g.account_id = chart_of_accounts.id)
  OR EXISTS (SELECT 1 FROM voucher_lines v WHERE v.account_id = chart_of_accounts.id))`;

function accounts(db: Database) {
  return db.selectFrom("chartOfAccounts").select([
    "chartOfAccounts.id",
    "chartOfAccounts.accountCode",
    "chartOfAccounts.accountName",
    "chartOfAccounts.accountType",
    "chartOfAccounts.description",
    "chartOfAccounts.isActive",
    "chartOfAccounts.parentAccountId",
    "chartOfAccounts.level",
    "chartOfAccounts.isGroup",
    "chartOfAccounts.systemRole",
    hasPostings.as("hasPostings"),
    sql<string[]>`coalesce((SELECT array_agg(e.name ORDER BY e.name) FROM expense_categories e
        WHERE e.account_id = chart_of_accounts.id), '{}')`.as("expenseCategories"),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof accounts>["executeTakeFirstOrThrow"]>>;

const toAccount = (row: Row): AccountRow => ({
  ...row,
  accountType: row.accountType as AccountType,
  hasPostings: Boolean(row.hasPostings),
});

/** The chart of accounts: the only code that writes it. */
export function accountsRepository(db: Database) {
  return {
    async list(): Promise<AccountRow[]> {
      const rows = await accounts(db).orderBy("chartOfAccounts.accountCode").execute();
      return rows.map(toAccount);
    },
    async find(id: string): Promise<AccountRow | undefined> {
      const row = await accounts(db).where("chartOfAccounts.id", "=", id).executeTakeFirst();
      return row && toAccount(row);
    },
    /**
     * Serialises changes to the chart (they are rare), so two moves cannot make a cycle between
     * them. Postings are not held up: they only read accounts (SHARE ROW EXCLUSIVE does not conflict
     * with the row locks their foreign keys take).
     */
    async lockChart(): Promise<void> {
      await sql`LOCK TABLE chart_of_accounts IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    },
    /**
     * The account, locked against postings being added to it meanwhile: a new line's foreign key
     * check waits for this transaction, and this waits for a posting still open.
     */
    /**
     * The account, share-locked until the transaction ends: it cannot be changed (deactivated,
     * retyped) meanwhile, and a change already under way is waited for, so what is read is final.
     */
    async findForUse(id: string): Promise<AccountRow | undefined> {
      const locked = await db
        .selectFrom("chartOfAccounts")
        .select("id")
        .where("id", "=", id)
        .forShare()
        .executeTakeFirst();
      return locked ? this.find(id) : undefined;
    },
    /** The account holding a role (share-locked as by findForUse), if any does. */
    async findByRoleForUse(role: AccountRole): Promise<AccountRow | undefined> {
      const locked = await db
        .selectFrom("chartOfAccounts")
        .select("id")
        .where("systemRole", "=", role)
        .forShare()
        .executeTakeFirst();
      return locked ? this.find(locked.id) : undefined;
    },
    /** How many items post their sales or purchases to the account. */
    async itemsUsing(id: string): Promise<number> {
      const row = await db
        .selectFrom("items")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where((eb) => eb.or([eb("revenueAccountId", "=", id), eb("expenseAccountId", "=", id)]))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async findForUpdate(id: string): Promise<AccountRow | undefined> {
      const locked = await db
        .selectFrom("chartOfAccounts")
        .select("id")
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      return locked ? this.find(id) : undefined;
    },
    async insert(values: AccountValues): Promise<AccountRow> {
      const { id } = await db
        .insertInto("chartOfAccounts")
        .values(values)
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await this.find(id)) as AccountRow;
    },
    async update(id: string, values: AccountValues): Promise<AccountRow> {
      await db
        .updateTable("chartOfAccounts")
        .set({ ...values, updatedAt: sql`now()` })
        .where("id", "=", id)
        .execute();
      return (await this.find(id)) as AccountRow;
    },
    delete(id: string) {
      return db.deleteFrom("chartOfAccounts").where("id", "=", id).execute();
    },
    /** The account's descendants (not itself), with their levels. */
    descendants(id: string): Promise<{ id: string; level: number; isActive: boolean }[]> {
      return sql<{ id: string; level: number; isActive: boolean }>`
        WITH RECURSIVE tree AS (
          SELECT id, level, is_active FROM chart_of_accounts WHERE parent_account_id = ${id}
          UNION ALL
          SELECT c.id, c.level, c.is_active FROM chart_of_accounts c JOIN tree t ON c.parent_account_id = t.id
        )
        SELECT id, level, is_active AS "isActive" FROM tree`
        .execute(db)
        .then((r) => r.rows);
    },
    /** Moves every descendant's level by `delta` (when their ancestor moves in the tree). */
    async shiftDescendants(ids: readonly string[], delta: number): Promise<void> {
      if (ids.length === 0 || delta === 0) return;
      await db
        .updateTable("chartOfAccounts")
        .set({ level: sql`level + ${delta}`, updatedAt: sql`now()` })
        .where("id", "in", ids)
        .execute();
    },
  };
}
