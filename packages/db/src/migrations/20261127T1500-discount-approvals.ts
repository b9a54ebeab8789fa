import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Discounts above a limit, and complimentary stays, entered by the front desk wait for a manager
 * (issue 28). The limit is one row, changed by administrators. A stay or group holds the discount
 * it asked for beside the one that applies: both request columns are set together or neither is,
 * and only a request that waits has them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    CREATE TABLE front_desk_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      max_discount_without_approval smallint NOT NULL DEFAULT 10
        CHECK (max_discount_without_approval BETWEEN 0 AND 100),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO front_desk_settings (id) VALUES (true);
    CREATE CONSTRAINT TRIGGER front_desk_settings_data_changed
      AFTER INSERT OR UPDATE OR DELETE ON front_desk_settings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_data_change();

    ALTER TABLE bookings
      ADD COLUMN requested_discount_percentage numeric(5, 2)
        CHECK (requested_discount_percentage BETWEEN 0 AND 100),
      ADD COLUMN requested_complimentary boolean,
      ADD COLUMN discount_requested_by text REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN discount_requested_at timestamptz,
      ADD CONSTRAINT bookings_discount_request_check CHECK (
        (requested_discount_percentage IS NULL) = (requested_complimentary IS NULL)
        AND (requested_complimentary IS NULL) = (discount_requested_at IS NULL));
    -- The requests waiting are few among all bookings: what the dashboard lists.
    CREATE INDEX bookings_discount_pending_idx ON bookings (discount_requested_at)
      WHERE requested_complimentary IS NOT NULL;

    ALTER TABLE group_bookings
      ADD COLUMN requested_discount_percentage numeric(5, 2)
        CHECK (requested_discount_percentage BETWEEN 0 AND 100),
      ADD COLUMN requested_complimentary boolean,
      ADD COLUMN discount_requested_by text REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN discount_requested_at timestamptz,
      ADD CONSTRAINT group_bookings_discount_request_check CHECK (
        (requested_discount_percentage IS NULL) = (requested_complimentary IS NULL)
        AND (requested_complimentary IS NULL) = (discount_requested_at IS NULL));
    CREATE INDEX group_bookings_discount_pending_idx ON group_bookings (discount_requested_at)
      WHERE requested_complimentary IS NOT NULL;
    `,
  );
}
