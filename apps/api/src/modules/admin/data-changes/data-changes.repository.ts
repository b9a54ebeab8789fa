import type { Database } from "@atithi/db";
import { sql } from "kysely";

/** The sum of every connection's count of committed changes (see migration 20261124T0100-data-changes). */
export async function dataVersion(db: Database): Promise<string> {
  const row = await db
    .selectFrom("dataChanges")
    .select(sql<string>`coalesce(sum(version), 0)::text`.as("version"))
    .executeTakeFirstOrThrow();
  return row.version;
}
