import type { Database } from "@atithi/db";
import { sql } from "kysely";

/**
 * The version of everything the screens show: the sum of every connection's count of committed
 * changes (migration 20261124T0100-data-changes). It moves at the commit of each transaction that
 * changed such data, atomically with it, and never goes back.
 */
export async function dataVersion(db: Database): Promise<string> {
  const row = await db
    .selectFrom("dataChanges")
    .select(sql<string>`coalesce(sum(version), 0)::text`.as("version"))
    .executeTakeFirstOrThrow();
  return row.version;
}
