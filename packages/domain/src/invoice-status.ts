import { formatInr, type Paise } from "./money";

/**
 * An invoice's life: a draft (edited, deleted) is issued (`sent`: number and date fixed, posted);
 * receipts make it `paid`; a credit note of everything on it makes it `cancelled`. `overdue` is
 * never stored: it is a sent invoice with money owed past its due date, derived when shown.
 */
export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What the database keeps. */
export type StoredInvoiceStatus = Exclude<InvoiceStatus, "overdue">;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  paid: "Paid",
  overdue: "Overdue",
  cancelled: "Cancelled",
};

/** The Invoices screen's status filter, in its order; `all` is no filter. */
export const INVOICE_STATUS_FILTERS: readonly { value: "all" | InvoiceStatus; label: string }[] = [
  { value: "all", label: "All Status" },
  ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] })),
];

/** The money of an issued invoice, in paise: receipts and credit notes both reduce what is owed. */
export interface InvoiceMoney {
  total: Paise;
  received: Paise;
  credited: Paise;
}

/**
 * What is still owed: total − receipts − credits. Negative when a credit note follows payment: the
 * money owed back to the customer (shown as such, never taken as a receipt).
 */
export function invoiceBalance(money: InvoiceMoney): Paise {
  return money.total - money.received - money.credited;
}

/**
 * The stored status of an issued invoice from its money: credited in full is cancelled (credit
 * notes add up to the total exactly, whatever was received), receipts covering total − credits
 * (nothing owed, or money owed back) is paid (an invoice of ₹0 too), else sent.
 */
export function issuedInvoiceStatus(money: InvoiceMoney): Exclude<StoredInvoiceStatus, "draft"> {
  if (money.credited > 0 && money.credited >= money.total) return "cancelled";
  return invoiceBalance(money) <= 0 ? "paid" : "sent";
}

/**
 * Why a credit note of `amount` is refused, or null: credits never pass the total (earlier credits
 * included); money received does not limit them, it is owed back.
 */
export function creditNoteAmountError(amount: Paise, money: InvoiceMoney): string | null {
  const left = money.total - money.credited;
  return amount <= left
    ? null
    : `A credit note can give back at most ${formatInr(left)}, the total less earlier credits`;
}

/** The status shown and filtered on: a sent invoice still owing after its due date (before `today`) is overdue. */
export function invoiceDisplayStatus(invoice: {
  status: StoredInvoiceStatus;
  dueDate: string | null;
  balance: Paise;
  today: string;
}): InvoiceStatus {
  const late = invoice.dueDate !== null && invoice.dueDate < invoice.today;
  return invoice.status === "sent" && invoice.balance > 0 && late ? "overdue" : invoice.status;
}

export const INVOICE_ACTIONS = ["edit", "delete", "issue", "receive", "credit"] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

const DRAFT_ONLY: Record<"edit" | "delete" | "issue", string> = {
  edit: "An issued invoice cannot be edited; issue a credit note to correct it",
  delete: "An issued invoice cannot be deleted; issue a credit note to cancel it",
  issue: "The invoice is already issued",
};

/** Why `action` is refused on an invoice in `status` (stored), or null when it is allowed. */
export function invoiceActionError(status: StoredInvoiceStatus, action: InvoiceAction): string | null {
  if (action === "edit" || action === "delete" || action === "issue") {
    return status === "draft" ? null : DRAFT_ONLY[action];
  }
  if (status === "draft") {
    return action === "receive"
      ? "Issue the invoice before recording a payment"
      : "A draft invoice is edited, not credited";
  }
  if (status === "cancelled") {
    return action === "receive"
      ? "A cancelled invoice takes no payments"
      : "The invoice is already fully credited";
  }
  if (action === "receive" && status === "paid") return "The invoice is already paid";
  return null;
}

/** Why a receipt of `amount` is refused against what is owed, or null: more than nothing, at most the balance. */
export function receiptAmountError(amount: Paise, balance: Paise): string | null {
  if (balance <= 0) return "Nothing is owed on this invoice";
  return amount > 0 && amount <= balance
    ? null
    : `Amount must be more than ₹0 and at most the balance of ${formatInr(balance)}`;
}
