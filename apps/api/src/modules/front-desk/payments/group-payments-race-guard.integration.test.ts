import type { Database } from "@atithi/db";
import { describe, expect, it, vi } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceOfGroupPayments } from "../../../testing/races";

// The group payment as it would be without its guard: the group and its stays read without `FOR UPDATE`.
vi.mock("./group-payments.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./group-payments.repository")>();
  return {
    groupPaymentsRepository: (db: Database) => {
      const locked = original.groupPaymentsRepository(db);
      return {
        lockGroup: (id: string) =>
          db.selectFrom("groupBookings").select(["id", "groupName"]).where("id", "=", id).executeTakeFirst(),
        lockMembers: async (groupBookingId: string) => {
          // The same rows, read plainly: the lock is the only difference.
          const rows = await db
            .selectFrom("bookings")
            .innerJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
            .innerJoin("rooms", "rooms.id", "bookings.roomId")
            .selectAll("bookings")
            .select("rooms.number as roomNumber")
            .where("groupBookingItems.groupBookingId", "=", groupBookingId)
            .orderBy("bookings.id")
            .execute();
          return rows satisfies Awaited<ReturnType<typeof locked.lockMembers>>;
        },
      };
    },
  };
});

useFreshApp();

describe("the group and stay row locks in group payments", () => {
  it.skipIf(!onPostgres)(
    `are what keeps two payments from taking more than the group owes (${postgresOnly})`,
    async () => {
      // Unlocked, both payments read ₹16,000 owed and both are taken. A round could happen to run
      // one after the other; five rounds give five chances to race.
      const rounds = [];
      for (let round = 0; round < 5; round++) {
        const race = await raceOfGroupPayments(round);
        rounds.push(race);
        if (race.codes.join() === "201,201") break;
      }
      // What group-payments-races.integration.test.ts asserts (one taken, one refused) would fail.
      expect(rounds.some((r) => r.codes.join() !== "201,400" || r.sumOfPayments !== "10000.00")).toBe(true);
    },
  );
});
