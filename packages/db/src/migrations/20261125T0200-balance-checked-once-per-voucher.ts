import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * A voucher's balance is checked at commit once, not once per ledger line: the deferred check ran its
 * query for every line, nine of them wasted on an invoice of ten lines. For a paid create's 2-line
 * receipt it is one query less at commit (bench variants alternated in one run, 16 rounds: the share
 * the postings keep 0.809 before, 0.812 after). Now:
 * - The deferred check is queued for a voucher's line 1 only, and still sums every line of the
 *   voucher at commit.
 * - So that no line escapes it, a statement that writes ledger lines must write line 1 of each
 *   voucher it writes lines for (checked in general_ledger_posted, in the query that reads the
 *   period lock): lines added to a voucher later bring a line 1, whose check sums them all. Every
 *   path writes a voucher's lines in one statement, numbered from 1.
 * - claim_balance_slot keeps its slot with an assignment instead of PERFORM, one executor run less.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    DROP TRIGGER general_ledger_voucher_balances ON general_ledger;
    CREATE CONSTRAINT TRIGGER general_ledger_voucher_balances AFTER INSERT ON general_ledger
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.line_no = 1)
      EXECUTE FUNCTION general_ledger_voucher_balances();

    CREATE OR REPLACE FUNCTION claim_balance_slot() RETURNS smallint LANGUAGE plpgsql AS $$
    DECLARE
      claimed constant text := current_setting('atithi.balance_slot', true);
      first constant integer := pg_backend_pid() % 16;
      kept text;
    BEGIN
      -- One slot per transaction: the setting (is_local) and the lock end with it, and a rolled-back
      -- subtransaction gives both back.
      IF claimed <> '' THEN
        RETURN claimed::smallint;
      END IF;
      FOR i IN 0..15 LOOP
        IF pg_try_advisory_xact_lock(20261125, (first + i) % 16) THEN
          kept := set_config('atithi.balance_slot', ((first + i) % 16)::text, true);
          RETURN kept::smallint;
        END IF;
      END LOOP;
      RETURN first;
    END
    $$;

    CREATE OR REPLACE FUNCTION general_ledger_posted() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      closed date;
      earliest date;
      unstarted text;
      claimed smallint;
    BEGIN
      -- FOR SHARE: a lock being moved at this moment waits for this posting, or this posting for it.
      SELECT s.locked_through,
        (SELECT min(transaction_date) FROM new_lines),
        (SELECT voucher_id FROM new_lines GROUP BY voucher_id HAVING NOT bool_or(line_no = 1) LIMIT 1)
      INTO closed, earliest, unstarted
      FROM accounting_settings s WHERE s.id FOR SHARE OF s;
      IF unstarted IS NOT NULL THEN
        RAISE EXCEPTION 'Ledger lines of voucher % are written together, from line 1', unstarted
          USING ERRCODE = 'AT400';
      END IF;
      IF earliest <= closed THEN
        RAISE EXCEPTION 'The books are closed through %; nothing can be posted on %',
          to_char(closed, 'DD/MM/YYYY'), to_char(earliest, 'DD/MM/YYYY')
          USING ERRCODE = 'AT409';
      END IF;
      claimed := claim_balance_slot();
      INSERT INTO account_balances AS b (account_id, month, slot, debit, credit)
      SELECT account_id, date_trunc('month', transaction_date)::date, claimed,
             sum(debit_amount), sum(credit_amount)
      FROM new_lines
      GROUP BY 1, 2
      ORDER BY 1, 2
      ON CONFLICT (account_id, month, slot) DO UPDATE
        SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit;
      RETURN NULL;
    END
    $$;
    `,
  );
}
