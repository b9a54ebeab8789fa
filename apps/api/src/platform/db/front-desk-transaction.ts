import type { Database } from "@atithi/db";

/**
 * The transaction every front-desk write runs in: a plain one. Writes of unrelated rows run side by
 * side; what must not race is guarded by the rows themselves (a booking's row lock for payments and
 * status changes, the room's for a new stay, the `bookings_no_overlap` exclusion constraint for
 * double booking).
 *
 * The calendar and dashboard views learn of changes from the change counter (view-cache.ts), which
 * the database bumps at COMMIT through deferred triggers (migration 20261123T0400), once per
 * transaction. That makes the counter's row lock the last lock any transaction takes, held only for
 * the moment before its commit: a transaction holding it waits for nothing, so the counter cannot
 * close a deadlock cycle, and no writer queues behind another's whole transaction for it. (Writers
 * of the same rows can still deadlock on those rows in rare orders; PostgreSQL detects that and
 * refuses one of them, answered as a 409 "please try again".)
 */
export function frontDeskTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
