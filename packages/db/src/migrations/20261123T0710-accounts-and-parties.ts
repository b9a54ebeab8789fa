import type { Kysely } from "kysely";
import { runStatements } from "./run-statements";

/**
 * The chart of accounts and parties as people edit them: codes unique whatever their case ("c001"
 * is "C001"), a party's change time, and the index the tree's "accounts under it" reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    /* sql */ `
    CREATE UNIQUE INDEX chart_of_accounts_code_lower_key ON chart_of_accounts (lower(account_code));
    CREATE INDEX chart_of_accounts_parent_idx ON chart_of_accounts (parent_account_id);

    ALTER TABLE parties ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE parties ADD CONSTRAINT parties_party_code_not_blank CHECK (length(party_code) > 0);
    ALTER TABLE parties ADD CONSTRAINT parties_party_name_not_blank CHECK (length(party_name) > 0);
    CREATE UNIQUE INDEX parties_code_lower_key ON parties (lower(party_code));
    CREATE INDEX parties_name_idx ON parties (lower(party_name));
    `,
  );
}
