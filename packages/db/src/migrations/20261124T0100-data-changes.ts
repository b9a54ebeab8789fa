import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * The tables whose rows the screens show; derived rows (ledger lines, balances) move with a voucher.
 * Not `api_tokens`: every script's call (at most once a minute) writes it, and would make every
 * terminal refresh every screen. `users` only for what the screens show of them (below): every
 * sign-in writes `last_login_at`.
 */
const WATCHED_TABLES = [
  "rooms",
  "guests",
  "bookings",
  "booking_charges",
  "payments",
  "room_moves",
  "stay_invoices",
  "group_bookings",
  "group_booking_items",
  "group_invoices",
  "expenses",
  "expense_categories",
  "asset_tags",
  "digital_assets",
  "tax_config",
  "app_settings",
  "accounting_settings",
  "chart_of_accounts",
  "parties",
  "vouchers",
  "items",
  "item_categories",
  "invoices",
  "invoice_line_items",
  "invoice_payments",
  "credit_notes",
  "investors",
  "erp_investors",
  "fundraising_rounds",
  "investor_participations",
  "share_classes",
  "shareholdings",
  "share_issues",
  "waterfall_scenarios",
] as const;

/** The columns of `users` the screens show (not `last_login_at`, which each sign-in writes). */
const USERS_SHOWN = [
  "username",
  "password_hash",
  "role",
  "is_active",
  "first_name",
  "last_name",
  "email",
  "profile_image_url",
  "department",
] as const;

/**
 * A version of everything the screens show, which the web app polls to refresh a screen when another
 * terminal changed its data. Each transaction that changes a watched table adds one to its
 * connection's own row, at commit (a deferred constraint trigger, as the front desk's counter): the
 * version is the sum of the rows, so it moves atomically with the changes it announces, and writers on
 * different connections never wait for each other's row lock, as they would on one counter row.
 * A backend's pid is unique among live connections of the cluster, so several server processes
 * sharing one PostgreSQL keep distinct rows; a reused pid continues its row, which keeps the sum
 * rising. Rows of closed connections are folded into row 0 from time to time (data-version.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const usersTrigger = `
    CREATE CONSTRAINT TRIGGER users_data_changed
      AFTER INSERT OR DELETE OR UPDATE OF ${USERS_SHOWN.join(", ")} ON users
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_data_change();`;
  const triggers = WATCHED_TABLES.map(
    (table) => `
    CREATE CONSTRAINT TRIGGER ${table}_data_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_data_change();
    CREATE TRIGGER ${table}_data_truncated AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION note_data_change();`,
  ).join("\n");
  await runScript(
    db,
    /* sql */ `
    CREATE TABLE data_changes (
      backend_pid integer PRIMARY KEY,
      version bigint NOT NULL CONSTRAINT data_changes_version_check CHECK (version > 0)
    );

    CREATE FUNCTION note_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('atithi.data_change_noted', true) IS DISTINCT FROM 'on' THEN
        -- is_local: the setting ends with the transaction.
        PERFORM set_config('atithi.data_change_noted', 'on', true);
        INSERT INTO data_changes (backend_pid, version) VALUES (pg_backend_pid(), 1)
          ON CONFLICT (backend_pid) DO UPDATE SET version = data_changes.version + 1;
      END IF;
      RETURN NULL;
    END
    $$;
    ${triggers}
    ${usersTrigger}
    `,
  );
}
