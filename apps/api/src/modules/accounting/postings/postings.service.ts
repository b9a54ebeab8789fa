import type { Database } from "@atithi/db";
import {
  AUTO_POSTING_VOUCHER_TYPE,
  type AutoPostingLine,
  type AutoPostingSource,
  expenseLines,
  guestMoneyLines,
  type InvoiceDocument,
  invoiceLines,
  PAYMENT_METHOD_LABELS,
  paymentMethodOf,
  type RevenueLine,
  revenueLinesOfDocument,
  stayAlreadyRecognised,
  toPaise,
} from "@atithi/domain";
import type { CompiledQuery } from "kysely";
import { conflict, notFound } from "../../../platform/errors";
import { postVoucher, reverseVoucher, sourceVoucher } from "../ledger";
import { postingsRepository } from "./postings.repository";

interface AutoPosting {
  source: AutoPostingSource;
  id: string;
  date: string;
  narration: string;
  reference?: string | null;
  lines: AutoPostingLine[];
  userId: string;
}

/** An automatic voucher, posted through the ledger's one posting function, once per source. */
function post(trx: Database, p: AutoPosting, eventWrite?: CompiledQuery) {
  return postVoucher(
    trx,
    {
      voucherType: AUTO_POSTING_VOUCHER_TYPE[p.source],
      date: p.date,
      narration: p.narration,
      reference: p.reference ?? null,
      source: { type: p.source, id: p.id },
      lines: p.lines,
      userId: p.userId,
    },
    eventWrite,
  );
}

/**
 * A guest's payment or refund: money in (or out) against Guest Advances, dated the day it moved;
 * `eventWrite`, the statement that writes the payment, is sent with it as one statement.
 */
export function postGuestMoney(
  trx: Database,
  money: {
    id: string;
    kind: "payment" | "refund";
    paymentMethod: string;
    /** Decimal string. */
    amount: string;
    bookingId: string;
    date: string;
    userId: string;
  },
  eventWrite?: CompiledQuery,
) {
  const method = paymentMethodOf(money.paymentMethod);
  return post(
    trx,
    {
      source: money.kind,
      id: money.id,
      date: money.date,
      narration: `${money.kind === "payment" ? "Payment" : "Refund"} by ${PAYMENT_METHOD_LABELS[method]}`,
      reference: money.bookingId,
      lines: guestMoneyLines({ kind: money.kind, method, amount: toPaise(money.amount) }),
      userId: money.userId,
    },
    eventWrite,
  );
}

/**
 * A payment voided on its day: its receipt voucher reversed, dated today, through the ledger's one
 * reversal (which refuses a voucher already cancelled).
 */
export async function reverseGuestMoney(
  trx: Database,
  paymentId: string,
  options: { userId: string; timeZone: string },
) {
  const voucher = await sourceVoucher(trx, "payment", paymentId);
  if (!voucher) throw conflict("This payment has no receipt voucher to reverse");
  // The payment's void is its source's own correction, so the source-voucher refusal does not apply.
  return reverseVoucher(trx, voucher.id, { ...options, bySource: true });
}

/**
 * A stay's invoice as issued: revenue recognised, against Guest Advances. Nothing is posted for a
 * complimentary stay (nothing billed), nor for a group member whose group was invoiced first (the
 * group invoice recognised it: a group member is billed only on its group's invoice now, but
 * history may hold a member's own invoice).
 */
export async function postStayInvoice(
  trx: Database,
  invoice: {
    id: string;
    bookingId: string;
    invoiceNumber: string;
    invoiceDate: string;
    document: InvoiceDocument;
    /** When it was issued (now, for an invoice being issued). */
    createdAt?: Date;
  },
  userId: string,
) {
  const groupInvoicedAt = await postingsRepository(trx).groupInvoicedAt(invoice.bookingId);
  if (
    stayAlreadyRecognised({
      stayInvoicedAt: invoice.createdAt ?? new Date(8.64e15),
      groupInvoicedAt,
      posting: "stay_invoice",
    })
  )
    return null;
  const lines = invoiceLines(revenueLinesOfDocument(invoice.document));
  if (!lines) return null;
  return post(trx, {
    source: "stay_invoice",
    id: invoice.id,
    date: invoice.invoiceDate,
    narration: `Stay invoice ${invoice.invoiceNumber}, ${invoice.document.buyer.name}`,
    reference: invoice.invoiceNumber,
    lines,
    userId,
  });
}

/**
 * A group's invoice, the tax invoice of its members' stays: their revenue, from each stay's folio as
 * it stands (`revenueOf`), in one voucher; a member whose own invoice came first (history) is left
 * to that invoice.
 */
export async function postGroupInvoice(
  trx: Database,
  invoice: {
    id: string;
    groupBookingId: string;
    invoiceNumber: string;
    invoiceDate: string;
    groupName: string;
    createdAt?: Date;
  },
  userId: string,
  revenueOf: (
    stays: {
      id: string;
      totalAmount: string;
      checkInDate: string;
      checkOutDate: string;
      status: string;
    }[],
  ) => Promise<RevenueLine[]>,
) {
  const stays = await postingsRepository(trx).groupStays(invoice.groupBookingId);
  const groupInvoicedAt = invoice.createdAt ?? new Date(8.64e15);
  const unrecognised = stays.filter((stay) => {
    const stayInvoicedAt = stay.stayInvoicedAt ? new Date(stay.stayInvoicedAt) : null;
    return !stayAlreadyRecognised({ stayInvoicedAt, groupInvoicedAt, posting: "group_invoice" });
  });
  const lines = invoiceLines(await revenueOf(unrecognised));
  if (!lines) return null;
  return post(trx, {
    source: "group_invoice",
    id: invoice.id,
    date: invoice.invoiceDate,
    narration: `Group invoice ${invoice.invoiceNumber}, ${invoice.groupName}`,
    reference: invoice.invoiceNumber,
    lines,
    userId,
  });
}

/** An expense: its category's account against cash or bank, dated the expense's date. */
export function postExpense(
  trx: Database,
  expense: {
    id: string;
    categoryName: string;
    accountId: string;
    amount: string;
    description: string;
    expenseDate: string;
    paymentMethod: string;
    receiptNumber: string | null;
  },
  userId: string,
) {
  return post(trx, {
    source: "expense",
    id: expense.id,
    date: expense.expenseDate,
    narration: `${expense.categoryName}: ${expense.description}`.slice(0, 500),
    reference: expense.receiptNumber,
    lines: expenseLines({
      expenseAccountId: expense.accountId,
      method: paymentMethodOf(expense.paymentMethod),
      amount: toPaise(expense.amount),
    }),
    userId,
  });
}

/**
 * The expense account of an expense category: each category has its own. A category without one (a
 * new category, or one made before categories had accounts) gets a new account "<name> Expense",
 * coded with the next free 6xxx number, in the caller's transaction.
 */
export async function expenseCategoryAccount(
  trx: Database,
  category: { id: string; name: string },
): Promise<string> {
  const repo = postingsRepository(trx);
  const linked = await repo.categoryAccount(category.id);
  if (linked) return linked;
  if (linked === undefined) throw notFound("Expense category");
  // Locked and read again: two expenses of a new category at the same moment open one account.
  const again = await repo.categoryAccount(category.id, true);
  if (again) return again;
  const id = await repo.insertExpenseAccount(`${category.name} Expense`);
  if (!id)
    throw conflict("No expense account code (6001 to 6999) is free; free one in the chart of accounts");
  await repo.linkCategory(category.id, id);
  return id;
}

/**
 * The reversal of a cancelled expense's voucher, dated the expense's own day so the books drop it
 * from the same period the expense reports drop it from; none when the voucher was never posted
 * (history not yet posted) or is already reversed. Answers the reversing voucher's number.
 */
export async function reverseExpensePosting(
  trx: Database,
  expense: { id: string; expenseDate: string },
  actor: { userId: string; timeZone: string },
): Promise<string | null> {
  const voucher = await sourceVoucher(trx, "expense", expense.id);
  if (voucher?.status !== "posted") return null;
  const reversal = await reverseVoucher(trx, voucher.id, {
    date: expense.expenseDate,
    userId: actor.userId,
    timeZone: actor.timeZone,
    bySource: true,
  });
  return reversal.voucherNumber;
}
