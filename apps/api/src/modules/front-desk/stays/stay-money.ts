import type { Database } from "@atithi/db";
import {
  buildFolio,
  type ChargeCategory,
  type Folio,
  type FolioLine,
  type FolioNight,
  fromPaise,
  type GstSlab,
  type NightPrice,
  pendingAmount,
  type RevenueLine,
  refundDue,
  type StayMoney,
  type StayPrice,
  stayPaymentStatus,
  toPaise,
} from "@atithi/domain";
import { roomGst } from "../../back-office/tax-settings";
import { chargesRepository } from "./charges.repository";
import { refreshGroupPaid } from "./group-totals";
import { stayInvoicesRepository } from "./stay-invoices.repository";
import { stayPaymentsRepository } from "./stay-payments.repository";
import { storedNights } from "./stay-pricing";
import { type BatchValues, staysRepository } from "./stays.repository";

/** The booking columns the folio is computed from. */
export interface StayRow {
  id: string;
  totalAmount: string;
  checkInDate: string;
  checkOutDate: string;
  status: string;
}

/**
 * The folios of stays as they stand: room nights, extras, GST, payments and refunds, read in one
 * statement each for all of them. `gstEnabled` bills them as they were billed when GST was on (or
 * off), whatever the setting now.
 */
export async function foliosOf(db: Database, bookings: readonly StayRow[], gstEnabled?: boolean) {
  const ids = bookings.map((b) => b.id);
  const [charges, payments, gst, nights] = await Promise.all([
    chargesRepository(db).forBookings(ids),
    stayPaymentsRepository(db).forBookings(ids),
    roomGst(db),
    storedNights(db, ids),
  ]);
  const billed = gstEnabled ?? gst.enabled;
  return bookings.map((booking) => {
    const own = charges.filter((c) => c.bookingId === booking.id);
    const money = payments.filter((p) => p.bookingId === booking.id);
    // A voided payment stays listed but counts for nothing: not paid, not refundable.
    const counted = money.filter((p) => p.voided === null);
    const folio = buildFolio({
      roomTotal: toPaise(booking.totalAmount),
      roomBilled: booking.status !== "cancelled",
      checkInDate: booking.checkInDate,
      checkOutDate: booking.checkOutDate,
      nights: nights.get(booking.id) ?? [],
      charges: own.map((c) => ({
        id: c.id,
        description: c.description,
        category: c.category as ChargeCategory,
        sac: c.sac,
        unitAmount: toPaise(c.unitAmount),
        quantity: c.quantity,
        gstRate: c.gstRate === null ? null : Number(c.gstRate),
      })),
      money: counted.map((p) => ({ kind: p.kind, amount: toPaise(p.amount) })),
      gstEnabled: billed,
      slabs: gst.slabs,
    });
    return { folio, charges: own, payments: money, gstEnabled: billed };
  });
}

/** The folio of one stay, as `foliosOf`. */
export async function folioOf(db: Database, booking: StayRow, gstEnabled?: boolean) {
  const [one] = await foliosOf(db, [booking], gstEnabled);
  if (!one) throw new Error("folio missing");
  return one;
}

/**
 * What stays bill, line by line (description, SAC, quantity, taxable value, rates, CGST, SGST), in
 * the order of `bookings`: the lines of a group invoice, which keeps only its totals. With
 * `gstEnabled`, as billed with GST on (or off) rather than as the setting now says.
 */
export async function staysFolioLines(
  db: Database,
  bookings: readonly StayRow[],
  gstEnabled?: boolean,
): Promise<FolioLine[][]> {
  return (await foliosOf(db, bookings, gstEnabled)).map((f) => f.folio.lines);
}

/** What stays bill as they stand (SAC, taxable value, CGST, SGST): a group invoice's postings. */
export async function staysRevenue(db: Database, bookings: readonly StayRow[]): Promise<RevenueLine[]> {
  return (await staysFolioLines(db, bookings)).flatMap((lines) =>
    lines.map((l) => ({ sac: l.sac, taxable: l.taxable, cgst: l.cgst, sgst: l.sgst })),
  );
}

const refundedOf = (payments: readonly { kind: string; amount: string }[]) =>
  payments.reduce((sum, p) => sum + (p.kind === "refund" ? toPaise(p.amount) : 0), 0);

/** What a stay owes: its invoice's total once invoiced (only a credit note changes it), else its folio's. */
const amountDueOf = (folio: Folio, invoice: { document: { total: string } } | undefined) =>
  invoice ? toPaise(invoice.document.total) : folio.totalAmount;

/**
 * What stays' money comes to, in the order of `bookings`: billed (as `refreshStaysMoney` writes it),
 * paid (payments not voided) and refunded, in paise.
 */
export async function staysMoney(db: Database, bookings: readonly StayRow[]): Promise<StayMoney[]> {
  const [folios, invoices] = await Promise.all([
    foliosOf(db, bookings),
    stayInvoicesRepository(db).forBookings(bookings.map((b) => b.id)),
  ]);
  return folios.map(({ folio, payments }, i) => {
    const refunded = refundedOf(payments.filter((p) => p.voided === null));
    const invoice = invoices.find((inv) => inv.bookingId === bookings[i]?.id);
    return { charged: amountDueOf(folio, invoice), paid: folio.totalPaid + refunded, refunded };
  });
}

/**
 * Writes back what the folio decides about locked bookings: extras, GST, amount due, money paid
 * net of refunds and the payment status. Every change of a stay's money ends here, in the same
 * transaction. An invoiced stay keeps what its invoice says it owes: only its payments move. The
 * statements do not grow with the number of stays (a group's members are refreshed at once).
 */
export async function refreshStaysMoney(trx: Database, bookings: readonly StayRow[]): Promise<Folio[]> {
  const ids = bookings.map((b) => b.id);
  const [folios, invoices] = await Promise.all([
    foliosOf(trx, bookings),
    stayInvoicesRepository(trx).forBookings(ids),
  ]);
  const invoiced: { id: string; values: BatchValues }[] = [];
  const open: { id: string; values: BatchValues }[] = [];
  const result = bookings.map((booking, i) => {
    const { folio, payments } = folios[i] ?? { folio: undefined, payments: [] };
    if (!folio) throw new Error("folio missing");
    const invoice = invoices.find((inv) => inv.bookingId === booking.id);
    const amountDue = amountDueOf(folio, invoice);
    const paid = {
      paidAmount: fromPaise(folio.totalPaid),
      paymentStatus: stayPaymentStatus({
        amountDue,
        paid: folio.totalPaid,
        refunded: refundedOf(payments),
        cancelled: booking.status === "cancelled",
      }),
    };
    if (invoice) {
      invoiced.push({ id: booking.id, values: paid });
      return {
        ...folio,
        totalAmount: amountDue,
        pendingAmount: pendingAmount(amountDue, folio.totalPaid),
        refundDue: refundDue(amountDue, folio.totalPaid),
      };
    }
    open.push({
      id: booking.id,
      values: {
        chargesAmount: fromPaise(folio.chargesAmount),
        taxAmount: fromPaise(folio.taxAmount),
        amountDue: fromPaise(folio.totalAmount),
        ...paid,
      },
    });
    return folio;
  });
  const repo = staysRepository(trx);
  await repo.updateMany(open);
  await repo.updateMany(invoiced);
  await refreshGroupPaid(trx, ids);
  return result;
}

/** `refreshStaysMoney` for one stay. */
export async function refreshStayMoney(trx: Database, booking: StayRow): Promise<Folio> {
  const [folio] = await refreshStaysMoney(trx, [booking]);
  if (!folio) throw new Error("folio missing");
  return folio;
}

/** A stay about to be created: its tariff after discount, its nights as priced, its initial payment. */
interface NewStay {
  totalAmount: number;
  checkInDate: string;
  checkOutDate: string;
  nights: readonly NightPrice[];
  paid: number;
}

/**
 * The money columns of stays about to be created (no extras yet, at most an initial payment each),
 * computed without reading them back, and their folios; the tax settings are read once for all of
 * them (a group). A quote answers these folios: what the create bills.
 */
export async function newStayMoney(db: Database, stays: readonly NewStay[]) {
  const gst = await roomGst(db);
  return stays.map((stay) => moneyOfNewStay(stay, gst.enabled, gst.slabs));
}

function moneyOfNewStay(stay: NewStay, gstEnabled: boolean, slabs: GstSlab[]) {
  const folio = buildFolio({
    roomTotal: stay.totalAmount,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    nights: stay.nights,
    charges: [],
    money: stay.paid > 0 ? [{ kind: "payment", amount: stay.paid }] : [],
    gstEnabled,
    slabs,
  });
  return {
    folio,
    values: {
      chargesAmount: "0.00",
      taxAmount: fromPaise(folio.taxAmount),
      amountDue: fromPaise(folio.totalAmount),
      paidAmount: fromPaise(folio.totalPaid),
      paymentStatus: stayPaymentStatus({
        amountDue: folio.totalAmount,
        paid: folio.totalPaid,
        refunded: 0,
        cancelled: false,
      }),
    },
  };
}

/** After the GST setting changes: every stay still holding a room and not yet invoiced owes what it now says. */
export async function refreshOpenStays(trx: Database) {
  await refreshStaysMoney(trx, await staysRepository(trx).lockOpenUninvoiced());
}

/** A folio's amounts as the API answers them: decimal strings. */
export function folioAmounts(folio: Folio) {
  return {
    roomAmount: fromPaise(folio.roomAmount),
    chargesAmount: fromPaise(folio.chargesAmount),
    taxAmount: fromPaise(folio.taxAmount),
    cgst: fromPaise(folio.cgst),
    sgst: fromPaise(folio.sgst),
    totalAmount: fromPaise(folio.totalAmount),
    totalPaid: fromPaise(folio.totalPaid),
    pendingAmount: fromPaise(folio.pendingAmount),
    refundDue: fromPaise(folio.refundDue),
  };
}

/**
 * A new stay's quote: each night (its price, rate, value after discount and GST slab), the
 * subtotal, the discount and what its folio bills (CGST and SGST: a hotel's place of supply is its
 * own state, so never IGST).
 */
export function stayQuote(price: StayPrice, folio: Folio) {
  return {
    nights: nightsAsText(folio.nights),
    subtotal: fromPaise(price.subtotal),
    discountAmount: fromPaise(price.discountAmount),
    ...folioAmounts(folio),
  };
}

/** A folio's nights as the API answers them: each night's price, rate, value after discount and GST. */
export function nightsAsText(nights: readonly FolioNight[]) {
  return nights.map((n) => ({
    date: n.date,
    amount: fromPaise(n.amount),
    rate: n.rate,
    season: n.season ?? null,
    taxable: fromPaise(n.taxable),
    gstRate: n.gstRate,
    tax: fromPaise(n.tax),
  }));
}
