import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectPostgres, type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { migrateToLatest } from "./migrate";

/**
 * A fresh, migrated database for one test. On PostgreSQL when TEST_DATABASE_URL names a server
 * (a new database is created and dropped per call), else on in-memory PGlite cloned from a
 * migrated template, which takes well under a second instead of several.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPGliteTestDatabase();
}

let template: Promise<Blob> | undefined;

async function migratedTemplate(): Promise<Blob> {
  const pglite = await openPGlite();
  const handle = wrapPGlite(pglite);
  await migrateToLatest(handle.db);
  const dump = await pglite.dumpDataDir("none");
  await handle.close();
  return dump;
}

async function createPGliteTestDatabase(): Promise<DatabaseHandle> {
  template ??= migratedTemplate();
  return wrapPGlite(await openPGlite(undefined, await template));
}

/** A new, migrated database on a PostgreSQL server, dropped again on close. */
export async function createPostgresTestDatabase(
  serverUrl: string,
  prefix = "atithi_test",
): Promise<DatabaseHandle> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database terminates its idle connections; that is expected here.
  const handle = connectPostgres(url.href, 10, () => {});
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
