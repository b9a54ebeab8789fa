import { type Kysely, sql } from "kysely";

/**
 * Opens a query that is a script: several statements, of any form (a function body between `$$`
 * spans lines and holds semicolons of its own), sent to the server as one text and split by
 * PostgreSQL's own parser, on the simple query protocol. node-postgres uses that protocol for any
 * query without parameters; PGlite's query() is the extended protocol (one statement), so the
 * PGlite connection (connect.ts) sends a query opening with this marker through exec() instead.
 */
export const SCRIPT_MARKER = "/* atithi:script */";

export function isScript(text: string, parameters: readonly unknown[] | undefined): boolean {
  return text.startsWith(SCRIPT_MARKER) && (parameters?.length ?? 0) === 0;
}

/**
 * Runs a script on `db`: inside its transaction when `db` is one (a migration's is), so either
 * every statement of it takes effect or none does.
 */
// biome-ignore lint/suspicious/noExplicitAny: a script runs on any schema
export async function runScript(db: Kysely<any>, script: string): Promise<void> {
  await sql.raw(`${SCRIPT_MARKER}\n${script}`).execute(db);
}
