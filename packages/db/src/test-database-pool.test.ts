import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "./connect";
import { createTestDatabase } from "./testing";

const limit = async (db: Database) =>
  (
    await sql<{ max: number }>`SELECT max_discount_without_approval AS max FROM front_desk_settings`.execute(
      db,
    )
  ).rows[0]?.max;
const nextEntry = async (db: Database) =>
  Number(
    (await sql<{ n: string }>`SELECT nextval('vouchers_entry_order_seq')::text AS n`.execute(db)).rows[0]?.n,
  );
const shareClasses = async (db: Database) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM share_classes`.execute(db)).rows[0]?.n;
/** On PostgreSQL each pooled database has a name of its own: the same name is the same database reused. */
const databaseName = async (db: Database) =>
  (await sql<{ name: string }>`SELECT current_database() AS name`.execute(db)).rows[0]?.name;
const limitChecks = async (db: Database) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_constraint
      WHERE conname = 'front_desk_settings_max_discount_without_approval_check'`.execute(db)
  ).rows[0]?.n;

describe("a test database used again (PGlite, or PostgreSQL with TEST_DATABASE_URL)", () => {
  it("comes back as migrated: seeded rows restored, rows added gone, sequences back where they stood", async () => {
    const first = await createTestDatabase();
    const name = await databaseName(first.db);
    expect(await limit(first.db)).toBe(10);
    const entry = await nextEntry(first.db);
    await sql`UPDATE front_desk_settings SET max_discount_without_approval = 50`.execute(first.db);
    const classes = await shareClasses(first.db);
    expect(classes).toBeGreaterThan(0);
    await sql`DELETE FROM share_classes`.execute(first.db);
    await first.close();

    const second = await createTestDatabase();
    if (process.env.TEST_DATABASE_URL) expect(await databaseName(second.db)).toBe(name);
    expect(await limit(second.db)).toBe(10);
    expect(await nextEntry(second.db)).toBe(entry);
    expect(await shareClasses(second.db)).toBe(classes);
    await second.close();
  });

  it("is not used again after a test changed its schema", async () => {
    const first = await createTestDatabase();
    const name = await databaseName(first.db);
    expect(await limitChecks(first.db)).toBe(1);
    await sql`ALTER TABLE front_desk_settings DROP CONSTRAINT front_desk_settings_max_discount_without_approval_check`.execute(
      first.db,
    );
    await first.close();

    const second = await createTestDatabase();
    if (process.env.TEST_DATABASE_URL) expect(await databaseName(second.db)).not.toBe(name);
    expect(await limitChecks(second.db)).toBe(1);
    await second.close();
  });
});
