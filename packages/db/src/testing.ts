import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, realpath, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "kysely";
import pg from "pg";
import { connectPostgres, type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { migrateToLatest } from "./migrate";
import {
  type ResettableDatabase,
  SNAPSHOT_SCHEMA,
  TAKE_SNAPSHOT,
  testDatabasePool,
} from "./test-database-pool";

/**
 * A fresh, migrated database for one test. On PostgreSQL when TEST_DATABASE_URL names a server,
 * else on in-memory PGlite: one an earlier test of this process used, put back as migrated, or a
 * new one (a clone of the migrated template database, or opened from the migrated PGlite dump).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPooledPostgresTestDatabase(serverUrl) : createPGliteTestDatabase();
}

let template: Promise<Blob> | undefined;

/**
 * The migrated PGlite data directory, with its snapshot for resets (test-database-pool.ts), built
 * once per set of migrations and PGlite version and kept in the temporary folder: each test file
 * runs in a fresh module scope, and migrating takes seconds where reading the file takes milliseconds.
 */
async function migratedTemplate(): Promise<Blob> {
  const require = createRequire(import.meta.url);
  const pgliteBuild = await realpath(require.resolve("@electric-sql/pglite"));
  const key = createHash("sha256")
    .update(await schemaFingerprint())
    .update(pgliteBuild)
    .digest("hex")
    .slice(0, 16);
  const file = join(tmpdir(), `atithi-pglite-template-${key}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);

  const pglite = await openPGlite();
  const handle = wrapPGlite(pglite);
  await migrateToLatest(handle.db);
  await pglite.exec(TAKE_SNAPSHOT);
  const dump = await pglite.dumpDataDir("none");
  await handle.close();
  // Written aside and renamed, so a parallel test process never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** `pglite` with close() doing nothing: the pool, not the handle that borrowed it, decides when it closes. */
function borrowed(pglite: PGlite): PGlite {
  return new Proxy(pglite, {
    get(target, property) {
      if (property === "close") return async () => {};
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const pglitePool = testDatabasePool<PGlite>({
  open: async () => {
    template ??= migratedTemplate();
    return openPGlite(undefined, await template);
  },
  access: (pglite) => ({
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    exec: async (script) => void (await pglite.exec(script)),
  }),
  close: async (pglite) => {
    if (!pglite.closed) await pglite.close();
  },
  empty: "truncate",
});

async function createPGliteTestDatabase(): Promise<DatabaseHandle> {
  const { database, release } = await pglitePool.take();
  const handle = wrapPGlite(borrowed(database));
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
    // The snapshot the pool resets from is part of the template.
    new URL("./test-database-pool.ts", import.meta.url),
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
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    await client.query(TAKE_SNAPSHOT).finally(() => client.end());
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

/**
 * A new, migrated database on a PostgreSQL server (a clone of the migrated template, without the
 * pool's snapshot: as a hotel's database is, to back up or measure), dropped again on close.
 */
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
  await sql.raw(`DROP SCHEMA ${SNAPSHOT_SCHEMA} CASCADE`).execute(handle.db);
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

/**
 * An empty database, not migrated, for a migration's test (migrate it up to the migration, write
 * rows as they were, then migrate it): a new database on the PostgreSQL server of
 * TEST_DATABASE_URL, dropped again on close, else in-memory PGlite.
 */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return wrapPGlite(await openPGlite());
  const name = `atithi_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.href, 2, () => {});
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

/** A pooled database on a PostgreSQL server, and the connection the pool resets it through. */
interface PooledPostgresDatabase {
  serverUrl: string;
  url: string;
  name: string;
  client: pg.Client;
}

const POOLED_PREFIX = "atithi_pooled_";
/** A pooled database no connection has used for this long was left by a test process that ended. */
const ORPHAN_AFTER_MS = 60_000;
const CREATED = "atithi pooled test database created ";

/**
 * Drops the pooled databases of test processes that have ended (a process cannot drop its own on the
 * way out): those no connection uses, created over a minute ago. A live pool keeps a connection to
 * each of its databases, so none of them is taken for an orphan.
 */
async function dropOrphans(admin: pg.Client, olderThanMs = ORPHAN_AFTER_MS) {
  const { rows } = await admin.query<{ datname: string; note: string | null }>(
    `SELECT datname, shobj_description(d.oid, 'pg_database') AS note FROM pg_database d
      WHERE starts_with(datname, $1) AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
    [POOLED_PREFIX],
  );
  for (const { datname, note } of rows) {
    const created = note?.startsWith(CREATED) ? Date.parse(note.slice(CREATED.length)) : Number.NaN;
    // One without its note is being made by another process this moment (the note follows the clone).
    if (Date.now() - created >= olderThanMs)
      await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
  }
}

const postgresPools = new Map<string, ReturnType<typeof testDatabasePool<PooledPostgresDatabase>>>();

function postgresPool(serverUrl: string) {
  let pool = postgresPools.get(serverUrl);
  if (pool) return pool;
  let orphansDropped = false;
  pool = testDatabasePool<PooledPostgresDatabase>({
    async open() {
      const name = `${POOLED_PREFIX}${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        if (!orphansDropped) await dropOrphans(admin);
        orphansDropped = true;
        await cloneTemplate(admin, serverUrl, name);
        await admin.query(`COMMENT ON DATABASE ${name} IS '${CREATED}${new Date().toISOString()}'`);
      } finally {
        await admin.end();
      }
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      // A reset that breaks its connection leaves the database to be dropped, not the process down.
      client.on("error", () => {});
      return { serverUrl, url: url.href, name, client };
    },
    access: ({ client }): ResettableDatabase => ({
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      exec: async (script) => void (await client.query(script)),
    }),
    // A connection the test opened itself and left open would hold locks the reset waits for.
    beforeReset: async ({ client }) =>
      void (await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      )),
    async close({ serverUrl, name, client }) {
      await client.end().catch(() => {});
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end());
    },
    empty: "delete",
  });
  postgresPools.set(serverUrl, pool);
  return pool;
}

/** A migrated database on a PostgreSQL server for one test, given back to this process's pool on close. */
async function createPooledPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const { database, release } = await postgresPool(serverUrl).take();
  // Dropping or resetting the database terminates its idle connections; that is expected here.
  const handle = connectPostgres(database.url, 10, () => {});
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await release();
    },
  };
}

/**
 * Vitest's global teardown (`globalSetup`) once every test process has ended: the pooled databases
 * they leave, no longer used by any connection, are dropped.
 */
export async function teardown() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Not younger than 10 s: another run's process may be between cloning one and connecting to it.
  await dropOrphans(admin, 10_000).finally(() => admin.end());
}
