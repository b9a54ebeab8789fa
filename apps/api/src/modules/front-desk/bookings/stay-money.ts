import type { Database } from "@atithi/db";
import {
  buildFolio,
  type ChargeCategory,
  type Folio,
  fromPaise,
  type GstSlab,
  pendingAmount,
  type RevenueLine,
  refundDue,
  stayPaymentStatus,
  toPaise,
} from "@atithi/domain";
import { gstSlabs, taxConfig } from "../../back-office/tax-settings";
import { refreshGroupPaid } from "../groups";
import { listPayments } from "../payments";
import { bookingsRepository } from "./bookings.repository";
import { chargesRepository } from "./charges.repository";
import { stayInvoicesRepository } from "./stay-invoices.repository";

/** The booking columns the folio is computed from. */
export interface StayRow {
  id: string;
  totalAmount: string;
  checkInDate: string;
  checkOutDate: string;
  status: string;
}

/** The folio of a stay as it stands: room nights, extras, GST, payments and refunds. */
export async function folioOf(db: Database, booking: StayRow) {
  const [charges, payments, config, slabs] = await Promise.all([
    chargesRepository(db).forBooking(booking.id),
    listPayments(db, booking.id),
    taxConfig(db),
    gstSlabs(db),
  ]);
  const folio = buildFolio({
    roomTotal: toPaise(booking.totalAmount),
    roomBilled: booking.status !== "cancelled",
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    charges: charges.map((c) => ({
      id: c.id,
      description: c.description,
      category: c.category as ChargeCategory,
      sac: c.sac,
      unitAmount: toPaise(c.unitAmount),
      quantity: c.quantity,
      gstRate: Number(c.gstRate),
    })),
    money: payments.map((p) => ({ kind: p.kind, amount: toPaise(p.amount) })),
    gstEnabled: config.enableGst,
    slabs,
  });
  return { folio, charges, payments, gstEnabled: config.enableGst };
}

/** What a stay bills as it stands, line by line (SAC, taxable value, CGST, SGST): a group invoice's postings. */
export async function stayRevenue(db: Database, booking: StayRow): Promise<RevenueLine[]> {
  const { folio } = await folioOf(db, booking);
  return folio.lines.map((l) => ({ sac: l.sac, taxable: l.taxable, cgst: l.cgst, sgst: l.sgst }));
}

const refundedOf = (payments: readonly { kind: string; amount: string }[]) =>
  payments.reduce((sum, p) => sum + (p.kind === "refund" ? toPaise(p.amount) : 0), 0);

/**
 * Writes back what the folio decides about a locked booking: extras, GST, amount due, money paid
 * net of refunds and the payment status. Every change of a stay's money ends here, in the same
 * transaction. An invoiced stay keeps what its invoice says it owes: only its payments move.
 */
export async function refreshStayMoney(trx: Database, booking: StayRow): Promise<Folio> {
  const { folio, payments } = await folioOf(trx, booking);
  const invoice = await stayInvoicesRepository(trx).forBooking(booking.id);
  const amountDue = invoice ? toPaise(invoice.document.total) : folio.totalAmount;
  const money = invoice
    ? {}
    : {
        chargesAmount: fromPaise(folio.chargesAmount),
        taxAmount: fromPaise(folio.taxAmount),
        amountDue: fromPaise(folio.totalAmount),
      };
  await bookingsRepository(trx).update(booking.id, {
    ...money,
    paidAmount: fromPaise(folio.totalPaid),
    paymentStatus: stayPaymentStatus({
      amountDue,
      paid: folio.totalPaid,
      refunded: refundedOf(payments),
      cancelled: booking.status === "cancelled",
    }),
  });
  await refreshGroupPaid(trx, booking.id);
  return invoice
    ? {
        ...folio,
        totalAmount: amountDue,
        pendingAmount: pendingAmount(amountDue, folio.totalPaid),
        refundDue: refundDue(amountDue, folio.totalPaid),
      }
    : folio;
}

/**
 * The money columns of stays about to be created (no extras yet, at most an initial payment each),
 * computed without reading them back; the tax settings are read once for all of them (a group).
 */
export async function newStayMoney(
  db: Database,
  stays: readonly { totalAmount: number; checkInDate: string; checkOutDate: string; paid: number }[],
) {
  const [config, slabs] = await Promise.all([taxConfig(db), gstSlabs(db)]);
  return stays.map((stay) => moneyOfNewStay(stay, config.enableGst, slabs));
}

function moneyOfNewStay(
  stay: { totalAmount: number; checkInDate: string; checkOutDate: string; paid: number },
  gstEnabled: boolean,
  slabs: GstSlab[],
) {
  const folio = buildFolio({
    roomTotal: stay.totalAmount,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
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
  for (const stay of await bookingsRepository(trx).lockOpenUninvoiced()) await refreshStayMoney(trx, stay);
}
