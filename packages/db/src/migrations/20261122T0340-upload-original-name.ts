import type { Kysely } from "kysely";
import { runStatements } from "./run-statements";

/** The chosen file's own name, sent when the upload is requested, so a renamed asset keeps it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, /* sql */ `ALTER TABLE upload_intents ADD COLUMN original_name text;`);
}
