import type { Database } from "@atithi/db";
import { formatInr, fromPaise, pendingAmount, toPaise } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, conflict } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { lockBooking, setBookingPaid } from "../bookings";
import { refreshGroupPaid } from "../groups";
import { type PaymentDto, paymentsRepository } from "./payments.repository";

export type { PaymentDto };

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

export async function recordPayment(
  { db, userId }: Actor,
  input: {
    bookingId: string;
    amount: number;
    paymentMethod: "cash" | "card" | "upi" | "bank_transfer";
    notes: string | null;
  },
) {
  return frontDeskTransaction(db, async (trx) => {
    // The row lock makes concurrent payments queue, so together they can never pass the total.
    const locked = await lockBooking(trx, input.bookingId);
    if (locked.status === "cancelled") throw conflict("A cancelled booking takes no payments");
    const total = toPaise(locked.totalAmount);
    const paidBefore = toPaise(locked.paidAmount);
    const pending = pendingAmount(total, paidBefore);
    if (pending === 0) throw conflict("Nothing is pending on this booking");
    // At least ₹1, unless less than that is all that is left.
    if (input.amount < Math.min(100, pending) || input.amount > pending) {
      throw badRequest(`Payment amount must be between ₹1 and ${formatInr(pending)}`);
    }
    const payment = await insertPayment(trx, {
      bookingId: locked.id,
      amount: fromPaise(input.amount),
      paymentMethod: input.paymentMethod,
      notes: input.notes,
      createdBy: userId,
    });
    const paid = paidBefore + input.amount;
    await setBookingPaid(trx, locked, paid);
    await refreshGroupPaid(trx, locked.id);
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: locked.id,
      action: "payment",
      before: { paidAmount: locked.paidAmount },
      after: { paidAmount: fromPaise(paid), payment },
    });
    return payment;
  });
}
