import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * The calendar and dashboard views now follow the data version of 20261124T0100-data-changes (one
 * row per connection) instead of the front desk's single counter row. That row was a lock every
 * front-desk write took at commit and held through its WAL flush, so commits queued behind each
 * other one at a time; the per-connection rows have no such queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    DROP TRIGGER bookings_changed ON bookings;
    DROP TRIGGER rooms_changed ON rooms;
    DROP TRIGGER guests_changed ON guests;
    DROP TRIGGER payments_changed ON payments;
    DROP TRIGGER bookings_truncated ON bookings;
    DROP TRIGGER rooms_truncated ON rooms;
    DROP TRIGGER guests_truncated ON guests;
    DROP TRIGGER payments_truncated ON payments;
    DROP FUNCTION bump_front_desk_version_once();
    DROP FUNCTION bump_front_desk_version();
    DROP TABLE change_counters;
    `,
  );
}
