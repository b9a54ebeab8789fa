import type { PGlite } from "@electric-sql/pglite";

/**
 * Reusing an in-memory PGlite database between tests. Opening one from a migrated dump costs
 * seconds (the WebAssembly start and the unpacking of the data directory); putting one back as it
 * was migrated costs a few hundredths: every public table truncated and refilled from a copy taken
 * right after the migrations (kept in the schema `test_snapshot`), and every sequence set back.
 * A test that changed the schema (dropping a constraint to show a race without it) leaves a
 * database that is closed rather than reused.
 */
const SNAPSHOT = "test_snapshot";

/** Copies every public table's rows, and where each sequence stands, into the snapshot schema. */
export async function takeSnapshot(pglite: PGlite): Promise<void> {
  await pglite.exec(`
    CREATE SCHEMA ${SNAPSHOT};
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' LOOP
        EXECUTE format('CREATE TABLE ${SNAPSHOT}.%I AS TABLE public.%I', t.relname, t.relname);
      END LOOP;
    END $$;
    CREATE TABLE ${SNAPSHOT}.sequence_positions AS
      SELECT sequencename AS name, last_value, start_value FROM pg_sequences WHERE schemaname = 'public';
  `);
}

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

async function schemaState(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ state: string }>(SCHEMA_STATE);
  return rows[0]?.state ?? "";
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The script that puts a database back as migrated, read from the catalog of one just opened. */
async function resetScript(pglite: PGlite): Promise<string> {
  const tables = await pglite.query<{ name: string }>(
    "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') ORDER BY 1",
  );
  const refills: string[] = [];
  for (const { name } of tables.rows) {
    const filled = await pglite
      .query(`SELECT 1 FROM ${SNAPSHOT}.${quote(name)} LIMIT 1`)
      .then((r) => r.rows.length > 0)
      .catch(() => false);
    if (!filled) continue;
    // Generated columns are computed again; identity columns take the copied values.
    const columns = await pglite.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
      [`public.${quote(name)}`],
    );
    const list = columns.rows.map((c) => quote(c.name)).join(", ");
    refills.push(
      `INSERT INTO public.${quote(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${SNAPSHOT}.${quote(name)};`,
    );
  }
  return `
    SELECT pg_advisory_unlock_all();
    SET session_replication_role = replica;
    TRUNCATE ${tables.rows.map((t) => `public.${quote(t.name)}`).join(", ")};
    ${refills.join("\n")}
    SELECT CASE WHEN last_value IS NULL
      THEN setval(format('public.%I', name), start_value, false)
      ELSE setval(format('public.%I', name), last_value, true) END
    FROM ${SNAPSHOT}.sequence_positions;
    SET session_replication_role = DEFAULT;`;
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

/** The databases of one test process that wait, reset, for their next test. */
export function pglitePool(open: () => Promise<PGlite>) {
  const idle: PGlite[] = [];
  let reference: Promise<{ state: string; script: string }> | undefined;

  return {
    /** A database as migrated, and what gives it back; borrowed() keeps its user from closing it. */
    async take(): Promise<{ pglite: PGlite; release: () => Promise<void> }> {
      const pglite = idle.pop() ?? (await open());
      reference ??= (async () => ({ state: await schemaState(pglite), script: await resetScript(pglite) }))();
      const { state, script } = await reference;
      return {
        pglite: borrowed(pglite),
        async release() {
          try {
            // A transaction a failed test left open would hold the reset inside it.
            await pglite.exec("ROLLBACK").catch(() => {});
            if ((await schemaState(pglite)) !== state) throw new Error("schema changed");
            await pglite.exec(script);
            idle.push(pglite);
          } catch {
            if (!pglite.closed) await pglite.close();
          }
        },
      };
    },
  };
}
