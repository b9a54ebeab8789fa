import type { Database } from "@atithi/db";
import { type RawBuilder, sql } from "kysely";

/**
 * Writes ledger lines in bulk (`lines`, an INSERT INTO general_ledger) inside the caller's
 * transaction: the ledger's row triggers set aside for the load, as every voucher a benchmark writes
 * balances by construction, then the monthly snapshots rebuilt once from all the lines, exactly as
 * the statement trigger keeps them.
 */
export async function writeLedgerLinesInBulk(trx: Database, lines: RawBuilder<unknown>) {
  await sql`ALTER TABLE general_ledger DISABLE TRIGGER USER`.execute(trx);
  await lines.execute(trx);
  await sql`ALTER TABLE general_ledger ENABLE TRIGGER USER`.execute(trx);
  await sql`DELETE FROM account_balances`.execute(trx);
  await sql`
    INSERT INTO account_balances (account_id, month, debit, credit)
    SELECT account_id, date_trunc('month', transaction_date)::date, sum(debit_amount), sum(credit_amount)
    FROM general_ledger GROUP BY 1, 2`.execute(trx);
}
