import type { Database } from "@atithi/db";
import { sql } from "kysely";

export function dashboardRepository(db: Database) {
  return {
    /** Stays (not cancelled) that hold a room on the night of `day`. */
    staysTonight(day: string) {
      return db
        .selectFrom("bookings")
        .innerJoin("rooms", "rooms.id", "bookings.roomId")
        .select((eb) => eb.fn.count<number>("bookings.roomId").distinct().as("n"))
        .where("rooms.isActive", "=", true)
        .where("bookings.status", "<>", "cancelled")
        .where(sql`daterange(bookings.check_in_date, bookings.check_out_date, '[)')`, "@>", sql`${day}::date`)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
    /** Money received on a calendar day of the property's zone, net of refunds. */
    paymentsOn(day: string, timeZone: string) {
      return (
        db
          .selectFrom("payments")
          .select(
            sql<string>`coalesce(sum(case when kind = 'refund' then -amount else amount end), 0)::numeric(14, 2)::text`.as(
              "total",
            ),
          )
          // The day's bounds as instants, so the index on payment_date serves the query.
          .where("paymentDate", ">=", sql<Date>`(${day}::date)::timestamp at time zone ${timeZone}`)
          .where("paymentDate", "<", sql<Date>`(${day}::date + 1)::timestamp at time zone ${timeZone}`)
          // A voided payment never was money received.
          .where("voidedAt", "is", null)
          .executeTakeFirstOrThrow()
          .then((r) => r.total)
      );
    },
  };
}
