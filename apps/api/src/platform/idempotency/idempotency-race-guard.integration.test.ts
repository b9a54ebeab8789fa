import type { Database } from "@atithi/db";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { cookie, stay, t, today, useFreshApp } from "../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../testing/races";

// The key's claim as it would be without its guard: looked up, then inserted, with no unique key
// on (user, key) to refuse the second insert.
vi.mock("./idempotency.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./idempotency.repository")>();
  return {
    ...original,
    idempotencyRepository: (db: Database) => ({
      ...original.idempotencyRepository(db),
      async claim(userId: string, key: string, requestHash: string) {
        const found = await db
          .selectFrom("idempotencyKeys")
          .select("key")
          .where("userId", "=", userId)
          .where("key", "=", key)
          .executeTakeFirst();
        if (found) return false;
        await db.insertInto("idempotencyKeys").values({ userId, key, requestHash, response: "{}" }).execute();
        return true;
      },
    }),
  };
});

useFreshApp();

describe("the unique (user, key) of idempotency keys", () => {
  it.skipIf(!onPostgres)(
    `is what keeps twenty parallel requests with one key from writing twice (${postgresOnly})`,
    async () => {
      await sql`ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey`.execute(t.database.db);
      const booking = await stay("102", today(), 1);
      await Promise.all(
        Array.from({ length: 20 }, () =>
          t.request("POST", "/api/payments", {
            cookie,
            body: { bookingId: booking.id, amount: "100.00", paymentMethod: "cash" },
            headers: { "idempotency-key": "one-submission-1" },
          }),
        ),
      );
      const payments = await t.database.db
        .selectFrom("payments")
        .select("id")
        .where("bookingId", "=", booking.id)
        .execute();
      // What idempotency.integration.test.ts asserts (one payment) would fail.
      expect(payments.length).toBeGreaterThan(1);
    },
  );
});
