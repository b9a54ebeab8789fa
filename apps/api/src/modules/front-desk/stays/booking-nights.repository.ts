import type { Database } from "@atithi/db";
import { fromPaise, type NightPrice, type NightRate, toPaise } from "@atithi/domain";
import { sql } from "kysely";

/** Each night of a stay as it was billed, before discount: `booking_nights`. */
export function bookingNightsRepository(db: Database) {
  return {
    /** The nights of each stay, in date order; a stay stored without nights is absent. */
    async forBookings(ids: readonly string[]): Promise<Map<string, NightPrice[]>> {
      const nights = new Map<string, NightPrice[]>();
      if (ids.length === 0) return nights;
      const rows = await db
        .selectFrom("bookingNights")
        .select(["bookingId", "night", "amount", "rate", "season"])
        .where("bookingId", "in", ids)
        .orderBy("bookingId")
        .orderBy("night")
        .execute();
      for (const row of rows) {
        const night: NightPrice = {
          date: row.night,
          amount: toPaise(row.amount),
          rate: row.rate as NightRate,
        };
        if (row.season !== null) night.season = row.season;
        const own = nights.get(row.bookingId);
        if (own) own.push(night);
        else nights.set(row.bookingId, [night]);
      }
      return nights;
    },
    /** The stays' nights become `nights`, each stay's whole, in two statements whatever their number. */
    async replace(stays: readonly { bookingId: string; nights: readonly NightPrice[] }[]) {
      if (stays.length === 0) return;
      await db
        .deleteFrom("bookingNights")
        .where(
          "bookingId",
          "in",
          stays.map((s) => s.bookingId),
        )
        .execute();
      // One JSON parameter: a group's 200 rooms for a year are 73,000 nights, past a statement's parameters.
      const records = stays.flatMap((s) =>
        s.nights.map((n) => ({
          booking_id: s.bookingId,
          night: n.date,
          amount: fromPaise(n.amount),
          rate: n.rate,
          season: n.season ?? null,
        })),
      );
      if (records.length === 0) return;
      await sql`INSERT INTO booking_nights (booking_id, night, amount, rate, season)
        SELECT booking_id, night, amount, rate, season FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
          AS v(booking_id text, night date, amount numeric, rate text, season text)`.execute(db);
    },
    /** Each stay keeps the nights before its new check-out date (a stay ended early), in one statement. */
    async keepBefore(stays: readonly { bookingId: string; checkOutDate: string }[]) {
      if (stays.length === 0) return;
      const records = stays.map((s) => ({ booking_id: s.bookingId, check_out_date: s.checkOutDate }));
      await sql`DELETE FROM booking_nights n
        USING jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS v(booking_id text, check_out_date date)
        WHERE n.booking_id = v.booking_id AND n.night >= v.check_out_date`.execute(db);
    },
  };
}
