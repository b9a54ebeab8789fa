/**
 * Reusing a test database between tests. Opening an in-memory PGlite database from a migrated dump
 * costs seconds (the WebAssembly start and the unpacking of the data directory), and cloning a
 * PostgreSQL template most of a second (12 MB written through the WAL); putting one back as it
 * was migrated costs a few hundredths: every public table emptied and refilled from a copy taken
 * right after the migrations (kept in the schema `test_snapshot`), and every sequence set back.
 * A test that changed the schema (dropping a constraint to show a race without it) leaves a
 * database that is closed rather than reused.
 */
export const SNAPSHOT_SCHEMA = "test_snapshot";

/** What the pool needs of a database: rows of a query, and a script of several statements run. */
export interface ResettableDatabase {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  exec(script: string): Promise<void>;
}

/** Copies every public table's rows, and where each sequence stands, into the snapshot schema. */
export const TAKE_SNAPSHOT = `
  CREATE SCHEMA ${SNAPSHOT_SCHEMA};
  DO $$
  DECLARE t record;
  BEGIN
    FOR t IN SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' LOOP
      EXECUTE format('CREATE TABLE ${SNAPSHOT_SCHEMA}.%I AS TABLE public.%I', t.relname, t.relname);
    END LOOP;
  END $$;
  CREATE TABLE ${SNAPSHOT_SCHEMA}.sequence_positions AS
    SELECT sequencename AS name, last_value, start_value FROM pg_sequences WHERE schemaname = 'public';`;

/** A cheap summary of the schema: tables, columns, constraints, indexes, triggers and functions. */
const SCHEMA_STATE = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS state FROM (
    SELECT relname || ':' || relkind::text AS item FROM pg_class WHERE relnamespace = 'public'::regnamespace
    UNION ALL SELECT attrelid::regclass::text || '.' || attname || ':' || atttypid::text
      FROM pg_attribute JOIN pg_class ON pg_class.oid = attrelid
      WHERE relnamespace = 'public'::regnamespace AND attnum > 0 AND NOT attisdropped
    UNION ALL SELECT conrelid::regclass::text || ':' || conname || ':' || convalidated::text FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text FROM pg_trigger
      WHERE NOT tgisinternal
    UNION ALL SELECT oid::regprocedure::text || ':' || md5(prosrc) FROM pg_proc
      WHERE pronamespace = 'public'::regnamespace
  ) items`;

async function schemaState(database: ResettableDatabase): Promise<string> {
  const rows = await database.query<{ state: string }>(SCHEMA_STATE);
  return rows[0]?.state ?? "";
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * How the tables are emptied: TRUNCATE in PGlite, where it is cheapest; DELETE on a PostgreSQL
 * server, where TRUNCATE makes and syncs a new file for each of some 200 tables and indexes (half a
 * second) and deleting the few rows a test wrote takes milliseconds.
 */
export type EmptyTables = "truncate" | "delete";

/** The script that puts a database back as migrated, read from the catalog of one just opened. */
async function resetScript(database: ResettableDatabase, empty: EmptyTables): Promise<string> {
  const tables = await database.query<{ name: string }>(
    "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') ORDER BY 1",
  );
  const refills: string[] = [];
  for (const { name } of tables) {
    const filled = await database
      .query(`SELECT 1 FROM ${SNAPSHOT_SCHEMA}.${quote(name)} LIMIT 1`)
      .then((rows) => rows.length > 0)
      .catch(() => false);
    if (!filled) continue;
    // Generated columns are computed again; identity columns take the copied values.
    const columns = await database.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
      [`public.${quote(name)}`],
    );
    const list = columns.map((c) => quote(c.name)).join(", ");
    refills.push(
      `INSERT INTO public.${quote(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${SNAPSHOT_SCHEMA}.${quote(name)};`,
    );
  }
  const names = tables.map((t) => `public.${quote(t.name)}`);
  // Without triggers (session_replication_role), so neither foreign keys nor the ledger's guards
  // against deleting posted rows stand in the way.
  const emptying =
    empty === "truncate" ? `TRUNCATE ${names.join(", ")};` : names.map((n) => `DELETE FROM ${n};`).join("\n");
  return `
    SELECT pg_advisory_unlock_all();
    BEGIN;
    SET LOCAL session_replication_role = replica;
    ${emptying}
    ${refills.join("\n")}
    SELECT CASE WHEN last_value IS NULL
      THEN setval(format('public.%I', name), start_value, false)
      ELSE setval(format('public.%I', name), last_value, true) END
    FROM ${SNAPSHOT_SCHEMA}.sequence_positions;
    COMMIT;`;
}

/** The databases of one test process that wait, reset, for their next test. */
export function testDatabasePool<D>(options: {
  /** A new database, as migrated, with its snapshot. */
  open: () => Promise<D>;
  /** The connection the pool checks and resets `database` through. */
  access: (database: D) => ResettableDatabase;
  /** Called before the reset, once its test's own connections are closed (to end any left open). */
  beforeReset?: (database: D) => Promise<void>;
  close: (database: D) => Promise<void>;
  empty: EmptyTables;
}) {
  const idle: D[] = [];
  let reference: Promise<{ state: string; script: string }> | undefined;

  return {
    /** A database as migrated, and what gives it back to the pool once its test is done with it. */
    async take(): Promise<{ database: D; release: () => Promise<void> }> {
      const database = idle.pop() ?? (await options.open());
      const access = options.access(database);
      reference ??= (async () => ({
        state: await schemaState(access),
        script: await resetScript(access, options.empty),
      }))();
      const { state, script } = await reference;
      return {
        database,
        async release() {
          try {
            await options.beforeReset?.(database);
            // A transaction a failed test left open would hold the reset inside it.
            await access.exec("ROLLBACK").catch(() => {});
            if ((await schemaState(access)) !== state) throw new Error("schema changed");
            await access.exec(script);
            idle.push(database);
          } catch {
            await options.close(database).catch(() => {});
          }
        },
      };
    },
  };
}
