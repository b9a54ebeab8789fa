import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Room types and their rate plans (issue 30), and every room in a type.
 *
 * - `room_types`: a name unique whatever its case, the adults its plans' base price covers
 *   (`base_occupancy`) and the most guests a room of the type takes (`max_occupancy`).
 * - `rate_plans`: a type's prices for a night, numeric(10,2) like the bookings' money columns
 *   (the code carries decimal strings at its edges, integer paise inside). A name is unique within
 *   its type; at most one plan of a type is its default, which the partial unique index
 *   `rate_plans_one_default_key` settles even between transactions racing to make one the default.
 *   Weekend nights are the weekdays in `weekend_days` (0 = Sunday … 6 = Saturday); their three
 *   prices are all given or none (none: the base prices every night).
 * - `rate_plan_seasons`: a plan's seasons as rows of their own rather than a jsonb document, so that
 *   their dates are `date` columns and their prices numeric columns checked like every other price
 *   (non-negative, weekend prices all or none, the end not before the start); `position` keeps the
 *   order they were given in, which settles two equally specific seasons. They belong to their plan
 *   and are written with it, replaced whole when it changes.
 * - `rooms.room_type_id` (every room has a type), `rooms.floor`, and `rooms.capacity` becomes the
 *   room's own capacity: null takes its type's maximum occupancy. Occupancies and capacities run
 *   from 1 to 20, as the domain's `RATE_PLAN_LIMITS` (the rooms' capacity allowed up to 50; a booking
 *   takes at most 12 guests, so a room above 20 becomes 20 and takes every booking it took before).
 * - A room number is unique among the active rooms only (`rooms_number_key`, now a partial index),
 *   so a retired room's number can be given to a new room.
 *
 * The hotel's prices until now were per person (₹3,200 an adult, ₹1,600 a child a night): the type
 * "Standard" (base occupancy 1, at most 6 guests, the rooms' capacity until now) gets the default
 * plan "Standard rate" at ₹3,200 for the first adult, ₹3,200 each further adult and ₹1,600 a child,
 * which prices every stay exactly as before (`defaultRatePlan()` of the domain; a test compares
 * them). Every existing room joins it; a room whose capacity was not 6 keeps it as its own.
 * Written as literals here, not read from the domain, so that this migration never changes.
 */
/** The type Standard's id, the same on every database (a UUID, as the API's room type ids are). */
const STANDARD_ID = "5e1d7a2c-0b3f-4c1e-9a57-3d2f8c6b4e10";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    CREATE TABLE room_types (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      base_occupancy smallint NOT NULL CHECK (base_occupancy BETWEEN 1 AND 20),
      max_occupancy smallint NOT NULL CHECK (max_occupancy BETWEEN 1 AND 20),
      description text CHECK (length(description) <= 1000),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT room_types_occupancy_check CHECK (max_occupancy >= base_occupancy)
    );
    CREATE UNIQUE INDEX room_types_name_lower_key ON room_types (lower(name));

    CREATE TABLE rate_plans (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      room_type_id text NOT NULL REFERENCES room_types (id) ON DELETE RESTRICT,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      is_default boolean NOT NULL DEFAULT false,
      base_price numeric(10, 2) NOT NULL CHECK (base_price >= 0),
      extra_adult_price numeric(10, 2) NOT NULL CHECK (extra_adult_price >= 0),
      child_price numeric(10, 2) NOT NULL CHECK (child_price >= 0),
      weekend_days smallint[] NOT NULL DEFAULT '{}'
        CHECK (weekend_days <@ '{0,1,2,3,4,5,6}'::smallint[] AND cardinality(weekend_days) <= 7
          AND array_position(weekend_days, NULL) IS NULL),
      weekend_base_price numeric(10, 2) CHECK (weekend_base_price >= 0),
      weekend_extra_adult_price numeric(10, 2) CHECK (weekend_extra_adult_price >= 0),
      weekend_child_price numeric(10, 2) CHECK (weekend_child_price >= 0),
      minimum_stay smallint NOT NULL DEFAULT 1 CHECK (minimum_stay BETWEEN 1 AND 365),
      breakfast_included boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT rate_plans_weekend_prices_check CHECK (
        (weekend_base_price IS NULL) = (weekend_extra_adult_price IS NULL)
        AND (weekend_extra_adult_price IS NULL) = (weekend_child_price IS NULL)),
      -- A type's default plan is one it sells.
      CONSTRAINT rate_plans_default_active_check CHECK (is_active OR NOT is_default)
    );
    -- Also the index of a type's plans (room_type_id first).
    CREATE UNIQUE INDEX rate_plans_name_lower_key ON rate_plans (room_type_id, lower(name));
    CREATE UNIQUE INDEX rate_plans_one_default_key ON rate_plans (room_type_id) WHERE is_default;

    CREATE TABLE rate_plan_seasons (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      rate_plan_id text NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position >= 0),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      from_date date NOT NULL,
      to_date date NOT NULL,
      base_price numeric(10, 2) NOT NULL CHECK (base_price >= 0),
      extra_adult_price numeric(10, 2) NOT NULL CHECK (extra_adult_price >= 0),
      child_price numeric(10, 2) NOT NULL CHECK (child_price >= 0),
      weekend_base_price numeric(10, 2) CHECK (weekend_base_price >= 0),
      weekend_extra_adult_price numeric(10, 2) CHECK (weekend_extra_adult_price >= 0),
      weekend_child_price numeric(10, 2) CHECK (weekend_child_price >= 0),
      minimum_stay smallint CHECK (minimum_stay BETWEEN 1 AND 365),
      CONSTRAINT rate_plan_seasons_dates_check CHECK (to_date >= from_date),
      CONSTRAINT rate_plan_seasons_weekend_prices_check CHECK (
        (weekend_base_price IS NULL) = (weekend_extra_adult_price IS NULL)
        AND (weekend_extra_adult_price IS NULL) = (weekend_child_price IS NULL)),
      CONSTRAINT rate_plan_seasons_position_key UNIQUE (rate_plan_id, position)
    );

    INSERT INTO room_types (id, name, base_occupancy, max_occupancy)
    VALUES ('${STANDARD_ID}', 'Standard', 1, 6);
    INSERT INTO rate_plans (room_type_id, name, is_default, base_price, extra_adult_price, child_price)
    VALUES ('${STANDARD_ID}', 'Standard rate', true, 3200.00, 3200.00, 1600.00);

    -- Every room joins Standard through the column's default, dropped at once. The rooms are
    -- updated only after the last change of the table: an update leaves the rooms' deferred
    -- data-change trigger pending, and PostgreSQL alters no table with trigger events pending.
    ALTER TABLE rooms
      ADD COLUMN room_type_id text NOT NULL DEFAULT '${STANDARD_ID}' REFERENCES room_types (id) ON DELETE RESTRICT,
      ADD COLUMN floor text CHECK (length(floor) BETWEEN 1 AND 20),
      ALTER COLUMN capacity DROP NOT NULL,
      ALTER COLUMN capacity DROP DEFAULT,
      DROP CONSTRAINT rooms_capacity_check,
      DROP CONSTRAINT rooms_number_key;
    ALTER TABLE rooms ALTER COLUMN room_type_id DROP DEFAULT;
    CREATE INDEX rooms_room_type_id_idx ON rooms (room_type_id);
    CREATE UNIQUE INDEX rooms_number_key ON rooms (number) WHERE is_active;
    UPDATE rooms SET capacity = CASE WHEN capacity = 6 THEN NULL ELSE 20 END
    WHERE capacity = 6 OR capacity > 20;
    -- Fired now, so that the table can be altered again (here, and by a later migration of the run).
    SET CONSTRAINTS rooms_data_changed IMMEDIATE;
    SET CONSTRAINTS rooms_data_changed DEFERRED;
    ALTER TABLE rooms ADD CONSTRAINT rooms_capacity_check CHECK (capacity BETWEEN 1 AND 20);

    CREATE CONSTRAINT TRIGGER room_types_data_changed AFTER INSERT OR UPDATE OR DELETE ON room_types
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_data_change();
    CREATE TRIGGER room_types_data_truncated AFTER TRUNCATE ON room_types
      FOR EACH STATEMENT EXECUTE FUNCTION note_data_change();
    CREATE CONSTRAINT TRIGGER rate_plans_data_changed AFTER INSERT OR UPDATE OR DELETE ON rate_plans
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_data_change();
    CREATE TRIGGER rate_plans_data_truncated AFTER TRUNCATE ON rate_plans
      FOR EACH STATEMENT EXECUTE FUNCTION note_data_change();
    CREATE CONSTRAINT TRIGGER rate_plan_seasons_data_changed
      AFTER INSERT OR UPDATE OR DELETE ON rate_plan_seasons
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_data_change();
    CREATE TRIGGER rate_plan_seasons_data_truncated AFTER TRUNCATE ON rate_plan_seasons
      FOR EACH STATEMENT EXECUTE FUNCTION note_data_change();
    `,
  );
}
