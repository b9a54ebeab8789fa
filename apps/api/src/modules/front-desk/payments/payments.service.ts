import { randomUUID } from "node:crypto";
import type { Database } from "@atithi/db";
import {
  fromPaise,
  type PaymentMethod,
  paymentAmountError,
  paymentVoidError,
  pendingAmount,
  refundAmountError,
  refundDue,
  todayIn,
  toPaise,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { postGuestMoney, reverseGuestMoney } from "../../accounting/postings";
import { lockGroupOfStay } from "../groups";
import { type LockedBooking, lockBooking, type PaymentDto, refreshStayMoney, toPayment } from "../stays";
import { paymentsRepository } from "./payments.repository";

interface MoneyInput {
  bookingId: string;
  /** Paise. */
  amount: number;
  paymentMethod: PaymentMethod;
  notes: string | null;
}

/**
 * A payment or refund and its voucher, in the caller's transaction, written by one statement (one
 * round trip for both). The payment's id and time are chosen here, so that the voucher names it and
 * is dated the day the money moved in the property's zone.
 */
export async function insertPostedPayment(
  trx: Database,
  values: {
    bookingId: string;
    kind: "payment" | "refund";
    /** Paise. */
    amount: number;
    paymentMethod: PaymentMethod;
    notes: string | null;
    createdBy: string;
  },
  timeZone: string,
): Promise<PaymentDto> {
  const paidAt = new Date();
  const row = { ...values, id: randomUUID(), amount: fromPaise(values.amount), paymentDate: paidAt };
  await postGuestMoney(
    trx,
    { ...row, date: todayIn(timeZone, paidAt), userId: values.createdBy },
    paymentsRepository(trx).insertStatement(row),
  );
  return toPayment(row);
}

/**
 * A payment towards what the stay owes (room, extras and GST), never more than is pending; a
 * cancelled stay still owes its cancellation or no-show fee.
 */
export function recordPayment(actor: Actor, input: MoneyInput) {
  return moveMoney(actor, "payment", input, (locked) => {
    const pending = pendingAmount(toPaise(locked.amountDue), toPaise(locked.paidAmount));
    if (pending === 0) throw conflict("Nothing is pending on this booking");
    const problem = paymentAmountError(input.amount, pending);
    if (problem) throw badRequest(problem);
  });
}

/**
 * POST /api/bookings/{id}/refunds: money given back, at most what was paid beyond everything still
 * billed (net of earlier refunds).
 */
export function recordRefund(actor: Actor, input: MoneyInput) {
  return moveMoney(actor, "refund", input, (locked) => {
    const due = refundDue(toPaise(locked.amountDue), toPaise(locked.paidAmount));
    if (due === 0) throw conflict("Nothing is due back on this booking");
    const problem = refundAmountError(input.amount, due);
    if (problem) throw badRequest(problem);
  });
}

/**
 * Money in or out of a stay, in one transaction: the booking's row lock makes concurrent payments
 * and refunds queue, so together they can never pass what is due (or due back); the stay's money
 * is then recomputed from its rows and the change audited.
 */
async function moveMoney(
  { db, userId, timeZone }: Actor,
  kind: "payment" | "refund",
  input: MoneyInput,
  refuse: (locked: LockedBooking) => void,
) {
  return frontDeskTransaction(db, async (trx) => {
    // A group's room: its group first, the order a group payment locks in, so the two queue.
    await lockGroupOfStay(trx, input.bookingId);
    const locked = await lockBooking(trx, input.bookingId);
    refuse(locked);
    const row = await insertPostedPayment(
      trx,
      {
        bookingId: locked.id,
        kind,
        amount: input.amount,
        paymentMethod: input.paymentMethod,
        notes: input.notes,
        createdBy: userId,
      },
      timeZone,
    );
    const folio = await refreshStayMoney(trx, locked);
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: locked.id,
      action: kind,
      before: { paidAmount: locked.paidAmount },
      after: { paidAmount: fromPaise(folio.totalPaid), [kind]: row },
    });
    return row;
  });
}

/**
 * POST /api/payments/{id}/void: a payment entered by mistake (a double submit, the wrong stay),
 * undone on its own business day in one transaction: its receipt voucher reversed, the payment
 * marked voided (kept, so the folio shows both), the stay's money recomputed without it. Under the
 * booking's row lock, as every change of a stay's money, so a second void waits and is refused.
 */
export async function voidPayment({ db, userId, timeZone }: Actor, input: { id: string; reason: string }) {
  return frontDeskTransaction(db, async (trx) => {
    const payments = paymentsRepository(trx);
    const seen = await payments.find(input.id);
    if (!seen) throw notFound("Payment");
    await lockGroupOfStay(trx, seen.bookingId);
    const locked = await lockBooking(trx, seen.bookingId);
    const payment = await payments.find(input.id);
    if (!payment) throw notFound("Payment");
    const now = new Date();
    const problem = paymentVoidError(
      {
        kind: payment.kind,
        businessDate: todayIn(timeZone, new Date(payment.paymentDate)),
        voided: payment.voided !== null,
        amount: toPaise(payment.amount),
      },
      todayIn(timeZone, now),
      toPaise(locked.paidAmount),
    );
    if (problem) throw conflict(problem);
    const reversal = await reverseGuestMoney(trx, payment.id, { userId, timeZone });
    const voided = await payments.markVoided(payment.id, {
      voidedAt: now,
      voidedBy: userId,
      reason: input.reason,
    });
    const folio = await refreshStayMoney(trx, locked);
    await writeAudit(trx, {
      userId,
      entityType: "payment",
      entityId: payment.id,
      action: "void",
      before: { paidAmount: locked.paidAmount, payment },
      after: { paidAmount: fromPaise(folio.totalPaid), payment: voided, reversal: reversal.voucherNumber },
    });
    return voided;
  });
}
