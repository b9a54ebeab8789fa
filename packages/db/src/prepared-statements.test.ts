import { randomBytes } from "node:crypto";
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatementPool } from "./prepared-statements";
import { runScript } from "./script";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("prepared statements on PostgreSQL", () => {
  const name = `atithi_prepared_${randomBytes(6).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  let pool: pg.Pool;
  // One connection, so every query below runs on the same backend unless it is replaced.
  const open = (limit: number) => {
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: url.href, max: 1 });
    return new Kysely<{ t: { id: number; label: string } }>({
      dialect: new PostgresDialect({ pool: preparedStatementPool(pool, limit) }),
      plugins: [new CamelCasePlugin()],
    });
  };
  const backend = async (db: Kysely<unknown>) =>
    (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]?.pid;
  const prepared = async (db: Kysely<unknown>) =>
    (
      await sql<{
        statement: string;
      }>`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`.execute(db)
    ).rows.map((r) => r.statement);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("prepares a statement with parameters once per connection and answers as before", async () => {
    const db = open(10);
    try {
      await runScript(
        db,
        `CREATE TABLE t (id int PRIMARY KEY, label text NOT NULL);
         INSERT INTO t VALUES (1, 'one'), (2, 'two');`,
      );
      const find = (id: number) => db.selectFrom("t").select("label").where("id", "=", id).executeTakeFirst();
      expect(await find(1)).toEqual({ label: "one" });
      expect(await find(2)).toEqual({ label: "two" });
      expect(await find(3)).toBeUndefined();
      const statements = await prepared(db);
      expect(statements.filter((s) => s.includes('from "t"'))).toHaveLength(1);
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
    const db = open(2);
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
      expect(await backend(db)).toBe(first);
      // A third distinct text passes the limit: the connection is closed when released.
      await byLength(3);
      const second = await backend(db);
      expect(second).not.toBe(first);
      expect(await prepared(db)).toEqual([]);
      expect(await byLength(2)).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await db.destroy();
    }
  });
});
