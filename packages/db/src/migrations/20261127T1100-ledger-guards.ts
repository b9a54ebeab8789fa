import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Issue 28: an expense is undone by cancelling it (its voucher reversed), never by reversing its
 * voucher, so the expense carries who cancelled it and when; a cancelled expense drops out of the
 * totals. A draft voucher remembers who last edited it, and the hotel chooses whether whoever entered
 * or edited a voucher may approve it (maker-checker, on unless an administrator turns it off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    ALTER TABLE expenses ADD COLUMN cancelled_at timestamptz;
    ALTER TABLE expenses ADD COLUMN cancelled_by text REFERENCES users (id) ON DELETE SET NULL;
    ALTER TABLE vouchers ADD COLUMN edited_by text REFERENCES users (id) ON DELETE SET NULL;
    ALTER TABLE accounting_settings ADD COLUMN voucher_maker_checker boolean NOT NULL DEFAULT true;
    `,
  );
}
