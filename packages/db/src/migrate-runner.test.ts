import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { connectPostgres, type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { MigrationError, migrateToLatest } from "./migrate";
import { runScript } from "./script";

/** An empty database (no migrations run): in-memory PGlite, or a new one on the PostgreSQL server. */
async function emptyPGlite(): Promise<DatabaseHandle> {
  return wrapPGlite(await openPGlite());
}

async function emptyPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `atithi_runner_${randomBytes(6).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.href, 2, () => {});
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

// A function whose body spans lines and holds semicolons of its own, a comment with a semicolon at
// the end of a line, and a string with one: what splitting on ';' at the end of a line would break.
const withFunction: Migration = {
  async up(db) {
    await runScript(
      db,
      /* sql */ `
      CREATE TABLE visits (n integer NOT NULL);
      -- the next statement ends here;
      CREATE FUNCTION count_visit() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        total integer;
      BEGIN
        SELECT count(*) INTO total FROM visits;
        NEW.n := total + 1;
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER visits_counted BEFORE INSERT ON visits
        FOR EACH ROW EXECUTE FUNCTION count_visit();
      COMMENT ON TABLE visits IS 'one;
      two';
      `,
    );
  },
};

const failingLate: Migration = {
  async up(db) {
    await runScript(
      db,
      /* sql */ `
      CREATE TABLE half_done (id integer);
      CREATE FUNCTION half() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;
      SELECT no_such_column FROM half_done;
      `,
    );
  },
};

const servers: [string, () => Promise<DatabaseHandle>, string | undefined][] = [
  ["PGlite", emptyPGlite, undefined],
  [
    "PostgreSQL",
    () => emptyPostgres(process.env.TEST_DATABASE_URL ?? ""),
    process.env.TEST_DATABASE_URL ? undefined : "set TEST_DATABASE_URL to run on PostgreSQL",
  ],
];

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe.each(servers)("the migration runner on %s", (_name, open, skipReason) => {
  it.skipIf(skipReason !== undefined)(
    "runs a migration's SQL whole, with a function body over many lines",
    async () => {
      handle = await open();
      const { db } = handle;
      await migrateToLatest(db, { "20300101T0000-with-function": withFunction });
      await sql`INSERT INTO visits (n) VALUES (0), (0)`.execute(db);
      await sql`INSERT INTO visits (n) VALUES (0)`.execute(db);
      const rows = await sql<{ n: number }>`SELECT n FROM visits ORDER BY n`.execute(db);
      expect(rows.rows.map((r) => r.n)).toEqual([1, 2, 3]);
      const comment = await sql<{ c: string }>`SELECT obj_description('visits'::regclass) AS c`.execute(db);
      expect(comment.rows[0]?.c).toBe("one;\n      two");
    },
  );

  it.skipIf(skipReason !== undefined)(
    "applies nothing of a migration whose later statement fails, nor of the one before it",
    async () => {
      handle = await open();
      const { db } = handle;
      await expect(
        migrateToLatest(db, {
          "20300101T0000-with-function": withFunction,
          "20300101T0100-failing-late": failingLate,
        }),
      ).rejects.toThrow(MigrationError);
      const tables = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_tables WHERE tablename IN ('visits', 'half_done')`.execute(db);
      expect(tables.rows[0]?.n).toBe(0);
      const functions = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_proc WHERE proname IN ('count_visit', 'half')`.execute(db);
      expect(functions.rows[0]?.n).toBe(0);
      // The database still works (the failed transaction was rolled back, not left open).
      await migrateToLatest(db, { "20300101T0000-with-function": withFunction });
      await sql`INSERT INTO visits (n) VALUES (0)`.execute(db);
    },
  );
});
