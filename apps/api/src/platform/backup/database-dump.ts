import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { appliedMigration, connectPostgres, type Database, openPGlite, wrapPGlite } from "@atithi/db";
import { sql } from "kysely";
import { BackupError } from "./archive";

/** Where the embedded database keeps its files inside DATA_DIR (as `connect` opens it). */
export const pgliteDirOf = (dataDir: string) => join(dataDir, "pglite");

export async function holdsPGliteDatabase(dataDir: string): Promise<boolean> {
  const dir = pgliteDirOf(dataDir);
  return existsSync(dir) && (await readdir(dir)).length > 0;
}

/** The embedded database's data folder as a tarball at `target`; the caller holds the folder's lock. */
export async function dumpPGlite(dataDir: string, target: string): Promise<{ migration: string | null }> {
  const dir = pgliteDirOf(dataDir);
  if (!existsSync(join(dir, "PG_VERSION")))
    throw new BackupError(`There is no database in ${dir} to back up (check DATA_DIR).`);
  const pglite = await openPGlite(dir);
  const handle = wrapPGlite(pglite);
  try {
    const migration = await appliedMigration(handle.db);
    // Everything written so far goes into the data files, so the copy needs no WAL replay.
    await pglite.exec("CHECKPOINT");
    const dump = await pglite.dumpDataDir("none");
    await pipeline(
      Readable.fromWeb(dump.stream() as import("node:stream/web").ReadableStream),
      createWriteStream(target),
    );
    return { migration };
  } finally {
    await handle.close();
  }
}

/** Loads a tarball made by dumpPGlite into DATA_DIR, whose database folder must be absent or empty. */
export async function loadPGlite(dataDir: string, source: string): Promise<void> {
  const pglite = await openPGlite(pgliteDirOf(dataDir), new Blob([await readFile(source)]));
  await pglite.close();
}

/**
 * libpq's view of a connection string: the password goes in PGPASSWORD rather than on the command
 * line, where every user of the machine could read it in the process list.
 */
function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.href, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function run(program: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(program, args, { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT")
      throw new BackupError(
        `${program} was not found on PATH. Backing up or restoring a PostgreSQL database (DATABASE_URL) ` +
          "needs PostgreSQL's client programs, of the server's major version or newer " +
          "(Debian and Ubuntu: apt-get install postgresql-client).",
      );
    throw error;
  });
  if (code !== 0) throw new BackupError(`${program} failed (exit code ${code}): ${stderr.trim()}`);
}

/** Runs `work` on one connection to DATABASE_URL; a database that cannot be reached is named as such. */
async function withPostgres<T>(databaseUrl: string, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = connectPostgres(databaseUrl, 1);
  try {
    try {
      await sql`SELECT 1`.execute(handle.db);
    } catch (error) {
      const { message, code } = error as NodeJS.ErrnoException;
      throw new BackupError(`Cannot reach the database of DATABASE_URL: ${message || code}`);
    }
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export async function dumpPostgres(
  databaseUrl: string,
  target: string,
): Promise<{ migration: string | null }> {
  const migration = await withPostgres(databaseUrl, appliedMigration);
  const { url, env } = libpqTarget(databaseUrl);
  // One consistent snapshot, safe while the server runs; without owners and grants, so it restores
  // into a database of any owner.
  await run(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`, `--dbname=${url}`],
    env,
  );
  return { migration };
}

/** The tables in the database's own schemas: none means an empty database to restore into. */
export async function postgresTableCount(databaseUrl: string): Promise<number> {
  return withPostgres(databaseUrl, async (db) => {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*) AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.nspname <> 'information_schema' AND left(n.nspname, 3) <> 'pg_'`.execute(
      db,
    );
    return Number(rows[0]?.count ?? 0);
  });
}

/** Restores a pg_dump archive; `replace` puts it in place of the public schema, which is dropped only once the restore has succeeded. */
export async function restorePostgres(databaseUrl: string, source: string, replace: boolean): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  const restore = () =>
    run(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${url}`, source],
      env,
    );
  if (!replace) return restore();
  // pg_restore must be there and able to read this archive before anything is touched; what was in
  // the database is set aside, not dropped, until the restore has succeeded.
  await run("pg_restore", ["--list", source], env);
  await withPostgres(databaseUrl, async (db) => {
    await sql`DROP SCHEMA IF EXISTS atithi_before_restore CASCADE`.execute(db);
    await sql`ALTER SCHEMA public RENAME TO atithi_before_restore`.execute(db);
    await sql`CREATE SCHEMA public`.execute(db);
  });
  try {
    await restore();
  } catch (error) {
    await withPostgres(databaseUrl, async (db) => {
      await sql`DROP SCHEMA public CASCADE`.execute(db);
      await sql`ALTER SCHEMA atithi_before_restore RENAME TO public`.execute(db);
    });
    throw error;
  }
  await withPostgres(databaseUrl, (db) => sql`DROP SCHEMA atithi_before_restore CASCADE`.execute(db));
}
