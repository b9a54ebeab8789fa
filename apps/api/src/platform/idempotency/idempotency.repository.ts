import type { Database } from "@atithi/db";
import { IDEMPOTENCY_WINDOW_HOURS } from "@atithi/domain";
import { sql } from "kysely";

const window = sql.raw(`interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`);

/** A stored answer: the result wrapped, so that a procedure answering nothing replays nothing. */
export interface StoredResponse {
  value?: unknown;
}

export function idempotencyRepository(db: Database) {
  return {
    /**
     * Claims `key` for this request in the caller's transaction, with its answer to be stored before
     * commit (`store`). A key another open transaction holds makes this wait for it (the primary
     * key's row), so concurrent repeats queue behind the first. An expired key is claimed afresh.
     * False when the key is taken: the earlier request is then read with `find`.
     */
    async claim(userId: string, key: string, requestHash: string): Promise<boolean> {
      const claimed = await db
        .insertInto("idempotencyKeys")
        .values({ userId, key, requestHash, response: JSON.stringify({}) })
        .onConflict((oc) =>
          oc
            .columns(["userId", "key"])
            .doUpdateSet({ requestHash, response: JSON.stringify({}), createdAt: sql`now()` })
            .where("idempotencyKeys.createdAt", "<", sql<Date>`now() - ${window}`),
        )
        .returning("key")
        .executeTakeFirst();
      return claimed !== undefined;
    },
    async find(userId: string, key: string) {
      const row = await db
        .selectFrom("idempotencyKeys")
        // As text: the case plugin would rename the answer's own snake_case keys.
        .select(["requestHash", sql<string>`response::text`.as("response")])
        .where("userId", "=", userId)
        .where("key", "=", key)
        .executeTakeFirst();
      return row && { requestHash: row.requestHash, response: JSON.parse(row.response) as StoredResponse };
    },
    async store(userId: string, key: string, response: StoredResponse) {
      await db
        .updateTable("idempotencyKeys")
        .set({ response: JSON.stringify(response) })
        .where("userId", "=", userId)
        .where("key", "=", key)
        .execute();
    },
    /** Keys past their window, of every user; answers how many went. */
    async purgeExpired(): Promise<number> {
      const result = await db
        .deleteFrom("idempotencyKeys")
        .where("createdAt", "<", sql<Date>`now() - ${window}`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
