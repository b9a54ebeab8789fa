import type { Database } from "@atithi/db";

/**
 * The transaction every front-desk write runs in: a plain one. Writes of unrelated rows run side by
 * side; what must not race is guarded by the rows themselves (a booking's row lock for payments and
 * status changes, the room's for a new stay, the `bookings_no_overlap` exclusion constraint for
 * double booking).
 *
 * The calendar and dashboard views learn of changes from the data version (view-cache.ts), which
 * the database bumps at COMMIT through deferred triggers (migration 20261124T0100), once per
 * transaction, in the committing connection's own row: no writer waits for another to bump it.
 * (Writers of the same rows can deadlock on those rows in rare orders; PostgreSQL detects that and
 * refuses one of them, answered as a 409 "please try again".)
 */
export function frontDeskTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
