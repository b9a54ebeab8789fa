import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../../platform/auth/users.repository";
import { foldClosedConnections } from "../../../platform/db/data-version";
import { createTestApp, type TestApp } from "../../../testing/harness";
import { onPostgres, postgresOnly } from "../../../testing/races";

let t: TestApp;
let admin: UserRow;
let accountant: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin", "changes-admin");
  accountant = await t.createUser("accountant", "changes-accountant");
});
afterAll(() => t.close());

async function version(user = accountant): Promise<bigint> {
  return BigInt((await t.callerFor(user).dataChanges.version()).version);
}

async function firstRoom() {
  const [room] = await t.callerFor(admin).rooms.list();
  if (!room) throw new Error("the test app has rooms");
  return room;
}

describe("the data version the screens poll", () => {
  it("moves once for a write from another user's terminal, and not for reads", async () => {
    const room = await firstRoom();
    const before = await version();
    await t.callerFor(admin).rooms.list();
    await t.callerFor(admin).dashboard.stats();
    expect(await version()).toBe(before);

    await t.callerFor(admin).rooms.setStatus({ id: room.id, status: "maintenance" });
    expect(await version()).toBe(before + 1n);
  });

  it("counts one change per transaction, however many rows it wrote", async () => {
    const before = await version();
    await t.database.db.transaction().execute(async (trx) => {
      await sql`UPDATE rooms SET status = status`.execute(trx);
      await sql`UPDATE guests SET name = name`.execute(trx);
    });
    expect(await version()).toBe(before + 1n);
  });

  it("does not move for a transaction that rolled back", async () => {
    const before = await version();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await sql`UPDATE rooms SET status = status`.execute(trx);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await version()).toBe(before);
  });

  it("moves for the accounts' tables too", async () => {
    const before = await version(admin);
    await sql`UPDATE chart_of_accounts SET description = description WHERE id = (SELECT id FROM chart_of_accounts LIMIT 1)`.execute(
      t.database.db,
    );
    expect(await version(admin)).toBe(before + 1n);
  });

  it("keeps only the rows of open connections, folding the others without changing the version", async () => {
    const { db } = t.database;
    await sql`INSERT INTO data_changes (backend_pid, version) VALUES (-7, 3), (2000000000, 4)`.execute(db);
    // A process that lives as long as the server (PGlite's one backend; PostgreSQL's oldest process).
    const live = (await sql<{ pid: number }>`SELECT min(pid) AS pid FROM pg_stat_activity`.execute(db))
      .rows[0]?.pid;
    if (live === undefined) throw new Error("pg_stat_activity lists no process");
    await sql`INSERT INTO data_changes (backend_pid, version) VALUES (${live}, 5)
      ON CONFLICT (backend_pid) DO UPDATE SET version = data_changes.version + 5`.execute(db);
    const before = await version();
    expect(await foldClosedConnections(db)).toBeGreaterThanOrEqual(2);
    expect(await version()).toBe(before);
    const pids = (await db.selectFrom("dataChanges").select("backendPid").execute()).map((r) => r.backendPid);
    expect(pids).not.toContain(-7);
    expect(pids).not.toContain(2000000000);
    expect(pids).toContain(live);
    await foldClosedConnections(db);
    expect(await version()).toBe(before);
    // Writes go on counting after a fold.
    await t.callerFor(admin).rooms.setStatus({ id: (await firstRoom()).id, status: "available" });
    expect(await version()).toBe(before + 1n);
  });

  it("does not move for a sign-in, and moves for a change to a user", async () => {
    const before = await version();
    await t.login("changes-admin", "password-admin-1");
    expect(await version()).toBe(before);
    await t.database.db
      .updateTable("users")
      .set({ firstName: "Asha" })
      .where("id", "=", accountant.id)
      .execute();
    expect(await version()).toBe(before + 1n);
  });

  it("refuses anybody not signed in", async () => {
    const response = await t.request("GET", "/trpc/dataChanges.version");
    expect(response.statusCode).toBe(401);
  });

  it.skipIf(!onPostgres)(
    `adds up the writes of parallel connections without losing one (${postgresOnly})`,
    async () => {
      const before = await version();
      const rooms = await t.callerFor(admin).rooms.list();
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          t.callerFor(admin).rooms.setStatus({
            id: rooms[i % rooms.length]?.id ?? "",
            status: i % 2 === 0 ? "cleaning" : "available",
          }),
        ),
      );
      expect(await version()).toBe(before + 12n);
    },
  );
});
