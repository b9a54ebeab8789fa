import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Money written once (issue 28):
 * - idempotency_keys: a client's key for one submission of a write, per user. The key is claimed
 *   in the write's own transaction, so a repeat arriving while the first runs waits on the primary
 *   key and then answers the stored result; a key is never kept without its write, nor the write
 *   without its key. Keys older than a day are purged (created_at index).
 * - payments.voided_*: a payment entered by mistake is voided (its receipt reversed), not refunded;
 *   the row stays, marked, so the folio still shows it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    CREATE TABLE idempotency_keys (
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key text NOT NULL CHECK (key ~ '^[A-Za-z0-9_-]{8,128}$'),
      request_hash text NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    );
    CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);

    ALTER TABLE payments
      ADD COLUMN voided_at timestamptz,
      ADD COLUMN voided_by text REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN void_reason text,
      ADD CONSTRAINT payments_void_complete CHECK ((voided_at IS NULL) = (void_reason IS NULL)),
      ADD CONSTRAINT payments_void_only_payments CHECK (voided_at IS NULL OR kind = 'payment');
    `,
  );
}
