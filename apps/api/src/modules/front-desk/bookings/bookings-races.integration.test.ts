import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { api, t, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceForOneRoom, raceOfPayments } from "../../../testing/races";

useFreshApp();

// On PostgreSQL these race for real (one connection each); on PGlite they run one after another.
// Each guard is shown to matter below, and in payments-race-guard.integration.test.ts.
describe("races settled by the database", () => {
  it("20 parallel requests for the same room and dates make exactly one booking", async () => {
    const race = await raceForOneRoom();
    const codes = race.results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of race.results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe("Room is not available for the selected dates");
    }
    expect(race.bookings).toHaveLength(1);
    expect(race.payments).toHaveLength(1);
  });

  it("10 parallel payments that together exceed the total never overpay, nor lose one", async () => {
    // Total 3200; ten payments of 500 would be 5000.
    const race = await raceOfPayments();
    expect(race.accepted).toBe(6);
    expect(race.results.filter((r) => r.statusCode === 201 || r.statusCode === 400).length).toBe(10);
    // The booking's paid amount is the sum of its payment rows: no payment was lost to another.
    expect(race.paidAmount).toBe(race.sumOfPayments);
    expect(race.paidAmount).toBe("3000.00");
    const summary = (await api("GET", `/api/bookings/${race.bookingId}/checkout-summary`)).json();
    expect(summary).toMatchObject({ totalAmount: "3200.00", totalPaid: "3000.00", pendingAmount: "200.00" });
    expect(summary.payments).toHaveLength(6);
  });

  it.skipIf(!onPostgres)(
    `without the no-overlap constraint the booking race makes more than one booking (${postgresOnly})`,
    async () => {
      // This test's database is its own (dropped afterwards): take the guard away and race again.
      await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`.execute(t.database.db);
      const race = await raceForOneRoom();
      // What the race test above asserts would fail.
      expect(race.created).toBeGreaterThan(1);
      expect(race.bookings.length).toBe(race.created);
    },
  );
});
