import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import pg from "pg";
import { connectPostgres, type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { migrateToLatest } from "./migrate";

/**
 * A fresh, migrated database for one test. On PostgreSQL when TEST_DATABASE_URL names a server
 * (a clone of one migrated template database, dropped on close), else on in-memory PGlite cloned from a
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

/** The sources a migrated schema depends on: every file of the migrations folder and the script runner. */
async function schemaFingerprint(): Promise<string> {
  const dir = new URL("./migrations/", import.meta.url);
  const files = [
    ...(await readdir(dir)).sort().map((f) => new URL(f, dir)),
    new URL("./script.ts", import.meta.url),
  ];
  const hash = createHash("sha256");
  for (const file of files) hash.update(file.pathname).update(await readFile(file));
  return hash.digest("hex").slice(0, 16);
}

const TEMPLATE_PREFIX = "atithi_template_";
/** Any number that is the same in every test process: the advisory lock under which a template is built. */
const TEMPLATE_LOCK = 0x61746974;

/**
 * One migrated template database per set of migrations, built once (under an advisory lock, so
 * parallel test processes build it once between them) and kept for later runs; older templates go
 * when a new one is built. Cloning it takes a fraction of a second where migrating takes several.
 */
async function migratedTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${await schemaFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const ready = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate", [name]);
    if (ready.rowCount) return name;
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [TEMPLATE_PREFIX],
    );
    // Another checkout's run may still be cloning an older template: that one is left for a later build.
    for (const { datname } of stale.rows) {
      await admin
        .query(`ALTER DATABASE ${datname} IS_TEMPLATE false`)
        .then(() => admin.query(`DROP DATABASE ${datname}`))
        .catch(() => {});
    }
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = connectPostgres(url.href, 1, () => {});
    await migrateToLatest(handle.db);
    await handle.close();
    // Marked a template only once migrated, so a build that died half-way is never cloned.
    await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
    return name;
  } finally {
    await admin.end();
  }
}

/** A new, migrated database on a PostgreSQL server (a clone of the migrated template), dropped again on close. */
export async function createPostgresTestDatabase(
  serverUrl: string,
  prefix = "atithi_test",
): Promise<DatabaseHandle> {
  const template = await migratedTemplateDatabase(serverUrl);
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database terminates its idle connections; that is expected here.
  const handle = connectPostgres(url.href, 10, () => {});
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
