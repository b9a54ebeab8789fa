import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * The front desk's change counter is bumped once per transaction, at its commit, instead of by
 * every statement as it happened. Bumped mid-transaction, the counter's row lock was held from the
 * first change to the commit, so every front-desk write queued behind every other one (and to keep
 * that from deadlocking, each took the counter's lock first).
 *
 * Now a deferred constraint trigger fires at COMMIT, after all of the transaction's own work: it
 * takes the counter's row lock only for the moment before the commit, and it is the last lock the
 * transaction takes. A transaction holding it waits for nothing else (no other constraint or
 * trigger here is deferred), so it cannot be part of a deadlock; writers of unrelated rows no
 * longer wait for each other. The bump still commits atomically with the changes it describes, so
 * a view read after the counter (view-cache.ts) is never older than the version it is kept under.
 *
 * Constraint triggers fire for each row; a transaction-local setting makes all but the first of
 * them skip the update. TRUNCATE has no rows: a statement trigger bumps the counter at once (a
 * TRUNCATE locks its whole table anyway; the application never truncates these tables).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    CREATE FUNCTION bump_front_desk_version_once() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('atithi.front_desk_bumped', true) IS DISTINCT FROM 'on' THEN
        -- is_local: the setting ends with the transaction.
        PERFORM set_config('atithi.front_desk_bumped', 'on', true);
        UPDATE change_counters SET version = version + 1 WHERE name = 'front_desk';
      END IF;
      RETURN NULL;
    END
    $$;

    DROP TRIGGER bookings_changed ON bookings;
    DROP TRIGGER rooms_changed ON rooms;
    DROP TRIGGER guests_changed ON guests;
    DROP TRIGGER payments_changed ON payments;

    CREATE CONSTRAINT TRIGGER bookings_changed AFTER INSERT OR UPDATE OR DELETE ON bookings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_front_desk_version_once();
    CREATE CONSTRAINT TRIGGER rooms_changed AFTER INSERT OR UPDATE OR DELETE ON rooms
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_front_desk_version_once();
    CREATE CONSTRAINT TRIGGER guests_changed AFTER INSERT OR UPDATE OR DELETE ON guests
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_front_desk_version_once();
    CREATE CONSTRAINT TRIGGER payments_changed AFTER INSERT OR UPDATE OR DELETE ON payments
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_front_desk_version_once();

    CREATE TRIGGER bookings_truncated AFTER TRUNCATE ON bookings
      FOR EACH STATEMENT EXECUTE FUNCTION bump_front_desk_version();
    CREATE TRIGGER rooms_truncated AFTER TRUNCATE ON rooms
      FOR EACH STATEMENT EXECUTE FUNCTION bump_front_desk_version();
    CREATE TRIGGER guests_truncated AFTER TRUNCATE ON guests
      FOR EACH STATEMENT EXECUTE FUNCTION bump_front_desk_version();
    CREATE TRIGGER payments_truncated AFTER TRUNCATE ON payments
      FOR EACH STATEMENT EXECUTE FUNCTION bump_front_desk_version();
    `,
  );
}
