import { randomBytes } from "node:crypto";
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatementPool } from "./prepared-statements";
import { runScript } from "./script";

const serverUrl = process.env.TEST_DATABASE_URL;

interface Tables {
  t: { id: number; label: string };
}
type TestDb = Kysely<Tables>;

describe.skipIf(!serverUrl)("prepared statements on PostgreSQL", () => {
  const name = `atithi_prepared_${randomBytes(6).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  let pool: pg.Pool;
  const databaseUrl = () => {
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    return url.href;
  };
  // One connection, so every query below runs on the same backend unless it is replaced.
  const open = (limit: number) => {
    pool = new pg.Pool({ connectionString: databaseUrl(), max: 1 });
    return new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: preparedStatementPool(pool, limit) }),
      plugins: [new CamelCasePlugin()],
    });
  };
  const backend = async (db: TestDb) =>
    (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]?.pid;
  const prepared = async (db: TestDb) =>
    (
      await sql<{
        statement: string;
      }>`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`.execute(db)
    ).rows.map((r) => r.statement);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const db = open(10);
    await runScript(
      db,
      `CREATE TABLE t (id int PRIMARY KEY, label text NOT NULL);
       INSERT INTO t VALUES (1, 'one'), (2, 'two');`,
    );
    await db.destroy();
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("prepares a statement with parameters once per connection and answers as before", async () => {
    const db = open(10);
    try {
      const find = (id: number) => db.selectFrom("t").select("label").where("id", "=", id).executeTakeFirst();
      expect(await find(1)).toEqual({ label: "one" });
      expect(await find(2)).toEqual({ label: "two" });
      expect(await find(3)).toBeUndefined();
      // Without parameters too, but never a script.
      const count = async () =>
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM t`.execute(db)).rows[0];
      expect(await count()).toEqual({ n: 2 });
      expect(await count()).toEqual({ n: 2 });
      await runScript(db, "CREATE TEMP TABLE scratch (x int); DROP TABLE scratch;");
      const statements = await prepared(db);
      expect(statements.filter((s) => s.includes('from "t"'))).toHaveLength(1);
      expect(statements.filter((s) => s.includes("FROM t"))).toHaveLength(1);
      expect(statements.filter((s) => s.includes("scratch"))).toEqual([]);
      // Transactions (no parameters) still run, and roll back.
      await db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto("t").values({ id: 3, label: "three" }).execute();
          throw new Error("undo");
        })
        .catch(() => {});
      expect(await find(3)).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });

  it("replaces a connection that has prepared more statements than the limit", async () => {
    const db = open(3);
    try {
      const first = await backend(db);
      const byLength = (n: number) =>
        db
          .selectFrom("t")
          .select("id")
          .where(
            "id",
            "in",
            Array.from({ length: n }, (_, i) => i + 1),
          )
          .execute();
      await byLength(1);
      await byLength(2);
      // Three statements prepared (the pid's, and two lengths): at the limit, kept.
      expect(await backend(db)).toBe(first);
      // A fourth distinct text passes the limit: the connection is closed when released.
      await byLength(3);
      const second = await backend(db);
      expect(second).not.toBe(first);
      expect((await prepared(db)).filter((s) => s.includes('"id" in'))).toEqual([]);
      expect(await byLength(2)).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await db.destroy();
    }
  });

  it("leaves `*` unprepared, so a column added by another process changes nothing", async () => {
    const db = open(10);
    try {
      const all = (id: number) => db.selectFrom("t").selectAll().where("id", "=", id).executeTakeFirst();
      expect(await all(1)).toEqual({ id: 1, label: "one" });
      // Another process's migration, on its own connection.
      const other = new pg.Client({ connectionString: databaseUrl() });
      await other.connect();
      await other.query("ALTER TABLE t ADD COLUMN note text");
      await other.end();
      expect(await all(1)).toEqual({ id: 1, label: "one", note: null });
    } finally {
      await db.destroy();
    }
  });

  it("replaces a connection whose prepared statements the server no longer has", async () => {
    const db = open(10);
    try {
      const find = () => db.selectFrom("t").select("label").where("id", "=", 2).executeTakeFirst();
      expect(await find()).toEqual({ label: "two" });
      const first = await backend(db);
      await sql`DEALLOCATE ALL`.execute(db);
      // pg still believes the statement is prepared: this call fails, and the connection goes.
      await expect(find()).rejects.toMatchObject({ code: "26000" });
      expect(await backend(db)).not.toBe(first);
      expect(await find()).toEqual({ label: "two" });
    } finally {
      await db.destroy();
    }
  });
});
