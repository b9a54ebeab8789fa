import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index";

class ListedMigrations implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.list;
  }
}

export class MigrationError extends Error {}

/** The pending migrations run in one transaction: if one fails, none of them is applied. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
  db: Kysely<any>,
  list: Record<string, Migration> = migrations,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new ListedMigrations(list) });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}

/** The last migration applied to `db`, or null when it has never been migrated. */
// biome-ignore lint/suspicious/noExplicitAny: read on any schema
export async function appliedMigration(db: Kysely<any>): Promise<string | null> {
  const { rows } = await sql<{
    found: string | null;
  }>`SELECT to_regclass('kysely_migration')::text AS found`.execute(db);
  if (!rows[0]?.found) return null;
  const last = await sql<{ name: string | null }>`SELECT max(name) AS name FROM kysely_migration`.execute(db);
  return last.rows[0]?.name ?? null;
}

/** Whether this version of the app has the migration `name` (a database migrated by a newer one does not). */
export function isKnownMigration(name: string, list: Record<string, Migration> = migrations): boolean {
  return Object.hasOwn(list, name);
}
