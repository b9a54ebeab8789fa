import type { Database } from "@atithi/db";

/** The rows a group payment reads: its group and member stays, locked. */
export function groupPaymentsRepository(db: Database) {
  return {
    /**
     * The group's row, locked: two payments for one group queue here, and a payment waits for an
     * edit, check-out or invoice of the group under way (they lock it first too).
     */
    lockGroup(id: string) {
      return db
        .selectFrom("groupBookings")
        .select(["id", "groupName"])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },
    /**
     * The member stays with their rooms' numbers, locked in id order as the group's other writes
     * lock them: a payment taken on one of the stays alone waits for this one, or it for that.
     */
    lockMembers(groupBookingId: string) {
      return db
        .selectFrom("bookings")
        .innerJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
        .innerJoin("rooms", "rooms.id", "bookings.roomId")
        .selectAll("bookings")
        .select("rooms.number as roomNumber")
        .where("groupBookingItems.groupBookingId", "=", groupBookingId)
        .orderBy("bookings.id")
        .forUpdate("bookings")
        .execute();
    },
  };
}
