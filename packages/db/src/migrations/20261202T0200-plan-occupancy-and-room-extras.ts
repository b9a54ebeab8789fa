import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * Corrections to stays priced by plan (issue 30), after review.
 *
 * - `rate_plans.base_occupancy`: the adults a plan's base price covers; null, its room type's base
 *   occupancy. The default plan covers one adult whatever its type, so it prices exactly as part 1
 *   did (₹3,200 an adult, ₹1,600 a child a night): one adult in a double pays ₹3,200, not the
 *   ₹6,400 that 20261202T0100 made of a type's untouched default plan for two. Such a plan (the
 *   default's name and prices, N × ₹3,200 for its type's N adults, no weekend, season, minimum stay
 *   or breakfast) goes back to ₹3,200 for one adult: for N adults or more it prices every stay as
 *   before, for fewer it prices as part 1. Stays already booked keep the nights they were billed.
 *   Written as literals, not read from the domain, so that this migration never changes.
 * - `booking_charges.gst_rate` may be null: an extra that is part of the accommodation (an extra
 *   bed, a late check-out, a cancellation or no-show fee) entered without a rate is taxed at the
 *   slab of its stay's nights. Charges already made keep the rate they were billed at.
 * - Each of a stay's nights lies within its dates: checked when nights are written (one query per
 *   statement), and when a stay's dates change, at commit (the transaction that changes them
 *   rewrites its nights after).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    ALTER TABLE rate_plans ADD COLUMN base_occupancy integer
      CONSTRAINT rate_plans_base_occupancy_check CHECK (base_occupancy BETWEEN 1 AND 20);

    UPDATE rate_plans p SET base_occupancy = 1, base_price = 3200.00, updated_at = now()
    FROM room_types t
    WHERE t.id = p.room_type_id
      AND p.name = 'Standard rate' AND p.base_price = 3200.00 * t.base_occupancy
      AND p.extra_adult_price = 3200.00 AND p.child_price = 1600.00
      AND p.weekend_base_price IS NULL AND p.minimum_stay = 1 AND NOT p.breakfast_included
      AND NOT EXISTS (SELECT 1 FROM rate_plan_seasons s WHERE s.rate_plan_id = p.id);
    -- Fired now, so that a later migration of the run may alter rate_plans.
    SET CONSTRAINTS rate_plans_data_changed IMMEDIATE;
    SET CONSTRAINTS rate_plans_data_changed DEFERRED;

    ALTER TABLE booking_charges ALTER COLUMN gst_rate DROP NOT NULL;

    CREATE FUNCTION booking_nights_within_stay() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      outside record;
    BEGIN
      SELECT n.booking_id, n.night, b.check_in_date, b.check_out_date INTO outside
      FROM added n JOIN bookings b ON b.id = n.booking_id
      WHERE n.night < b.check_in_date OR n.night >= b.check_out_date
      LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'Night % of stay % is outside its dates % to %',
          outside.night, outside.booking_id, outside.check_in_date, outside.check_out_date
          USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_nights_within_stay';
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER booking_nights_within_stay AFTER INSERT ON booking_nights
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_nights_within_stay();
    CREATE TRIGGER booking_nights_within_stay_update AFTER UPDATE ON booking_nights
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_nights_within_stay();

    CREATE FUNCTION bookings_nights_within_dates() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      outside date;
    BEGIN
      SELECT n.night INTO outside FROM booking_nights n
      JOIN bookings b ON b.id = n.booking_id
      WHERE n.booking_id = NEW.id AND (n.night < b.check_in_date OR n.night >= b.check_out_date)
      LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'Night % of stay % is outside its dates', outside, NEW.id
          USING ERRCODE = 'check_violation', CONSTRAINT = 'booking_nights_within_stay';
      END IF;
      RETURN NULL;
    END $$;
    CREATE CONSTRAINT TRIGGER bookings_nights_within_dates
      AFTER UPDATE OF check_in_date, check_out_date ON bookings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN (OLD.check_in_date IS DISTINCT FROM NEW.check_in_date OR OLD.check_out_date IS DISTINCT FROM NEW.check_out_date)
      EXECUTE FUNCTION bookings_nights_within_dates();
    `,
  );
}
