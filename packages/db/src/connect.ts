import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import type { DB } from "./schema.gen";

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

/**
 * Calendar dates stay 'yyyy-MM-dd' strings (a JS Date would shift them by the server's zone),
 * numeric stays a decimal string (the driver default), and counts come back as numbers.
 */
const identity = (value: string) => value;
const parsers = { [DATE_OID]: identity, [INT8_OID]: (value: string) => Number(value) };

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") => {
      const parser = parsers[oid as keyof typeof parsers];
      return parser ?? pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig["getTypeParser"],
  };
}

export function kyselyFor(dialect: PostgresDialect | PGliteDialect): Database {
  return new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
}

export function connectPostgres(
  connectionString: string,
  max = 10,
  onIdleError: (error: Error) => void = (error) =>
    console.error("idle database connection failed:", error.message),
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes() });
  // An idle connection that breaks (a restart, a terminated backend) must not bring the server down;
  // the pool replaces it on the next checkout.
  pool.on("error", onIdleError);
  const db = kyselyFor(new PostgresDialect({ pool }));
  return { db, kind: "postgres", close: () => db.destroy() };
}

export async function openPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { btree_gist },
    parsers,
    relaxedDurability: false,
  });
}

export function wrapPGlite(pglite: PGlite, onClose?: () => void): DatabaseHandle {
  const db = kyselyFor(new PGliteDialect({ pglite }));
  return {
    db,
    kind: "pglite",
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      onClose?.();
    },
  };
}

export interface ConnectOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files. */
  dataDir: string;
}

export async function connect(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const release = acquireDataDirLock(options.dataDir);
  try {
    const pglite = await openPGlite(join(options.dataDir, "pglite"));
    return wrapPGlite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}
