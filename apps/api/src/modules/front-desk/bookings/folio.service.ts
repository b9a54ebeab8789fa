import type { Database } from "@atithi/db";
import {
  type ChargeInput,
  financialYear,
  fromPaise,
  nightsBetween,
  stayInvoiceDocument,
  stayInvoiceNumber,
  todayIn,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { nextSequence } from "../../../platform/db/document-sequences";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { postStayInvoice } from "../../accounting/postings";
import { taxConfig } from "../../back-office/tax-settings";
import { groupInvoiceOfStay, groupOfBooking } from "../groups";
import {
  DISCOUNT_UNDECIDED,
  folioAmounts,
  folioOf,
  insertCharge,
  insertStayInvoice,
  lockBooking,
  nightsAsText,
  refreshStayMoney,
  removeCharge,
  stayInvoiceOf,
} from "../stays";
import { bookingsRepository } from "./bookings.repository";

const INVOICED = "The stay is already invoiced; its folio can no longer change";

async function refuseIfInvoiced(trx: Database, bookingId: string) {
  if (await stayInvoiceOf(trx, bookingId)) throw conflict(INVOICED);
  const groupInvoice = await groupInvoiceOfStay(trx, bookingId);
  if (groupInvoice) {
    throw conflict(
      `The stay is billed on its group's invoice ${groupInvoice}; its folio can no longer change`,
    );
  }
}

/**
 * POST /api/bookings/{id}/charges: an extra on a stay that is not checked out or invoiced (a
 * cancelled stay takes its cancellation or no-show fee this way).
 */
export async function addCharge({ db, userId }: Actor, bookingId: string, input: ChargeInput) {
  return frontDeskTransaction(db, async (trx) => {
    const booking = await lockBooking(trx, bookingId);
    if (booking.status === "checked_out") throw conflict("The guest has checked out; the folio is closed");
    await refuseIfInvoiced(trx, bookingId);
    const charge = await insertCharge(trx, bookingId, userId, input);
    await refreshStayMoney(trx, booking);
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: bookingId,
      action: "charge:add",
      after: charge,
    });
    return charge;
  });
}

/** DELETE /api/bookings/{id}/charges/{chargeId}: until the stay is invoiced. */
export async function deleteCharge({ db, userId }: Actor, bookingId: string, chargeId: string) {
  return frontDeskTransaction(db, async (trx) => {
    const booking = await lockBooking(trx, bookingId);
    if (booking.status === "checked_out") throw conflict("The guest has checked out; the folio is closed");
    await refuseIfInvoiced(trx, bookingId);
    const removed = await removeCharge(trx, bookingId, chargeId);
    if (!removed) throw notFound("Charge");
    await refreshStayMoney(trx, booking);
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: bookingId,
      action: "charge:delete",
      before: removed,
    });
    return { success: true as const };
  });
}

/** GET /api/bookings/{id}/folio: room nights, extras, taxes, payments and refunds, with the totals. */
export async function stayFolio(db: Database, bookingId: string) {
  // One snapshot, so the lines, the money and the totals always agree.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute((trx) => readStayFolio(trx, bookingId));
}

export type StayFolioDto = Awaited<ReturnType<typeof readStayFolio>>;

/** The stay's folio as the caller's transaction sees it. */
export async function readStayFolio(trx: Database, bookingId: string) {
  const booking = await bookingsRepository(trx).findById(bookingId);
  if (!booking) throw notFound("Booking");
  const [{ folio, charges, payments, gstEnabled }, invoice] = await Promise.all([
    folioOf(trx, booking),
    stayInvoiceOf(trx, bookingId),
  ]);
  return {
    bookingId,
    gstEnabled,
    // Each night as billed: its price and rate, its value after discount and its GST slab.
    nights: nightsAsText(folio.nights),
    lines: folio.lines.map(({ nights, ...l }) => ({
      ...l,
      taxable: fromPaise(l.taxable),
      cgst: fromPaise(l.cgst),
      sgst: fromPaise(l.sgst),
      tax: fromPaise(l.tax),
      total: fromPaise(l.taxable + l.tax),
    })),
    charges,
    payments,
    ...folioAmounts(folio),
    invoice: invoice
      ? { number: invoice.invoiceNumber, date: invoice.invoiceDate, kind: invoice.kind }
      : null,
  };
}

/**
 * The stay's tax invoice (a bill of supply while GST is disabled), issued once: asking again
 * answers the same document, number and date. Runs in the caller's transaction with the booking locked.
 */
export async function issueStayInvoice(trx: Database, bookingId: string, userId: string, timeZone: string) {
  const existing = await stayInvoiceOf(trx, bookingId);
  if (existing) return existing;
  const booking = await bookingsRepository(trx).findById(bookingId);
  if (!booking) throw notFound("Booking");
  // The invoice fixes the price: a discount still asked for is decided first.
  if (booking.pendingApproval) throw conflict(DISCOUNT_UNDECIDED);
  const [{ folio, gstEnabled }, seller] = await Promise.all([folioOf(trx, booking), taxConfig(trx)]);
  const date = todayIn(timeZone);
  const number = stayInvoiceNumber(date, await nextSequence(trx, "stay_invoice", financialYear(date)));
  const document = stayInvoiceDocument({
    number,
    date,
    gstEnabled,
    seller: {
      name: seller.businessName ?? "",
      address: seller.businessAddress,
      gstin: seller.gstNumber,
      pan: seller.panNumber,
    },
    buyer: booking.billTo
      ? { ...booking.billTo, contactName: booking.guest.name }
      : { name: booking.guest.name, contactName: null, address: null, gstin: null },
    stay: {
      roomNumbers: [booking.room.number],
      checkInDate: booking.checkInDate,
      checkOutDate: booking.checkOutDate,
      nights: nightsBetween(booking.checkInDate, booking.checkOutDate),
    },
    folio,
  });
  const invoice = await insertStayInvoice(trx, {
    bookingId,
    invoiceNumber: number,
    invoiceDate: date,
    document,
    createdBy: userId,
  });
  await writeAudit(trx, {
    userId,
    entityType: "stay_invoice",
    entityId: invoice.id,
    action: "issue",
    after: document,
  });
  // Revenue is recognised when the stay is invoiced, in the same transaction.
  await postStayInvoice(trx, invoice, userId);
  return invoice;
}

/** POST /api/bookings/{id}/invoice: the invoice issued early on request (or the one already issued). */
export async function requestStayInvoice({ db, userId, timeZone }: Actor, bookingId: string) {
  return frontDeskTransaction(db, async (trx) => {
    const booking = await lockBooking(trx, bookingId);
    if (await groupOfBooking(trx, bookingId)) {
      throw conflict("This stay belongs to a group booking; it is billed on the group's invoice");
    }
    if (booking.status === "cancelled" && Number(booking.amountDue) === 0) {
      throw conflict("Nothing is billed on this cancelled stay; there is nothing to invoice");
    }
    return issueStayInvoice(trx, bookingId, userId, timeZone);
  });
}

/** The issued invoice, for printing; 404 until one is issued. */
export async function issuedStayInvoice(db: Database, bookingId: string) {
  const invoice = await stayInvoiceOf(db, bookingId);
  if (!invoice) throw notFound("Invoice");
  return invoice;
}
