import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Stays priced night by night by a room type's rate plan (issue 30).
 *
 * - `bookings.rate_plan_id`: the plan the stay was priced by, and is priced by again when its dates,
 *   guests or room change. Null for a stay priced before plans: it is priced by its room type's
 *   default plan the first time it changes.
 * - `booking_nights`: each night of the stay as it was billed, before discount (numeric(10,2), as
 *   the bookings' money columns), with the rate that priced it (`base`, `weekend`, or `season` with
 *   the season's name). A plan changed later leaves them as they are. They are rewritten in the
 *   transaction that re-prices their stay, whose own row changes with them (and announces the
 *   change to the screens), so the table needs no data-change trigger of its own.
 *
 * Every stay already made keeps its stored totals (tariff, tax, amount due): only its nights are
 * written, at the per-person prices every stay was priced at until now (₹3,200 an adult, ₹1,600 a
 * child a night, the same every night). The folio spreads a stay's tariff over its nights in
 * proportion to their prices, so nights all at one price are valued (and taxed) exactly as before.
 *
 * A type made with a base occupancy above 1 was given a default plan covering one adult at ₹3,200
 * (`defaultRatePlan()` before this change). Such a plan, never changed since (no stay was priced by
 * a plan until now), prices the room for its N adults at N × ₹3,200, as a new type's now does.
 * Written as literals, not read from the domain, so that this migration never changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    ALTER TABLE bookings ADD COLUMN rate_plan_id text REFERENCES rate_plans (id) ON DELETE RESTRICT;
    CREATE INDEX bookings_rate_plan_id_idx ON bookings (rate_plan_id);

    CREATE TABLE booking_nights (
      booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      night date NOT NULL,
      amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
      rate text NOT NULL CHECK (rate IN ('base', 'weekend', 'season')),
      season text CHECK (length(season) BETWEEN 1 AND 100),
      CONSTRAINT booking_nights_pkey PRIMARY KEY (booking_id, night),
      CONSTRAINT booking_nights_season_of_rate_check CHECK ((rate = 'season') = (season IS NOT NULL))
    );

    INSERT INTO booking_nights (booking_id, night, amount, rate)
    SELECT b.id, b.check_in_date + i, b.adults * 3200.00 + b.children * 1600.00, 'base'
    FROM bookings b
    CROSS JOIN LATERAL generate_series(0, b.check_out_date - b.check_in_date - 1) AS i;

    UPDATE rate_plans p SET base_price = 3200.00 * t.base_occupancy, updated_at = now()
    FROM room_types t
    WHERE t.id = p.room_type_id AND t.base_occupancy > 1
      AND p.name = 'Standard rate' AND p.updated_at = p.created_at
      AND p.base_price = 3200.00 AND p.extra_adult_price = 3200.00 AND p.child_price = 1600.00
      AND p.weekend_base_price IS NULL
      AND NOT EXISTS (SELECT 1 FROM rate_plan_seasons s WHERE s.rate_plan_id = p.id);
    -- Fired now, so that a later migration of the run may alter rate_plans.
    SET CONSTRAINTS rate_plans_data_changed IMMEDIATE;
    SET CONSTRAINTS rate_plans_data_changed DEFERRED;
    `,
  );
}
