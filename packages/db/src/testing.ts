import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, realpath, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { connectPostgres, type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { migrateToLatest } from "./migrate";
import { pglitePool, takeSnapshot } from "./pglite-test-pool";

/**
 * A fresh, migrated database for one test. On PostgreSQL when TEST_DATABASE_URL names a server
 * (a clone of one migrated template database, dropped on close), else on in-memory PGlite: one
 * opened from the migrated template, or one an earlier test of this process used, put back as migrated.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPGliteTestDatabase();
}

let template: Promise<Blob> | undefined;

/**
 * The migrated PGlite data directory, with its snapshot for resets (pglite-test-pool.ts), built
 * once per set of migrations and PGlite version and kept in the temporary folder: each test file
 * runs in a fresh module scope, and migrating takes seconds where reading the file takes milliseconds.
 */
async function migratedTemplate(): Promise<Blob> {
  const require = createRequire(import.meta.url);
  const pgliteBuild = await realpath(require.resolve("@electric-sql/pglite"));
  const key = createHash("sha256")
    .update(await schemaFingerprint())
    .update(pgliteBuild)
    .update(await readFile(new URL("./pglite-test-pool.ts", import.meta.url)))
    .digest("hex")
    .slice(0, 16);
  const file = join(tmpdir(), `atithi-pglite-template-${key}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);

  const pglite = await openPGlite();
  const handle = wrapPGlite(pglite);
  await migrateToLatest(handle.db);
  await takeSnapshot(pglite);
  const dump = await pglite.dumpDataDir("none");
  await handle.close();
  // Written aside and renamed, so a parallel test process never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

const pool = pglitePool(async () => {
  template ??= migratedTemplate();
  return openPGlite(undefined, await template);
});

async function createPGliteTestDatabase(): Promise<DatabaseHandle> {
  const { pglite, release } = await pool.take();
  const handle = wrapPGlite(pglite);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await release();
    },
  };
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

/** A template another checkout built within this time may still be in use by its run, and is kept. */
const TEMPLATE_KEPT_MS = 24 * 60 * 60 * 1000;
const BUILT = "atithi template built ";

/**
 * One migrated template database per set of migrations, built once (under an advisory lock, so
 * parallel test processes build it once between them) and kept for later runs. Templates of other
 * sets of migrations go when a new one is built, unless built within the last day: two checkouts
 * (a branch and main) testing at once on one server must not drop each other's template mid-run.
 * Cloning it takes a fraction of a second where migrating takes several.
 */
async function migratedTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${await schemaFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const ready = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate", [name]);
    if (ready.rowCount) return name;
    const others = await admin.query<{ datname: string; note: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database
        WHERE starts_with(datname, $1)`,
      [TEMPLATE_PREFIX],
    );
    const stale = others.rows.filter(({ note }) => {
      const built = note?.startsWith(BUILT) ? Date.parse(note.slice(BUILT.length)) : Number.NaN;
      return !(Date.now() - built < TEMPLATE_KEPT_MS);
    });
    for (const { datname } of stale) {
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
    await admin.query(`COMMENT ON DATABASE ${name} IS '${BUILT}${new Date().toISOString()}'`);
    await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
    return name;
  } finally {
    await admin.end();
  }
}

/** Clones the migrated template; one dropped meanwhile (by an older checkout's run) is built again. */
async function cloneTemplate(admin: pg.Client, serverUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    const template = await migratedTemplateDatabase(serverUrl);
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // 3D000: the template does not exist (any more).
      if ((error as { code?: string }).code !== "3D000" || attempt === 3) throw error;
    }
  }
}

/** A new, migrated database on a PostgreSQL server (a clone of the migrated template), dropped again on close. */
export async function createPostgresTestDatabase(
  serverUrl: string,
  prefix = "atithi_test",
): Promise<DatabaseHandle> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await cloneTemplate(admin, serverUrl, name);
  } finally {
    await admin.end();
  }
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
