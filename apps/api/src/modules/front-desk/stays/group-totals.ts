import type { Database } from "@atithi/db";
import { derivePaymentStatus, fromPaise, toPaise } from "@atithi/domain";
import { groupTotalsRepository } from "./group-totals.repository";

/**
 * Keeps the total, paid amount and payment status of the groups these bookings belong to in step
 * with what their members owe and paid.
 */
export async function refreshGroupPaid(db: Database, bookingIds: readonly string[]) {
  for (const groupId of await groupTotalsRepository(db).groupsOfBookings(bookingIds)) {
    await refreshGroupTotals(db, groupId);
  }
}

/** A group's totals, from what its member stays owe and paid now. */
export async function refreshGroupTotals(db: Database, groupId: string) {
  const groups = groupTotalsRepository(db);
  const members = await groups.memberMoney(groupId);
  const paid = members.reduce((sum, m) => sum + toPaise(m.paidAmount), 0);
  const total = members.reduce((sum, m) => sum + toPaise(m.amountDue), 0);
  await groups.setTotals(groupId, {
    totalAmount: fromPaise(total),
    paidAmount: fromPaise(paid),
    paymentStatus: derivePaymentStatus(total, paid),
  });
}
