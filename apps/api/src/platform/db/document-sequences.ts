import type { Database } from "@atithi/db";
import { sql } from "kysely";

/** The next number of a document series in a financial year; the row lock makes it unique and gap-free. */
export async function nextSequence(db: Database, series: string, financialYear: string): Promise<number> {
  const row = await db
    .insertInto("documentSequences")
    .values({ series, financialYear, lastValue: 1 })
    .onConflict((oc) =>
      oc
        .columns(["series", "financialYear"])
        .doUpdateSet({ lastValue: sql`document_sequences.last_value + 1` }),
    )
    .returning("lastValue")
    .executeTakeFirstOrThrow();
  return row.lastValue;
}
