import type { Database } from "@atithi/db";
import {
  formatInr,
  fromPaise,
  type PaymentMethod,
  paymentAmountError,
  pendingAmount,
  toPaise,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, conflict } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { lockBooking, refreshStayMoney } from "../bookings";
import { type PaymentDto, paymentsRepository } from "./payments.repository";

export type { PaymentDto };

interface MoneyInput {
  bookingId: string;
  /** Paise. */
  amount: number;
  paymentMethod: PaymentMethod;
  notes: string | null;
}

/** A payment row, written in the caller's transaction (a booking's initial payment). */
export function insertPayment(
  trx: Database,
  values: Parameters<ReturnType<typeof paymentsRepository>["insert"]>[0],
) {
  return paymentsRepository(trx).insert(values);
}

export function listPayments(db: Database, bookingId: string) {
  return paymentsRepository(db).forBooking(bookingId);
}

export function countPayments(db: Database, bookingId: string) {
  return paymentsRepository(db).count(bookingId);
}

/** A payment towards what the stay owes (room, extras and GST), never more than is pending. */
export async function recordPayment({ db, userId }: Actor, input: MoneyInput) {
  return frontDeskTransaction(db, async (trx) => {
    // The row lock makes concurrent payments queue, so together they can never pass what is due.
    const locked = await lockBooking(trx, input.bookingId);
    if (locked.status === "cancelled") throw conflict("A cancelled booking takes no payments");
    const pending = pendingAmount(toPaise(locked.amountDue), toPaise(locked.paidAmount));
    if (pending === 0) throw conflict("Nothing is pending on this booking");
    const problem = paymentAmountError(input.amount, pending);
    if (problem) throw badRequest(problem);
    const payment = await insertPayment(trx, {
      bookingId: locked.id,
      amount: fromPaise(input.amount),
      paymentMethod: input.paymentMethod,
      notes: input.notes,
      createdBy: userId,
    });
    const folio = await refreshStayMoney(trx, locked);
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: locked.id,
      action: "payment",
      before: { paidAmount: locked.paidAmount },
      after: { paidAmount: fromPaise(folio.totalPaid), payment },
    });
    return payment;
  });
}

/**
 * POST /api/bookings/{id}/refunds: money given back, at most what was paid beyond everything still
 * billed (net of earlier refunds), under the booking's row lock so parallel refunds cannot together
 * give back more.
 */
export async function recordRefund({ db, userId }: Actor, input: MoneyInput) {
  return frontDeskTransaction(db, async (trx) => {
    const locked = await lockBooking(trx, input.bookingId);
    const due = Math.max(0, toPaise(locked.paidAmount) - toPaise(locked.amountDue));
    if (due === 0) throw conflict("Nothing is due back on this booking");
    if (input.amount <= 0 || input.amount > due) {
      throw badRequest(`Refund amount must be between ₹0.01 and ${formatInr(due)}`);
    }
    const refund = await insertPayment(trx, {
      bookingId: locked.id,
      kind: "refund",
      amount: fromPaise(input.amount),
      paymentMethod: input.paymentMethod,
      notes: input.notes,
      createdBy: userId,
    });
    const folio = await refreshStayMoney(trx, locked);
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: locked.id,
      action: "refund",
      before: { paidAmount: locked.paidAmount },
      after: { paidAmount: fromPaise(folio.totalPaid), refund },
    });
    return refund;
  });
}
