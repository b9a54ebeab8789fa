import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import { preparedStatementPool } from "./prepared-statements";
import type { DB } from "./schema.gen";
import { isScript } from "./script";

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
  const db = kyselyFor(new PostgresDialect({ pool: preparedStatementPool(pool) }));
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

type Queries = Pick<Transaction, "query" | "exec">;

/** query() as Kysely's PGlite connection calls it, with scripts (script.ts) sent through exec(). */
function scriptQuery(target: Queries): Transaction["query"] {
  return async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!isScript(text, params)) return target.query<T>(text, params, options);
    const results = await target.exec(text, options);
    return (results.at(-1) ?? { rows: [], fields: [], affectedRows: 0 }) as Results<T>;
  };
}

/** `target` with some methods replaced; every other property is the target's own, called on it. */
function overriding<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/**
 * The PGlite instance as Kysely's dialect sees it: queries, in a transaction or outside one, run
 * as before, except that a script is executed whole (PGlite's exec(), the simple query protocol),
 * in the open transaction if there is one.
 */
function scriptAware(pglite: PGlite): PGlite {
  return overriding(pglite, {
    query: scriptQuery(pglite),
    transaction: (work) => pglite.transaction((tx) => work(overriding(tx, { query: scriptQuery(tx) }))),
  });
}

export function wrapPGlite(pglite: PGlite, onClose?: () => void): DatabaseHandle {
  const db = kyselyFor(new PGliteDialect({ pglite: scriptAware(pglite) }));
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
