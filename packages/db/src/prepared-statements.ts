import { createHash } from "node:crypto";
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";

/**
 * Distinct statements one connection keeps prepared. Each holds its plan in the server's memory;
 * a connection that has prepared more (statements whose text varies, e.g. `in (...)` lists of
 * every length) is closed when it is released and the pool opens a fresh one.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 400;

/**
 * `*` in a select list or RETURNING: the columns come from the table as it is now. A prepared
 * statement would fail ("cached plan must not change result type") once another process's
 * migration adds a column, so these stay unnamed.
 */
const STAR_COLUMNS = /(?:\bselect|\breturning|\.|,)\s*\*/i;

/**
 * One statement that reads or writes rows. Without parameters a text may hold several statements (a
 * migration's script, which opens with a comment) or control the transaction; those stay unnamed.
 */
const ONE_STATEMENT = /^\s*(?:select|with|insert|update|delete)\b[^;]*$/i;

/**
 * Errors after which the connection's prepared statements cannot be trusted: the server no longer
 * has one pg believes it has (26000), a plan's row type changed under it (0A000), or pg failed on
 * our side before the server answered (no SQLSTATE), possibly between Parse and Bind.
 */
const UNTRUSTED = new Set(["26000", "0A000", undefined]);

const NAME_CACHE_SIZE = 4000;
const names = new Map<string, string>();

/** The same text always gets the same name, on every connection. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAME_CACHE_SIZE) names.clear();
    name = `k_${createHash("sha256").update(text).digest("base64url").slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The pool as Kysely's PostgreSQL dialect sees it, with every statement that reads or writes rows
 * sent as a named prepared statement: each connection parses and plans it once, and after a few runs
 * PostgreSQL reuses a generic plan. An unnamed statement is planned on every run, which measured
 * more than half of the database's time on the write paths (a voucher's reload alone planned for
 * 1 ms). Transaction control, migration scripts (which may hold several statements) and
 * statements that select `*` are sent as before.
 */
export function preparedStatementPool(
  pool: pg.Pool,
  limit: number = PREPARED_STATEMENTS_PER_CONNECTION,
): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let connection = wrapped.get(client);
      if (!connection) {
        connection = preparingClient(client, limit);
        wrapped.set(client, connection);
      }
      return connection;
    },
  };
}

function preparingClient(client: pg.PoolClient, limit: number): PostgresPoolClient {
  const prepared = new Set<string>();
  let untrusted = false;
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sql: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== "string") throw new Error("Cursors are not configured for this pool");
    const values = parameters ? [...parameters] : [];
    let result: Promise<pg.QueryResult>;
    const named = (values.length > 0 || ONE_STATEMENT.test(sql)) && !STAR_COLUMNS.test(sql);
    if (!named) result = client.query(sql, values);
    else {
      const name = statementName(sql);
      prepared.add(name);
      result = client.query({ name, text: sql, values }).catch((error: unknown) => {
        if (UNTRUSTED.has((error as { code?: string }).code)) untrusted = true;
        throw error;
      });
    }
    // pg's result is the one Kysely's own dialect reads (its `command` typed as any string).
    return result as Promise<unknown> as Promise<PostgresQueryResult<R>>;
  }
  return {
    get processID() {
      return (client as { processID?: number }).processID;
    },
    query,
    // A connection that prepared too many statements, or whose statements may be broken, is
    // closed and the pool opens a fresh one.
    release: (destroy?: boolean) => client.release(destroy || untrusted || prepared.size > limit),
  };
}
