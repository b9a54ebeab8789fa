import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * A posting adds to its accounts' monthly balances in a slot that no other open transaction is
 * writing. The slot was the backend's pid modulo 16, so two connections whose pids shared a
 * remainder wrote the same balance rows, and the second posting waited for the first one's commit
 * (seen as lock waits inside paid creates under load). Now a transaction claims one slot, at its
 * first posting, with a transaction-scoped advisory lock (class 20261125), trying its pid's slot
 * first and then the next ones, never waiting for one; only when all sixteen are claimed does it
 * share its pid's slot, and then the balance row's lock settles it as before. Readers still sum
 * every slot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    CREATE FUNCTION claim_balance_slot() RETURNS smallint LANGUAGE plpgsql AS $$
    DECLARE
      claimed constant text := current_setting('atithi.balance_slot', true);
      first constant integer := pg_backend_pid() % 16;
    BEGIN
      -- One slot per transaction: the setting (is_local) and the lock end with it, and a rolled-back
      -- subtransaction gives both back.
      IF claimed <> '' THEN
        RETURN claimed::smallint;
      END IF;
      FOR i IN 0..15 LOOP
        IF pg_try_advisory_xact_lock(20261125, (first + i) % 16) THEN
          PERFORM set_config('atithi.balance_slot', ((first + i) % 16)::text, true);
          RETURN (first + i) % 16;
        END IF;
      END LOOP;
      RETURN first;
    END
    $$;

    CREATE OR REPLACE FUNCTION general_ledger_posted() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      closed date;
      earliest date;
      claimed smallint;
    BEGIN
      -- FOR SHARE: a lock being moved at this moment waits for this posting, or this posting for it.
      SELECT locked_through INTO closed FROM accounting_settings WHERE id FOR SHARE;
      IF closed IS NOT NULL THEN
        SELECT min(transaction_date) INTO earliest FROM new_lines;
        IF earliest <= closed THEN
          RAISE EXCEPTION 'The books are closed through %; nothing can be posted on %',
            to_char(closed, 'DD/MM/YYYY'), to_char(earliest, 'DD/MM/YYYY')
            USING ERRCODE = 'AT409';
        END IF;
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
