import type { Database } from "@atithi/db";
import { countPayments } from "../payments";
import { type BookingValues, bookingsRepository } from "./bookings.repository";
import { chargesRepository } from "./charges.repository";
import { stayInvoicesRepository } from "./stay-invoices.repository";

export { bookingsRest } from "./bookings.rest";
export { bookingsRouter } from "./bookings.router";
export {
  calendarStays,
  cancelStay,
  departStay,
  insertBooking,
  lockBooking,
  pendingTotal,
} from "./bookings.service";
export { issueStayInvoice } from "./folio.service";
export { newStayMoney, refreshOpenStays, refreshStayMoney } from "./stay-money";
export { checkIn, checkOut, type LockedBooking, shortenToNightsUsed } from "./stay-moves";

// The two functions below serve a group's edit (groups.service.ts). They belong with the other
// stay writers in bookings.service.ts, and are kept here while that file is being changed for room moves.

/** What a group decides for each of its member stays; the caller refreshes the stay's money after. */
export type MemberStayValues = Pick<
  BookingValues,
  | "guestId"
  | "checkInDate"
  | "checkOutDate"
  | "adults"
  | "children"
  | "totalAmount"
  | "isComplimentary"
  | "discountPercentage"
  | "notes"
>;

/** A locked member stay of a group takes the group's dates, price and guest. */
export async function updateMemberStay(trx: Database, id: string, values: MemberStayValues) {
  await bookingsRepository(trx).update(id, values);
}

/**
 * Removes a locked stay that holds no money history. When it holds some, nothing is removed and
 * the answer says what it holds: "payments", "extras" or "an invoice".
 */
export async function removeStayWithoutHistory(
  trx: Database,
  id: string,
): Promise<"payments" | "extras" | "an invoice" | null> {
  const [payments, charges, invoice] = await Promise.all([
    countPayments(trx, id),
    chargesRepository(trx).forBooking(id),
    stayInvoicesRepository(trx).forBooking(id),
  ]);
  if (payments > 0) return "payments";
  if (charges.length > 0) return "extras";
  if (invoice) return "an invoice";
  await bookingsRepository(trx).delete(id);
  return null;
}
