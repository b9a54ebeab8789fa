import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Runs a migration's SQL as a whole, in the migration's transaction (see runScript): statements
 * are split by PostgreSQL's parser, so a function body may span lines. Landed migrations call it
 * under this name; new ones may call runScript directly.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  await runScript(db, script);
}
