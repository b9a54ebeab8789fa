import type { Database } from "@atithi/db";

/**
 * The transaction every front-desk write runs in. It takes the change counter's row first, so all
 * such writers lock in one order: without that, a booking waiting on another's no-overlap check
 * while holding the counter (bumped by triggers) could deadlock. Bumping it also tells the cached
 * calendar and dashboard views that they are out of date.
 */
export function frontDeskTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("changeCounters")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("name", "=", "front_desk")
      .execute();
    return work(trx);
  });
}
