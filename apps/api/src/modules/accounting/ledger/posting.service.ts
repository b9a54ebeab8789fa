import type { Database } from "@atithi/db";
import {
  type AccountRole,
  financialYear,
  fromPaise,
  type Paise,
  postingLinesError,
  VOUCHER_SERIES,
  type VoucherType,
  voucherNumber,
} from "@atithi/domain";
import { nextSequence } from "../../../platform/db/document-sequences";
import { badRequest, conflict } from "../../../platform/errors";
import { type AccountRef, ledgerRepository } from "./ledger.repository";

/** An account given by id (a person's voucher) or by its system role (an automatic posting). */
export type AccountChoice = { accountId: string } | { role: AccountRole };

export interface PostingLineInput {
  account: AccountChoice;
  debit: Paise;
  credit: Paise;
  partyId?: string | null;
  description?: string | null;
}

export interface Posting {
  voucherType: VoucherType;
  date: string;
  narration: string | null;
  partyId?: string | null;
  reference?: string | null;
  /** What the voucher records (e.g. `{type: "payment", id}`): a source posts once. */
  source?: { type: string; id: string };
  /** The voucher this one reverses. */
  reverses?: string;
  lines: readonly PostingLineInput[];
  /** Who made the entry; it is posted (approved) by them at once. */
  userId: string;
}

const accountLabel = (a: AccountRef) => `${a.accountCode} ${a.accountName}`;

/** Resolves roles and ids to accounts that can take postings, or explains which cannot. */
async function resolveAccounts(db: Database, lines: readonly PostingLineInput[]) {
  const ids = [...new Set(lines.flatMap((l) => ("accountId" in l.account ? [l.account.accountId] : [])))];
  const roles = [...new Set(lines.flatMap((l) => ("role" in l.account ? [l.account.role] : [])))];
  const found = await ledgerRepository(db).accounts(ids, roles);
  return lines.map((line, i) => {
    const choice = line.account;
    const account =
      "accountId" in choice
        ? found.find((a) => a.id === choice.accountId)
        : found.find((a) => a.systemRole === choice.role);
    if (!account) {
      throw "accountId" in choice
        ? badRequest(`Line ${i + 1}: the account does not exist`)
        : conflict(`No account holds the role "${choice.role}"; assign it in the chart of accounts`);
    }
    if (!account.isActive) throw conflict(`Line ${i + 1}: account ${accountLabel(account)} is inactive`);
    if (account.isGroup) {
      throw conflict(
        `Line ${i + 1}: ${accountLabel(account)} is a group heading; post to an account under it`,
      );
    }
    return account;
  });
}

/**
 * The one way anything reaches the general ledger: checks the lines balance, numbers the voucher in
 * its type's series for the financial year, and writes it posted, in the caller's transaction.
 * The database checks again at commit that the voucher balances and its date is not in a closed
 * period (409 "The books are closed through …").
 */
export async function postVoucher(trx: Database, posting: Posting) {
  const problem = postingLinesError(posting.lines);
  if (problem) throw badRequest(problem);
  const accounts = await resolveAccounts(trx, posting.lines);
  const sequence = await nextSequence(
    trx,
    `voucher:${VOUCHER_SERIES[posting.voucherType]}`,
    financialYear(posting.date),
  );
  const number = voucherNumber(posting.voucherType, posting.date, sequence);
  const total = posting.lines.reduce((sum, l) => sum + l.debit, 0);
  const ledger = ledgerRepository(trx);
  const voucher = await ledger.insertVoucher({
    voucherNumber: number,
    voucherType: posting.voucherType,
    voucherDate: posting.date,
    status: "posted",
    totalAmount: fromPaise(total),
    partyId: posting.partyId ?? null,
    reference: posting.reference ?? null,
    narration: posting.narration,
    sourceType: posting.source?.type ?? null,
    sourceId: posting.source?.id ?? null,
    reversesVoucherId: posting.reverses ?? null,
    createdBy: posting.userId,
    approvedBy: posting.userId,
  });
  await ledger.insertLedgerLines(
    voucher.id,
    posting.date,
    posting.reference ?? null,
    posting.userId,
    posting.lines.map((line, i) => ({
      accountId: accounts[i]?.id ?? "",
      partyId: line.partyId ?? null,
      description: line.description ?? null,
      debitAmount: fromPaise(line.debit),
      creditAmount: fromPaise(line.credit),
      lineNo: i + 1,
    })),
  );
  return { id: voucher.id, voucherNumber: number };
}
