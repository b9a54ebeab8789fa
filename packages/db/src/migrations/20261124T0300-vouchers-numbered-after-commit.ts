import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * A posted voucher is numbered just after its transaction commits, in batches, instead of at its
 * commit. Numbering at commit held the series' counter row from the commit's start through its WAL
 * flush, so every paid booking's commit waited for the previous one's: with 8 clients, creates with
 * postings kept about seven tenths of their throughput without them. Now:
 * - `number_vouchers()` numbers every posted voucher still without a number, series by series, under
 *   the series' row lock, in the order they were entered: one lock and one update for many
 *   vouchers. Numbers stay unique and gap-free. A voucher another transaction holds locked (being
 *   reversed) is left to the next batch, so a batch never waits for a voucher's lock while holding a
 *   series, which a reversal takes in the other order.
 * - `number_vouchers(id)` numbers one voucher at once, in the caller's transaction, for code that
 *   answers with the number (a reversal, an invoice, a closing voucher), after the vouchers of its
 *   series still waiting, so numbers follow the order of entry. It holds the series until that
 *   transaction ends, as before.
 * The server runs a batch every 200 ms, and before it shows vouchers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    DROP TRIGGER vouchers_number_at_commit ON vouchers;
    DROP FUNCTION vouchers_number_at_commit();
    CREATE INDEX vouchers_unnumbered_idx ON vouchers (number_prefix, created_at, id)
      WHERE voucher_number IS NULL AND status <> 'draft';

    CREATE FUNCTION number_vouchers(only_id text DEFAULT NULL) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE
      prefix text;
      last integer;
      counted integer;
      total integer := 0;
    BEGIN
      FOR prefix IN
        SELECT DISTINCT number_prefix FROM vouchers
        WHERE voucher_number IS NULL AND status <> 'draft'
          AND (only_id IS NULL OR number_prefix = (SELECT number_prefix FROM vouchers WHERE id = only_id))
        ORDER BY 1
      LOOP
        -- The series' row lock; a batch that held it first has committed its numbers when it is ours.
        INSERT INTO document_sequences AS s (series, financial_year, last_value)
        VALUES ('voucher:' || split_part(prefix, '/', 1), split_part(prefix, '/', 2), 0)
        ON CONFLICT (series, financial_year) DO UPDATE SET last_value = s.last_value
        RETURNING last_value INTO last;
        WITH pending AS (
          SELECT q.id, row_number() OVER (ORDER BY coalesce(q.id = only_id, false), q.created_at, q.id) AS k
          FROM (
            SELECT id, created_at FROM vouchers
            WHERE number_prefix = prefix AND voucher_number IS NULL AND status <> 'draft'
            ORDER BY created_at, id
            FOR UPDATE SKIP LOCKED
          ) q
        ), numbered AS (
          UPDATE vouchers v
          SET voucher_number = prefix || lpad((last + pending.k)::text, greatest(4, length((last + pending.k)::text)), '0')
          FROM pending
          WHERE v.id = pending.id
          RETURNING 1
        )
        SELECT count(*) INTO counted FROM numbered;
        UPDATE document_sequences SET last_value = last + counted
        WHERE series = 'voucher:' || split_part(prefix, '/', 1) AND financial_year = split_part(prefix, '/', 2);
        total := total + counted;
      END LOOP;
      RETURN total;
    END
    $$;
    `,
  );
}
