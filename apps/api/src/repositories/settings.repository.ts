import type { Database } from "@atithi/db";
import type { GstSlab } from "@atithi/domain";
import { sql } from "kysely";

export function settingsRepository(db: Database) {
  return {
    taxConfig() {
      return db.selectFrom("taxConfig").selectAll().executeTakeFirstOrThrow();
    },
    gstSlabs(): Promise<GstSlab[]> {
      return db.selectFrom("gstSlabs").select(["effectiveFrom", "maxNightValue", "rate"]).execute();
    },
    /** The next number of a document series in a financial year; the row lock makes it unique and gap-free. */
    async nextSequence(series: string, financialYear: string): Promise<number> {
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
    },
  };
}
