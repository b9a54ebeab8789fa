import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * The financial reports read whole months from `account_balances` and only the lines of a month a
 * date cuts in two (at most half a month, see `balancePlan` in the domain). This index finds a
 * range of days' lines and carries what the sums need, so that read is an index-only scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    CREATE INDEX general_ledger_date_sums_idx ON general_ledger (transaction_date)
      INCLUDE (account_id, debit_amount, credit_amount);
    `,
  );
}
