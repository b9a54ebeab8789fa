import type { Database } from "@atithi/db";
import { sql } from "kysely";

export function notificationsRepository(db: Database) {
  return {
    /**
     * Stays waiting at the desk on `today` (domain: isArrivalDue, isDepartureDue): confirmed from
     * their check-in date on, and still checked in from their check-out date on.
     */
    async staysDue(today: string) {
      const row = await db
        .selectFrom("bookings")
        .select([
          sql<number>`count(*) filter (where status = 'confirmed' and check_in_date <= ${today}::date)::int`.as(
            "arrivals",
          ),
          sql<number>`count(*) filter (where status = 'checked_in' and check_out_date <= ${today}::date)::int`.as(
            "departures",
          ),
        ])
        .where("status", "in", ["confirmed", "checked_in"])
        .executeTakeFirstOrThrow();
      return { arrivals: Number(row.arrivals), departures: Number(row.departures) };
    },
  };
}
