import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * An expense can be edited (issue 30): its voucher is reversed and a new one posted for the same
 * expense, in one transaction. A source so keeps one voucher in force at a time rather than one
 * ever: `vouchers_source_key` leaves out cancelled vouchers (each is paired with its reversal by
 * `vouchers_reverses_key`), under the same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    DROP INDEX vouchers_source_key;
    CREATE UNIQUE INDEX vouchers_source_key ON vouchers (source_type, source_id)
      WHERE source_type IS NOT NULL AND reverses_voucher_id IS NULL AND status <> 'cancelled';
    `,
  );
}
