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

/**
 * Folds the rows of connections that have closed into row 0, in one statement, so the sum (the
 * version) is unchanged while the table stays as small as the number of open connections. A pid
 * reused meanwhile only has its count moved too: the sum never falls.
 */
export async function foldClosedConnections(db: Database): Promise<number> {
  const result = await sql<{ folded: number }>`
    WITH closed AS (
      DELETE FROM data_changes
      WHERE backend_pid <> 0 AND backend_pid NOT IN (SELECT pid FROM pg_stat_activity WHERE pid IS NOT NULL)
      RETURNING version
    ), moved AS (
      INSERT INTO data_changes (backend_pid, version)
      SELECT 0, sum(version) FROM closed HAVING count(*) > 0
      ON CONFLICT (backend_pid) DO UPDATE SET version = data_changes.version + excluded.version
    )
    SELECT count(*)::int AS folded FROM closed`.execute(db);
  return result.rows[0]?.folded ?? 0;
}
