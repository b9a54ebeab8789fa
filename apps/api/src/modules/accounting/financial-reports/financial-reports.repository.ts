import type { Database } from "@atithi/db";
import { type AccountSums, type AccountType, balancePlan, toPaise, YEAR_END_SOURCE } from "@atithi/domain";
import { type RawBuilder, sql } from "kysely";

/**
 * The sums the statements are made of. Whole months come from the monthly snapshots kept by the
 * ledger's trigger (`account_balances`), and only the lines of a month a date cuts are read (at
 * most half a month, through the covering index on the line's date): never a scan of every line.
 */
export function financialReportsRepository(db: Database) {
  return {
    /**
     * Each account's debits and credits over the lines dated from `from` (null: the beginning) to
     * `to`, both included; only accounts of `types` when given, only accounts with some posting.
     */
    async sums(
      from: string | null,
      to: string,
      { types, withoutClosings = false }: { types?: readonly AccountType[]; withoutClosings?: boolean } = {},
    ): Promise<AccountSums[]> {
      const plan = balancePlan(from, to);
      const parts: RawBuilder<unknown>[] = [];
      if (withoutClosings) {
        // A statement of profit and loss shows the year's revenue and expenses, not the entry that
        // closed them (nor its reversal): those few lines are taken out again.
        const lower = from === null ? sql`true` : sql`g.transaction_date >= ${from}::date`;
        // The closing vouchers are found through their source's index and their lines through the
        // voucher's: a handful of rows, whatever the size of the ledger.
        parts.push(
          sql`SELECT g.account_id, -sum(g.debit_amount), -sum(g.credit_amount)
            FROM (
              SELECT id FROM vouchers WHERE source_type = ${sql.lit(YEAR_END_SOURCE)} AND reverses_voucher_id IS NULL
              UNION ALL
              SELECT r.id FROM vouchers c JOIN vouchers r ON r.reverses_voucher_id = c.id
              WHERE c.source_type = ${sql.lit(YEAR_END_SOURCE)} AND c.reverses_voucher_id IS NULL
            ) AS closing
            JOIN general_ledger g ON g.voucher_id = closing.id
            WHERE ${lower} AND g.transaction_date <= ${to}::date
            GROUP BY g.account_id`,
        );
      }
      if (plan.months) {
        const lower = plan.months.from === null ? sql`true` : sql`month >= ${plan.months.from}::date`;
        parts.push(
          sql`SELECT account_id, debit, credit FROM account_balances WHERE ${lower} AND month <= ${plan.months.to}::date`,
        );
      }
      for (const month of plan.extraMonths) {
        parts.push(sql`SELECT account_id, debit, credit FROM account_balances WHERE month = ${month}::date`);
      }
      for (const range of plan.lines) {
        const sign = range.sign === 1 ? sql`` : sql`-`;
        parts.push(
          sql`SELECT account_id, ${sign}sum(debit_amount), ${sign}sum(credit_amount) FROM general_ledger
            WHERE transaction_date BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY account_id`,
        );
      }
      if (plan.months === null && plan.lines.length === 0 && plan.extraMonths.length === 0) return [];
      const typeFilter =
        types && types.length > 0
          ? sql`WHERE a.account_type IN (${sql.join(types.map((t) => sql`${t}`))})`
          : sql``;
      const { rows } = await sql<{
        accountId: string;
        accountCode: string;
        accountName: string;
        accountType: AccountType;
        debit: string;
        credit: string;
      }>`
        SELECT a.id AS account_id, a.account_code, a.account_name, a.account_type,
          sum(p.debit)::numeric(18, 2)::text AS debit, sum(p.credit)::numeric(18, 2)::text AS credit
        FROM (${sql.join(parts, sql` UNION ALL `)}) AS p (account_id, debit, credit)
        JOIN chart_of_accounts a ON a.id = p.account_id
        ${typeFilter}
        GROUP BY a.id, a.account_code, a.account_name, a.account_type
      `.execute(db);
      return rows.map((r) => ({
        accountId: r.accountId,
        accountCode: r.accountCode,
        accountName: r.accountName,
        accountType: r.accountType,
        debit: toPaise(r.debit),
        credit: toPaise(r.credit),
      }));
    },
  };
}
