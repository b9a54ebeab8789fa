import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { runScript } from "./script";

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const MIGRATION = "20261127T1300-api-token-scope-expiry";
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION));
const DAY_MS = 86_400_000;

describe("the API token scope and expiry migration", () => {
  it("gives every token an expiry within a year and the write scope it had, keeping revocations", async () => {
    handle = wrapPGlite(await openPGlite());
    const { db } = handle;
    await migrateToLatest(db, before);
    await runScript(
      db,
      `
      INSERT INTO users (id, username, password_hash, role) VALUES ('u', 'script', 'x', 'admin');
      INSERT INTO users (id, username, password_hash, role, is_active) VALUES ('left', 'former', 'x', 'manager', false);
      INSERT INTO api_tokens (id, name, token_hash, user_id, created_at, expires_at, revoked_at) VALUES
        ('forever', 'Never expires', 'h1', 'u', now() - interval '400 days', NULL, NULL),
        ('decade', 'Ten years', 'h2', 'u', now(), now() + interval '3650 days', NULL),
        ('month', 'A month', 'h3', 'u', now(), now() + interval '30 days', NULL),
        ('gone', 'Revoked', 'h4', 'u', now(), NULL, now()),
        ('inactive', 'Of a deactivated user', 'h5', 'left', now(), NULL, NULL);
      `,
    );
    const started = Date.now();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom("apiTokens")
      .select(["id", "scope", "expiresAt", "revokedAt", "revokedReason"])
      .orderBy("id")
      .execute();
    const days = (d: Date) => Math.round((d.getTime() - started) / DAY_MS);
    expect(rows.map((r) => [r.id, r.scope, days(r.expiresAt), r.revokedReason])).toEqual([
      ["decade", "write", 365, null],
      // 90 days from the migration, not from its creation (which would have stopped it at once).
      ["forever", "write", 90, null],
      ["gone", "write", 90, "revoked"],
      // Unusable only while its user stayed inactive before: dead now, so reactivation cannot revive it.
      ["inactive", "write", 90, "deactivated"],
      ["month", "write", 30, null],
    ]);
    // From now on a token without an expiry or a scope cannot be written.
    await expect(
      sql`INSERT INTO api_tokens (name, token_hash, user_id, scope) VALUES ('x', 'h5', 'u', 'write')`.execute(
        db,
      ),
    ).rejects.toThrow(/expires_at/);
    await expect(
      sql`INSERT INTO api_tokens (name, token_hash, user_id, expires_at) VALUES ('x', 'h6', 'u', now())`.execute(
        db,
      ),
    ).rejects.toThrow(/scope/);
    await expect(
      sql`INSERT INTO api_tokens (name, token_hash, user_id, expires_at, scope) VALUES ('x', 'h7', 'u', now(), 'admin')`.execute(
        db,
      ),
    ).rejects.toThrow(/api_tokens_scope_check/);
  });
});
