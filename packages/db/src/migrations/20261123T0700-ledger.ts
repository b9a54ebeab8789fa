import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * The double-entry core. A voucher's lines live in `voucher_lines` while it is a draft; posting numbers
 * it and moves its lines into `general_ledger`, which is never changed again (a posted voucher is
 * undone by a reversing voucher). The database itself keeps three promises, so no
 * code path can break them:
 * - every posted voucher balances (a deferred constraint trigger checks each voucher's lines at
 *   commit);
 * - nothing is posted on or before the date the books are closed through (`accounting_settings`);
 * - `account_balances` (one row per account and month, as ERPNext's Account Closing Balance) always
 *   equals the sums of the lines: a statement trigger adds each statement's lines, in account order
 *   so two postings never lock the same rows in opposite orders.
 * Automatic postings name their source (a payment, an invoice, an expense) and post once per source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    ALTER TABLE chart_of_accounts ADD COLUMN system_role text UNIQUE;
    ALTER TABLE chart_of_accounts ADD COLUMN is_group boolean NOT NULL DEFAULT false;
    ALTER TABLE expense_categories ADD COLUMN account_id text REFERENCES chart_of_accounts (id) ON DELETE RESTRICT;

    ALTER TABLE vouchers ALTER COLUMN voucher_number DROP NOT NULL;
    ALTER TABLE vouchers DROP CONSTRAINT vouchers_status_check;
    ALTER TABLE vouchers ADD CONSTRAINT vouchers_status_check CHECK (status IN ('draft', 'posted', 'cancelled'));
    ALTER TABLE vouchers ADD CONSTRAINT vouchers_number_when_posted CHECK ((status = 'draft') = (voucher_number IS NULL));
    ALTER TABLE vouchers ADD COLUMN source_type text;
    ALTER TABLE vouchers ADD COLUMN source_id text;
    ALTER TABLE vouchers ADD COLUMN reverses_voucher_id text REFERENCES vouchers (id) ON DELETE RESTRICT;
    ALTER TABLE vouchers ADD COLUMN cancelled_by text REFERENCES users (id) ON DELETE SET NULL;
    ALTER TABLE vouchers ADD COLUMN cancelled_at timestamptz;
    ALTER TABLE vouchers ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE vouchers ADD CONSTRAINT vouchers_source_check CHECK ((source_type IS NULL) = (source_id IS NULL));
    -- A source posts once; its undoing is a reversal of that voucher.
    CREATE UNIQUE INDEX vouchers_source_key ON vouchers (source_type, source_id)
      WHERE source_type IS NOT NULL AND reverses_voucher_id IS NULL;
    CREATE UNIQUE INDEX vouchers_reverses_key ON vouchers (reverses_voucher_id) WHERE reverses_voucher_id IS NOT NULL;
    CREATE INDEX vouchers_status_idx ON vouchers (status, voucher_type);

    CREATE TABLE voucher_lines (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      voucher_id text NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
      line_no smallint NOT NULL CHECK (line_no BETWEEN 1 AND 1000),
      account_id text NOT NULL REFERENCES chart_of_accounts (id) ON DELETE RESTRICT,
      party_id text REFERENCES parties (id) ON DELETE RESTRICT,
      description text,
      debit numeric(15, 2) NOT NULL DEFAULT 0 CHECK (debit >= 0),
      credit numeric(15, 2) NOT NULL DEFAULT 0 CHECK (credit >= 0),
      CONSTRAINT voucher_lines_one_side CHECK ((debit = 0) <> (credit = 0)),
      UNIQUE (voucher_id, line_no)
    );
    CREATE INDEX voucher_lines_account_idx ON voucher_lines (account_id);

    ALTER TABLE general_ledger ADD COLUMN party_id text REFERENCES parties (id) ON DELETE RESTRICT;
    ALTER TABLE general_ledger ADD COLUMN line_no smallint NOT NULL DEFAULT 1 CHECK (line_no BETWEEN 1 AND 1000);
    ALTER TABLE general_ledger ALTER COLUMN voucher_id SET NOT NULL;
    -- A page of one account's ledger, in order.
    CREATE INDEX general_ledger_account_order_idx ON general_ledger (account_id, transaction_date, created_at, id);
    DROP INDEX general_ledger_account_idx;

    CREATE TABLE account_balances (
      account_id text NOT NULL REFERENCES chart_of_accounts (id) ON DELETE RESTRICT,
      month date NOT NULL CHECK (extract(day FROM month) = 1),
      debit numeric(18, 2) NOT NULL DEFAULT 0,
      credit numeric(18, 2) NOT NULL DEFAULT 0,
      PRIMARY KEY (account_id, month)
    );
    CREATE INDEX account_balances_month_idx ON account_balances (month);

    CREATE TABLE accounting_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      locked_through date,
      updated_by text REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO accounting_settings (id) VALUES (true);

    CREATE FUNCTION general_ledger_add_to_balances() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO account_balances AS b (account_id, month, debit, credit)
      SELECT account_id, date_trunc('month', transaction_date)::date, sum(debit_amount), sum(credit_amount)
      FROM new_lines
      GROUP BY 1, 2
      ORDER BY 1, 2
      ON CONFLICT (account_id, month) DO UPDATE
        SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER general_ledger_balances AFTER INSERT ON general_ledger
      REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION general_ledger_add_to_balances();

    CREATE FUNCTION general_ledger_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'Posted ledger lines are never changed; post a reversing voucher instead'
        USING ERRCODE = 'AT409';
    END
    $$;
    CREATE TRIGGER general_ledger_final BEFORE UPDATE OR DELETE ON general_ledger
      FOR EACH ROW EXECUTE FUNCTION general_ledger_is_final();

    CREATE FUNCTION general_ledger_open_period() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      closed date;
    BEGIN
      -- FOR SHARE: a lock being moved at this moment waits for this posting, or this posting for it.
      SELECT locked_through INTO closed FROM accounting_settings WHERE id FOR SHARE;
      IF closed IS NOT NULL AND NEW.transaction_date <= closed THEN
        RAISE EXCEPTION 'The books are closed through %; nothing can be posted on %',
          to_char(closed, 'DD/MM/YYYY'), to_char(NEW.transaction_date, 'DD/MM/YYYY')
          USING ERRCODE = 'AT409';
      END IF;
      RETURN NEW;
    END
    $$;
    CREATE TRIGGER general_ledger_open_period BEFORE INSERT ON general_ledger
      FOR EACH ROW EXECUTE FUNCTION general_ledger_open_period();

    CREATE FUNCTION general_ledger_voucher_balances() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      difference numeric;
    BEGIN
      SELECT sum(debit_amount) - sum(credit_amount) INTO difference
      FROM general_ledger WHERE voucher_id = NEW.voucher_id;
      IF difference <> 0 THEN
        RAISE EXCEPTION 'Voucher % does not balance: debits and credits differ by %', NEW.voucher_id, difference
          USING ERRCODE = 'AT400';
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE CONSTRAINT TRIGGER general_ledger_voucher_balances AFTER INSERT ON general_ledger
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION general_ledger_voucher_balances();
    `,
  );
}
