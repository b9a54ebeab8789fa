import { formatInr, type Paise } from "./money";

export const PAYMENT_METHODS = ["cash", "card", "upi", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How each payment method is written on screens, PDFs and voucher narrations. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  card: "Card",
  upi: "UPI",
  bank_transfer: "Bank Transfer",
};

/** A stored payment method, checked: an unknown one is a bug to see, not money to file as cash. */
export function paymentMethodOf(method: string): PaymentMethod {
  if ((PAYMENT_METHODS as readonly string[]).includes(method)) return method as PaymentMethod;
  throw new RangeError(`Unknown payment method: ${method}`);
}

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[paymentMethodOf(method)];
}

export const PAYMENT_STATUSES = ["pending", "advance", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment status follows from the money, never typed in: nothing paid, part paid, or nothing pending. */
export function derivePaymentStatus(total: Paise, paid: Paise): Exclude<PaymentStatus, "refunded"> {
  if (paid >= total) return "paid";
  return paid > 0 ? "advance" : "pending";
}

/**
 * A stay's payment status from its money: a cancelled stay whose money has gone back (nothing left
 * to refund after a refund) is `refunded`, one that never took money stays `pending`; otherwise as
 * `derivePaymentStatus`, against everything billed.
 */
export function stayPaymentStatus(money: {
  amountDue: Paise;
  paid: Paise;
  refunded: Paise;
  cancelled: boolean;
}): PaymentStatus {
  if (money.cancelled) {
    if (money.refunded > 0 && money.paid <= money.amountDue) return "refunded";
    if (money.paid === 0 && money.refunded === 0) return "pending";
  }
  return derivePaymentStatus(money.amountDue, money.paid);
}

export function pendingAmount(total: Paise, paid: Paise): Paise {
  return Math.max(0, total - paid);
}

/** Money paid beyond what is billed: what goes back to the guest, never negative. */
export function refundDue(total: Paise, paid: Paise): Paise {
  return Math.max(0, paid - total);
}

/** Why a refund of `amount` is refused against what is due back, or null when it is fine. */
export function refundAmountError(amount: Paise, due: Paise): string | null {
  return amount > 0 && amount <= due ? null : `Refund amount must be between ₹0.01 and ${formatInr(due)}`;
}

export function paymentAmountMessage(pending: Paise): string {
  return `Payment amount must be between ₹1 and ${formatInr(pending)}`;
}

/** The smallest payment taken: ₹1, unless less than that is all that is still pending. */
export const MIN_PAYMENT: Paise = 100;

/** Why a payment of `amount` is refused against `pending`, or null when it is fine. */
export function paymentAmountError(amount: Paise, pending: Paise): string | null {
  return amount >= Math.min(MIN_PAYMENT, pending) && amount > 0 && amount <= pending
    ? null
    : paymentAmountMessage(pending);
}

export function checkoutPendingMessage(pending: Paise): string {
  return `${formatInr(pending)} is still pending. Please collect payment before checkout.`;
}

/** What a stay holds of its guest's money: its payments not voided, less its refunds. */
export function stayHeld(payments: readonly { kind: string; amount: Paise; voided: boolean }[]): Paise {
  return payments.reduce(
    (sum, p) => (p.voided ? sum : p.kind === "refund" ? sum - p.amount : sum + p.amount),
    0,
  );
}

/**
 * Why a payment cannot be voided now, or null: only a payment, not yet voided, on the business day
 * it was taken (both read in the property's zone), and not one whose money has already gone back
 * to the guest as a refund. Later mistakes are put right by a refund.
 */
export function paymentVoidError(
  payment: { kind: string; businessDate: string; voided: boolean; amount: Paise },
  today: string,
  /** What the stay holds now: its payments less its refunds. */
  stayPaid: Paise,
): string | null {
  if (payment.kind !== "payment")
    return "Only a payment can be voided; a refund is corrected by a new payment";
  if (payment.voided) return "This payment is already voided";
  if (payment.businessDate !== today)
    return "A payment can be voided only on the business day it was taken; give a refund instead";
  if (stayPaid < payment.amount)
    return `Only ${formatInr(Math.max(0, stayPaid))} of this ${formatInr(payment.amount)} payment is still held: the rest was refunded, so it cannot be voided`;
  return null;
}
