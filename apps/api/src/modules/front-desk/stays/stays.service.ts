import type { Database } from "@atithi/db";
import {
  type CancelReason,
  CHARGE_CATEGORY_DEFAULTS,
  type ChargeInput,
  chargeGstRate,
  fromPaise,
} from "@atithi/domain";
import { conflict, notFound } from "../../../platform/errors";
import { chargesRepository } from "./charges.repository";
import { stayInvoicesRepository } from "./stay-invoices.repository";
import { refreshStayMoney } from "./stay-money";
import type { LockedBooking } from "./stay-moves";
import { stayPaymentsRepository } from "./stay-payments.repository";
import { type BookingValues, NO_DISCOUNT_REQUEST, staysRepository } from "./stays.repository";

/** The booking, locked for the rest of the transaction: concurrent changes to it queue behind. */
export async function lockBooking(trx: Database, id: string) {
  const locked = await staysRepository(trx).lock(id);
  if (!locked) throw notFound("Booking");
  return locked;
}

/** A locked stay's columns, as a booking edit, a discount decision or a room move sets them. */
export async function updateStay(
  trx: Database,
  id: string,
  values: Parameters<ReturnType<typeof staysRepository>["update"]>[1],
) {
  await staysRepository(trx).update(id, values);
}

/** Which of `roomIds` someone other than `exceptBookingIds` is still checked in to. */
export function checkedInElsewhere(
  db: Database,
  roomIds: readonly string[],
  exceptBookingIds: readonly string[],
) {
  return staysRepository(db).checkedInElsewhere(roomIds, exceptBookingIds);
}

/**
 * Cancels a confirmed stay (or marks it a no-show): the room is freed, only fees stay billed. A stay
 * whose invoice is issued keeps its bill: undoing an issued tax invoice takes a credit note.
 */
export async function cancelStay(trx: Database, locked: LockedBooking, reason: CancelReason) {
  const invoice = await stayInvoicesRepository(trx).forBooking(locked.id);
  if (invoice) {
    throw conflict(`The stay's invoice ${invoice.invoiceNumber} is issued; it can no longer be cancelled`);
  }
  // A discount still waiting has nothing left to price.
  await staysRepository(trx).update(locked.id, {
    status: "cancelled",
    cancelReason: reason,
    ...NO_DISCOUNT_REQUEST,
  });
  return refreshStayMoney(trx, { ...locked, status: "cancelled" });
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
    stayPaymentsRepository(trx).count(id),
    chargesRepository(trx).forBooking(id),
    stayInvoicesRepository(trx).forBooking(id),
  ]);
  if (payments > 0) return "payments";
  if (charges.length > 0) return "extras";
  if (invoice) return "an invoice";
  await staysRepository(trx).delete(id);
  return null;
}

/** What a group decides for each of its member stays; the caller refreshes the stay's money after. */
export type MemberStayValues = Pick<
  BookingValues,
  | "guestId"
  | "ratePlanId"
  | "checkInDate"
  | "checkOutDate"
  | "adults"
  | "children"
  | "totalAmount"
  | "isComplimentary"
  | "discountPercentage"
  | "notes"
>;

/** Locked member stays of a group take the group's dates, price and guests, in one statement. */
export async function updateMemberStays(
  trx: Database,
  stays: readonly { id: string; values: MemberStayValues }[],
) {
  await staysRepository(trx).updateMany(stays);
}

/** Stays written by another module (a group's members), at the price it computed, in one statement. */
export function insertBookings(trx: Database, values: readonly (BookingValues & { createdBy: string })[]) {
  return staysRepository(trx).insertMany(values);
}

const rateText = (rate: number | null) => (rate === null ? null : String(rate));

/**
 * A charge row with its category's SAC and, unless the input overrides it, its default GST rate
 * (`chargeGstRate`: none for an extra of the accommodation, which follows the room's slab).
 */
export function insertCharge(trx: Database, bookingId: string, userId: string, input: ChargeInput) {
  const defaults = CHARGE_CATEGORY_DEFAULTS[input.category];
  return chargesRepository(trx).insert({
    bookingId,
    description: input.description,
    category: input.category,
    sac: defaults.sac,
    unitAmount: fromPaise(input.amount),
    quantity: input.quantity,
    gstRate: rateText(chargeGstRate(input.category, input.gstRate)),
    notes: input.notes,
    createdBy: userId,
  });
}

/** Removes an extra from a stay's folio; undefined when the stay has no such charge. */
export function removeCharge(trx: Database, bookingId: string, chargeId: string) {
  return chargesRepository(trx).delete(bookingId, chargeId);
}

/** The stay's issued invoice, if any. */
export function stayInvoiceOf(db: Database, bookingId: string) {
  return stayInvoicesRepository(db).forBooking(bookingId);
}

/** Keeps a stay's invoice as issued (once: the caller has checked there is none). */
export function insertStayInvoice(
  trx: Database,
  values: Parameters<ReturnType<typeof stayInvoicesRepository>["insert"]>[0],
) {
  return stayInvoicesRepository(trx).insert(values);
}

/** The stays' invoices issued from `from` to `to`, both included, as printed (a GST return's month). */
export async function issuedStayInvoices(db: Database, from: string, to: string) {
  return stayInvoicesRepository(db).issuedBetween(from, to);
}
