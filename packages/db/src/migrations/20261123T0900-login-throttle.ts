import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Failed sign-ins, counted in the database so every server process sees the same counts: one row
 * per (username, address) pair, and one per address alone (username '') across all usernames.
 * Rows quiet for long enough are forgotten (the index finds them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    CREATE TABLE login_failures (
      username text NOT NULL,
      address text NOT NULL,
      failures integer NOT NULL CONSTRAINT login_failures_failures_check CHECK (failures >= 0),
      last_failed_at timestamptz NOT NULL,
      PRIMARY KEY (username, address)
    );
    CREATE INDEX login_failures_last_failed_at_idx ON login_failures (last_failed_at);
    `,
  );
}
