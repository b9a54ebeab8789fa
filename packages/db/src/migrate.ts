import type { Kysely } from "kysely";
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
