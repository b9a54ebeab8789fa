import { type Kysely, sql } from "kysely";

/**
 * Runs a script of DDL statements one at a time: PGlite's extended protocol takes a single
 * statement per query. Statements end with ';' at the end of a line.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter((s) => s.replace(/--.*$/gm, "").trim() !== "");
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
