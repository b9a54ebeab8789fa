import type { AccountRole } from "./accounts";
import { CHARGE_CATEGORY_DEFAULTS, type ChargeCategory, type InvoiceDocument, ROOM_SAC } from "./folio";
import type { VoucherType } from "./ledger";
import { type Paise, toPaise } from "./money";
import type { PaymentMethod } from "./payment";

/**
 * The hotel's own money in the books: each event of the front and back office becomes one voucher,
 * its lines named by account role (or, for an expense, by its category's account). Revenue is
 * recognised when the stay is invoiced; money received before that is an advance.
 *
 * The guests' running account is Guest Advances: payments credit it, refunds debit it, and the
 * invoice debits it by the invoice's total. What a guest still owes after the invoice is therefore a
 * debit balance on the same account (a receivable), and what was paid beyond the bill a credit one,
 * so a stay's payments, refunds and invoice always net to what is outstanding, whatever their order.
 */

/** What an automatic voucher records; a source posts once. */
export const AUTO_POSTING_SOURCES = [
  "payment",
  "refund",
  "stay_invoice",
  "group_invoice",
  "expense",
] as const;
export type AutoPostingSource = (typeof AUTO_POSTING_SOURCES)[number];

export const AUTO_POSTING_VOUCHER_TYPE: Record<AutoPostingSource, VoucherType> = {
  payment: "receipt",
  refund: "payment",
  stay_invoice: "sales",
  group_invoice: "sales",
  expense: "payment",
};

export type PostingAccountChoice = { role: AccountRole } | { accountId: string };

/** One line of an automatic posting: exactly one side more than zero. */
export interface AutoPostingLine {
  account: PostingAccountChoice;
  debit: Paise;
  credit: Paise;
  description?: string;
}

const debit = (account: PostingAccountChoice, amount: Paise, description?: string): AutoPostingLine => ({
  account,
  debit: amount,
  credit: 0,
  ...(description ? { description } : {}),
});
const credit = (account: PostingAccountChoice, amount: Paise, description?: string): AutoPostingLine => ({
  account,
  debit: 0,
  credit: amount,
  ...(description ? { description } : {}),
});

/** Where a guest's money lands (or leaves from), by how it was paid. */
export const RECEIPT_ACCOUNT_ROLE: Record<PaymentMethod, AccountRole> = {
  cash: "cash",
  card: "card_clearing",
  upi: "upi_clearing",
  bank_transfer: "bank",
};

/**
 * What the hotel pays an expense from: cash from the cash in hand, anything else (UPI, card, bank
 * transfer) from the bank account the hotel's UPI handle and card draw on.
 */
export const EXPENSE_ACCOUNT_ROLE: Record<PaymentMethod, AccountRole> = {
  cash: "cash",
  card: "bank",
  upi: "bank",
  bank_transfer: "bank",
};

function positive(amount: Paise, what: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`${what} must be more than zero`);
}

/** A guest's payment: the money in (cash, card or UPI clearing, bank) against Guest Advances; a refund the reverse. */
export function guestMoneyLines(input: {
  kind: "payment" | "refund";
  method: PaymentMethod;
  amount: Paise;
}): AutoPostingLine[] {
  positive(input.amount, "A payment");
  const money = { role: RECEIPT_ACCOUNT_ROLE[input.method] };
  const advances = { role: "guest_advances" as const };
  return input.kind === "payment"
    ? [debit(money, input.amount), credit(advances, input.amount)]
    : [debit(advances, input.amount), credit(money, input.amount)];
}

/**
 * The revenue account of an invoice line, by its SAC: accommodation (996311: the room and what
 * follows it — extra bed, late check-out, cancellation and no-show fees) is room revenue; food and
 * minibar (996332) food revenue; anything else (laundry, other) other revenue. The SAC is on the
 * printed invoice, so the posting follows from the invoice as issued.
 */
export function revenueRoleOfSac(sac: string): AccountRole {
  if (sac === ROOM_SAC) return "room_revenue";
  if (sac === CHARGE_CATEGORY_DEFAULTS.food_beverage.sac) return "food_revenue";
  return "other_revenue";
}

export function revenueRoleOfCharge(category: ChargeCategory): AccountRole {
  return revenueRoleOfSac(CHARGE_CATEGORY_DEFAULTS[category].sac);
}

/** An invoice line's amounts in paise: its SAC decides the revenue account. */
export interface RevenueLine {
  sac: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

/** The lines of an issued invoice document (amounts as decimal strings) in paise. */
export function revenueLinesOfDocument(document: Pick<InvoiceDocument, "lines">): RevenueLine[] {
  return document.lines.map((l) => ({
    sac: l.sac,
    taxable: toPaise(l.taxable),
    cgst: toPaise(l.cgst),
    sgst: toPaise(l.sgst),
  }));
}

const REVENUE_ORDER: readonly AccountRole[] = ["room_revenue", "food_revenue", "other_revenue"];

/**
 * An invoice (a stay's, or a group's over its members' stays): Guest Advances debited by the
 * total; each revenue account credited with its lines' taxable value; CGST and SGST output with the
 * tax. Null when nothing is billed (a complimentary stay): there is nothing to post.
 */
export function invoiceLines(lines: readonly RevenueLine[]): AutoPostingLine[] | null {
  const revenue = new Map<AccountRole, Paise>();
  let cgst = 0;
  let sgst = 0;
  for (const line of lines) {
    for (const v of [line.taxable, line.cgst, line.sgst]) {
      if (!Number.isSafeInteger(v) || v < 0)
        throw new RangeError("Invoice amounts must be whole paise, not negative");
    }
    const role = revenueRoleOfSac(line.sac);
    revenue.set(role, (revenue.get(role) ?? 0) + line.taxable);
    cgst += line.cgst;
    sgst += line.sgst;
  }
  const credits: AutoPostingLine[] = [
    ...REVENUE_ORDER.flatMap((role) => {
      const amount = revenue.get(role) ?? 0;
      return amount > 0 ? [credit({ role }, amount)] : [];
    }),
    ...(cgst > 0 ? [credit({ role: "cgst_output" }, cgst)] : []),
    ...(sgst > 0 ? [credit({ role: "sgst_output" }, sgst)] : []),
  ];
  const total = credits.reduce((sum, l) => sum + l.credit, 0);
  if (total === 0) return null;
  return [debit({ role: "guest_advances" }, total), ...credits];
}

/** An expense: its category's expense account against cash or bank, by how it was paid. */
export function expenseLines(input: {
  expenseAccountId: string;
  method: PaymentMethod;
  amount: Paise;
}): AutoPostingLine[] {
  positive(input.amount, "An expense");
  return [
    debit({ accountId: input.expenseAccountId }, input.amount),
    credit({ role: EXPENSE_ACCOUNT_ROLE[input.method] }, input.amount),
  ];
}

/** A group invoice's members: each stay is recognised by the first invoice that bills it. */
export function stayAlreadyRecognised(stay: {
  /** When the stay's own invoice was issued, if it was. */
  stayInvoicedAt: Date | null;
  /** When its group's invoice was issued, if it belongs to an invoiced group. */
  groupInvoicedAt: Date | null;
  /** The invoice being posted: the stay's own or the group's. */
  posting: "stay_invoice" | "group_invoice";
}): boolean {
  const { stayInvoicedAt: stay_, groupInvoicedAt: group } = stay;
  if (stay.posting === "stay_invoice") return group !== null && (stay_ === null || group < stay_);
  return stay_ !== null && (group === null || stay_ <= group);
}
