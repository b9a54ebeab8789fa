import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index";

class ListedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export class MigrationError extends Error {}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new ListedMigrations() });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
