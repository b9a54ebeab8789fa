import { formatInr, type Paise } from "./money";

export const PAYMENT_METHODS = ["cash", "card", "upi", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["pending", "advance", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment status follows from the money, never typed in: nothing paid, part paid, or nothing pending. */
export function derivePaymentStatus(total: Paise, paid: Paise): Exclude<PaymentStatus, "refunded"> {
  if (paid >= total) return "paid";
  return paid > 0 ? "advance" : "pending";
}

export function pendingAmount(total: Paise, paid: Paise): Paise {
  return Math.max(0, total - paid);
}

export function paymentAmountMessage(pending: Paise): string {
  return `Payment amount must be between ₹1 and ${formatInr(pending)}`;
}

/** Why a payment of `amount` is refused against `pending`, or null when it is fine. */
export function paymentAmountError(amount: Paise, pending: Paise): string | null {
  return amount > 0 && amount <= pending ? null : paymentAmountMessage(pending);
}

export function checkoutPendingMessage(pending: Paise): string {
  return `${formatInr(pending)} is still pending. Please collect payment before checkout.`;
}
