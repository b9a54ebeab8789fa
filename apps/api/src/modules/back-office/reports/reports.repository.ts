import type { Database } from "@atithi/db";
import { sql } from "kysely";

/** A range of calendar days [startDate, endDate] of the property's zone as instants [from, to). */
function instantBounds(startDate: string, endDate: string, timeZone: string) {
  return {
    from: sql<Date>`(${startDate}::date)::timestamp at time zone ${timeZone}`,
    to: sql<Date>`(${endDate}::date + 1)::timestamp at time zone ${timeZone}`,
  };
}

/** What the reports read from the front desk's tables; expenses come from the expenses repository. */
export function reportsRepository(db: Database) {
  return {
    /**
     * Money received per calendar day of the property's zone, net of refunds (cash basis, as the
     * dashboard's todayRevenue); the bounds as instants let the index on payment_date serve it.
     */
    paymentsByDay(startDate: string, endDate: string, timeZone: string) {
      const { from, to } = instantBounds(startDate, endDate, timeZone);
      const day = sql<string>`to_char(payment_date at time zone ${timeZone}, 'YYYY-MM-DD')`;
      return (
        db
          .selectFrom("payments")
          .select([
            day.as("date"),
            sql<string>`sum(case when kind = 'refund' then -amount else amount end)::numeric(16, 2)::text`.as(
              "amount",
            ),
          ])
          .where("paymentDate", ">=", from)
          .where("paymentDate", "<", to)
          // A voided payment never was money received.
          .where("voidedAt", "is", null)
          // By position: the zone is a parameter, so a repeated expression would not match the select's.
          .groupBy(sql`1`)
          .execute()
      );
    },
    /**
     * Stays that may owe GST and have a night in [startDate, endDate], each with its nights as
     * billed in date order, in one statement (a stay re-priced meanwhile is read with its nights
     * either before or after, never half of each); served by the stay-range index.
     */
    taxableStays(startDate: string, endDate: string) {
      return db
        .selectFrom("bookings")
        .innerJoin("guests", "guests.id", "bookings.guestId")
        .innerJoin("rooms", "rooms.id", "bookings.roomId")
        .select([
          "bookings.id as bookingId",
          "guests.name as guestName",
          "rooms.number as roomNumber",
          "bookings.checkInDate",
          "bookings.checkOutDate",
          sql<string>`bookings.total_amount::text`.as("totalAmount"),
          sql<{ date: string; amount: string }[]>`(
            SELECT coalesce(json_agg(json_build_object('date', n.night::text, 'amount', n.amount::text)
              ORDER BY n.night), '[]'::json)
            FROM booking_nights n WHERE n.booking_id = bookings.id
          )`.as("nights"),
        ])
        .where(
          sql`daterange(bookings.check_in_date, bookings.check_out_date, '[)')`,
          "&&",
          sql`daterange(${startDate}::date, ${endDate}::date, '[]')`,
        )
        .where("bookings.status", "<>", "cancelled")
        .where("bookings.isComplimentary", "=", false)
        .execute();
    },
  };
}
