import { z } from "zod";
import { formatDisplayDate } from "./dates";
import { financialYear } from "./invoice-number";

/**
 * Guards of the general ledger (issue 28): an automatic voucher is corrected through the document
 * that posted it, postings stay within the next financial year, a voucher must move something, and
 * whoever entered a voucher does not approve it.
 */

/** What each kind of automatic voucher was posted for, as a person names the document. */
export const VOUCHER_SOURCE_DOCUMENTS: Record<string, string> = {
  payment: "payment",
  refund: "refund",
  stay_invoice: "stay invoice",
  group_invoice: "group invoice",
  expense: "expense",
  sales_invoice: "sales invoice",
  purchase_bill: "purchase bill",
  invoice_payment: "invoice payment",
  credit_note: "credit note",
  share_issue: "share issue",
  fundraising_round: "fundraising round",
  year_end_close: "year-end close",
};

export function sourceDocumentName(sourceType: string): string {
  return VOUCHER_SOURCE_DOCUMENTS[sourceType] ?? sourceType.replaceAll("_", " ");
}

/** Why an automatic voucher is not reversed, edited or deleted by itself. */
export function sourceVoucherMessage(sourceType: string, documentNumber: string): string {
  const document = sourceDocumentName(sourceType);
  return `This voucher was posted by ${document} ${documentNumber}; correct the ${document} instead`;
}

/**
 * The last day anything may be posted on: the end of the financial year after today's (a hotel
 * books advance deposits and bills a year ahead, never further; a date beyond is a typing slip).
 */
export function lastPostingDate(today: string): string {
  return `${Number(financialYear(today).slice(0, 4)) + 2}-03-31`;
}

/** Why `date` cannot be posted on (after the end of the next financial year), or null. */
export function postingDateProblem(date: string, today: string): string | null {
  const last = lastPostingDate(today);
  if (date <= last) return null;
  return `Postings can be dated up to ${formatDisplayDate(last)}, the end of the next financial year; ${formatDisplayDate(date)} is after it`;
}

/**
 * Why a voucher's lines move nothing, or null: an account debited and credited for the same party
 * in one voucher (its lines give `key`, the account however it is named, and the party).
 */
export function offsettingLinesError(
  lines: readonly { key: string; partyId?: string | null; debit: number; credit: number }[],
): string | null {
  const seen = new Map<string, { line: number; debit: boolean }>();
  for (const [i, line] of lines.entries()) {
    const key = `${line.key}\u0000${line.partyId ?? ""}`;
    const debit = line.debit > 0;
    const first = seen.get(key);
    if (first && first.debit !== debit) {
      return `Lines ${first.line} and ${i + 1} debit and credit the same account for the same party, which moves nothing`;
    }
    if (!first) seen.set(key, { line: i + 1, debit });
  }
  return null;
}

export const MAKER_CHECKER_MESSAGE = "Another accountant or an administrator must approve this voucher";

/** Whether the voucher's maker (who entered or last edited it) may not approve it. */
export function makerMayNotApprove(
  voucher: { createdBy: string | null; editedBy: string | null },
  approverId: string,
  makerChecker: boolean,
): boolean {
  return makerChecker && (voucher.createdBy === approverId || voucher.editedBy === approverId);
}

export const approvalSettingsInput = z.object({
  voucherMakerChecker: z.boolean({ message: "voucherMakerChecker must be true or false" }),
});
export type ApprovalSettings = z.output<typeof approvalSettingsInput>;
