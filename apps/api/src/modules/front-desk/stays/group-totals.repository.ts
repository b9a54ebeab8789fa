import type { Database } from "@atithi/db";
import type { PaymentStatus } from "@atithi/domain";

/** The totals a group keeps of its member stays' money. */
export function groupTotalsRepository(db: Database) {
  return {
    /** The groups (each once) that any of these bookings belong to. */
    async groupsOfBookings(bookingIds: readonly string[]): Promise<string[]> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .selectFrom("groupBookingItems")
        .select("groupBookingId")
        .distinct()
        .where("bookingId", "in", bookingIds)
        .execute();
      return rows.map((r) => r.groupBookingId);
    },
    /** What each member stay of a group owes and has paid. */
    memberMoney(groupBookingId: string) {
      return db
        .selectFrom("bookings")
        .innerJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
        .select(["bookings.amountDue", "bookings.paidAmount"])
        .where("groupBookingItems.groupBookingId", "=", groupBookingId)
        .execute();
    },
    async setTotals(
      groupBookingId: string,
      values: { totalAmount: string; paidAmount: string; paymentStatus: PaymentStatus },
    ) {
      await db
        .updateTable("groupBookings")
        .set({ ...values, updatedAt: new Date() })
        .where("id", "=", groupBookingId)
        .execute();
    },
  };
}
