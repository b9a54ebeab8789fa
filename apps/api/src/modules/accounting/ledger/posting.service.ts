import type { Database } from "@atithi/db";
import {
  type AccountRole,
  DEFAULT_TIME_ZONE,
  formatDisplayDate,
  fromPaise,
  MAKER_CHECKER_MESSAGE,
  makerMayNotApprove,
  offsettingLinesError,
  type Paise,
  postingDateProblem,
  postingLinesError,
  reversedLines,
  sourceVoucherMessage,
  todayIn,
  toPaise,
  type VoucherStatus,
  type VoucherType,
  voucherNumberPrefix,
} from "@atithi/domain";
import type { CompiledQuery } from "kysely";
import { writeAudit } from "../../../platform/audit";
import { badRequest, conflict, DomainError, notFound } from "../../../platform/errors";
import { type AccountRef, ledgerRepository, type VoucherHead } from "./ledger.repository";

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

export interface PostedVoucher {
  id: string;
  voucherNumber: string;
}

export const VOUCHER_ENTITY = "voucher";

/**
 * Whose today bounds posting dates: the financial year is India's (1 April to 31 March), so its
 * "next financial year" ends by India's calendar, wherever the server runs.
 */
const POSTING_CLOCK = DEFAULT_TIME_ZONE;

/** Refuses (400) a date after the end of the next financial year, naming the range. */
export function assertPostingDate(date: string): void {
  const problem = postingDateProblem(date, todayIn(POSTING_CLOCK));
  if (problem) throw badRequest(problem);
}

const accountLabel = (a: AccountRef) => `${a.accountCode} ${a.accountName}`;

/** Resolves roles and ids to accounts that can take postings, or explains which cannot. */
export async function resolveAccounts(db: Database, lines: readonly Pick<PostingLineInput, "account">[]) {
  const ids = [...new Set(lines.flatMap((l) => ("accountId" in l.account ? [l.account.accountId] : [])))];
  const roles = [...new Set(lines.flatMap((l) => ("role" in l.account ? [l.account.role] : [])))];
  return checkedAccounts(lines, await ledgerRepository(db).accounts(ids, roles));
}

/** Each line's account among those `found`, if it can take postings; else which line cannot, and why. */
function checkedAccounts(lines: readonly Pick<PostingLineInput, "account">[], found: readonly AccountRef[]) {
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
    // An account a person chose is their input (400); one found by its role is the chart's state (409).
    const refuse = "accountId" in choice ? badRequest : conflict;
    if (!account.isActive) throw refuse(`Line ${i + 1}: account ${accountLabel(account)} is inactive`);
    if (account.isGroup) {
      throw refuse(`Line ${i + 1}: ${accountLabel(account)} is a group heading; post to an account under it`);
    }
    return account;
  });
}

/** A line's values as the ledger keeps them, numbered from 1. */
const lineValues = (line: PostingLineInput, i: number) => ({
  partyId: line.partyId ?? null,
  description: line.description ?? null,
  debitAmount: fromPaise(line.debit),
  creditAmount: fromPaise(line.credit),
  lineNo: i + 1,
});

/**
 * The one path to the general ledger, for a new voucher and for an approved draft alike: checks the
 * lines balance and their accounts take postings, writes the voucher posted (a draft is updated in
 * place and its draft lines move to the ledger) and its ledger lines. It is numbered in its type's
 * series for the financial year just after the transaction commits (voucher-numbering.ts: unique
 * and gap-free, without the commit waiting for the series); numberVoucherNow numbers it at once.
 */
async function post(
  trx: Database,
  posting: Posting,
  {
    draft,
    eventWrite,
  }: { draft?: { id: string; accounts: readonly AccountRef[] }; eventWrite?: CompiledQuery } = {},
): Promise<string> {
  const problem =
    postingLinesError(posting.lines) ??
    offsettingLinesError(
      posting.lines.map((l) => ({
        ...l,
        key: "accountId" in l.account ? l.account.accountId : `role:${l.account.role}`,
      })),
    );
  if (problem) throw badRequest(problem);
  assertPostingDate(posting.date);
  const numberPrefix = voucherNumberPrefix(posting.voucherType, posting.date);
  const totalAmount = fromPaise(posting.lines.reduce((sum, l) => sum + l.debit, 0));
  const ledger = ledgerRepository(trx);
  if (!draft) {
    const inserted = await ledger.insertPostedVoucher(
      {
        numberPrefix,
        voucherType: posting.voucherType,
        voucherDate: posting.date,
        totalAmount,
        partyId: posting.partyId ?? null,
        reference: posting.reference ?? null,
        narration: posting.narration,
        sourceType: posting.source?.type ?? null,
        sourceId: posting.source?.id ?? null,
        reversesVoucherId: posting.reverses ?? null,
        createdBy: posting.userId,
        approvedBy: posting.userId,
      },
      posting.lines.map((line, i) => ({
        ...lineValues(line, i),
        accountId: "accountId" in line.account ? line.account.accountId : null,
        role: "role" in line.account ? line.account.role : null,
      })),
      eventWrite,
    );
    if ("id" in inserted) return inserted.id;
    // Nothing was written: say which line's account cannot take postings.
    checkedAccounts(posting.lines, inserted.accounts);
    throw new Error("A voucher's accounts were refused without a reason");
  }
  // A draft's lines were read with their accounts.
  const accounts = checkedAccounts(posting.lines, draft.accounts);
  const lines = posting.lines.map((line, i) => ({
    ...lineValues(line, i),
    accountId: accounts[i]?.id ?? "",
  }));
  await ledger.postDraft(
    draft.id,
    { numberPrefix, totalAmount, approvedBy: posting.userId },
    { voucherDate: posting.date, reference: posting.reference ?? null },
    lines,
  );
  return draft.id;
}

/**
 * Posts a voucher at once (an automatic posting), in the caller's transaction; it is numbered just
 * after the commit. The database checks again at commit that the voucher balances, and refuses
 * lines dated in a closed period (409 "The books are closed through …").
 *
 * `eventWrite`, the statement that writes what the voucher records (a payment, whose id the caller
 * chose), is sent with the voucher as one statement: one round trip for the event and its posting.
 * It must be one INSERT, UPDATE or DELETE with its parameters numbered from $1 and no `;`; the
 * voucher's part of the statement does not see the rows it writes (one snapshot). If the voucher is
 * refused, the error rolls the caller's transaction back, the event's write with it.
 */
export async function postVoucher(
  trx: Database,
  posting: Posting,
  eventWrite?: CompiledQuery,
): Promise<{ id: string }> {
  return { id: await post(trx, posting, { eventWrite }) };
}

/**
 * Numbers a voucher of the transaction now rather than after the commit, and answers its number. The
 * series stays locked until the transaction ends.
 */
export async function numberVoucherNow(trx: Database, id: string): Promise<string> {
  return ledgerRepository(trx).numberNow(id);
}

const STATUS_WORDS: Record<VoucherStatus, string> = {
  draft: "a draft",
  posted: "already posted",
  cancelled: "cancelled",
};

async function lockVoucher(trx: Database, id: string): Promise<VoucherHead> {
  const voucher = await ledgerRepository(trx).lock(id);
  if (!voucher) throw notFound("Voucher");
  return voucher;
}

/**
 * Approves a draft: under the voucher's row lock (so approvals sent together post it once, the rest
 * 409), moves its lines to the general ledger; the approver is recorded and audited. It is numbered
 * after the commit, or at once with numberVoucherNow.
 */
export async function postDraft(trx: Database, id: string, userId: string): Promise<void> {
  const draft = await lockVoucher(trx, id);
  if (draft.status !== "draft") {
    throw conflict(
      `Only a draft voucher can be approved; ${draft.voucherNumber ?? "this voucher"} is ${STATUS_WORDS[draft.status]}`,
    );
  }
  // Read under the draft's lock: a setting turned on meanwhile applies to this approval.
  if (makerMayNotApprove(draft, userId, await ledgerRepository(trx).makerChecker())) {
    throw conflict(MAKER_CHECKER_MESSAGE);
  }
  const drafted = await ledgerRepository(trx).draftLinesWithAccounts(id);
  // The draft was valid when entered; an account deactivated (or made a heading) since is a conflict.
  await post(
    trx,
    {
      voucherType: draft.voucherType,
      date: draft.voucherDate,
      narration: draft.narration,
      partyId: draft.partyId,
      reference: draft.reference,
      userId,
      lines: drafted.map(({ line }) => ({
        account: { accountId: line.accountId },
        debit: toPaise(line.debit),
        credit: toPaise(line.credit),
        partyId: line.partyId,
        description: line.description,
      })),
    },
    { draft: { id, accounts: drafted.map((d) => d.account) } },
  ).catch((error: unknown) => {
    throw error instanceof DomainError && error.kind === "bad_request" ? conflict(error.message) : error;
  });
  await writeAudit(trx, {
    userId,
    entityType: VOUCHER_ENTITY,
    entityId: id,
    action: "approve",
    before: { status: "draft" },
    after: { status: "posted" },
  });
}

export interface ReverseOptions {
  /** The reversal's date; the property's today (in `timeZone`) when left out. */
  date?: string | null;
  userId: string;
  timeZone: string;
  /**
   * Set only by the document that posted the voucher (cancelling an expense, reopening a year):
   * an automatic voucher is undone through its source, never on its own.
   */
  bySource?: boolean;
}

/**
 * Refuses (409) to change an automatic voucher by itself, naming the document that posted it; the
 * document is what a person corrects (a refund, a credit note, a cancelled expense).
 */
export async function refuseSourceVoucher(
  trx: Database,
  voucher: Pick<VoucherHead, "sourceType" | "sourceId">,
): Promise<void> {
  if (!voucher.sourceType || !voucher.sourceId) return;
  const number = await ledgerRepository(trx).sourceDocumentNumber(voucher.sourceType, voucher.sourceId);
  throw conflict(sourceVoucherMessage(voucher.sourceType, number));
}

/**
 * Cancels a posted voucher the only way a posted voucher changes: a new voucher of the same type with
 * its lines swapped, dated `date` (or today), pointing at it; the original is marked cancelled, by
 * whom and when. Under the original's row lock, so it is reversed once (409 after that); a reversing
 * voucher is not reversed again (post a new voucher instead).
 */
export async function reverseVoucher(
  trx: Database,
  id: string,
  options: ReverseOptions,
): Promise<PostedVoucher> {
  const original = await lockVoucher(trx, id);
  if (!options.bySource) await refuseSourceVoucher(trx, original);
  if (original.status !== "posted") {
    const label = original.voucherNumber ?? "this voucher";
    throw conflict(
      original.status === "draft"
        ? "Only a posted voucher can be reversed; delete the draft instead"
        : `${label} is already cancelled`,
    );
  }
  if (original.reversesVoucherId) {
    throw conflict(`${original.voucherNumber} reverses another voucher and cannot be reversed itself`);
  }
  const date = options.date ?? todayIn(options.timeZone);
  if (date < original.voucherDate) {
    throw badRequest(
      `The reversal date cannot be before the voucher's date (${formatDisplayDate(original.voucherDate)})`,
    );
  }
  const ledger = ledgerRepository(trx);
  // Posted moments ago, it may still be waiting for its number, which the reversal names.
  const originalNumber = original.voucherNumber ?? (await numberVoucherNow(trx, id));
  const lines = await ledger.lines(id);
  const narration = `Reversal of ${originalNumber}${original.narration ? `: ${original.narration}` : ""}`;
  const reversalId = await post(trx, {
    voucherType: original.voucherType,
    date,
    narration: narration.slice(0, 500),
    partyId: original.partyId,
    reference: original.reference,
    source:
      original.sourceType && original.sourceId
        ? { type: original.sourceType, id: original.sourceId }
        : undefined,
    reverses: id,
    userId: options.userId,
    lines: reversedLines(
      lines.map((l) => ({
        account: { accountId: l.accountId },
        debit: toPaise(l.debit),
        credit: toPaise(l.credit),
        partyId: l.partyId,
        description: l.description,
      })),
    ),
  });
  const reversal = { id: reversalId, voucherNumber: await numberVoucherNow(trx, reversalId) };
  await ledger.markCancelled(id, options.userId);
  await writeAudit(trx, {
    userId: options.userId,
    entityType: VOUCHER_ENTITY,
    entityId: id,
    action: "reverse",
    before: { status: "posted" },
    after: { status: "cancelled", reversedBy: reversal.voucherNumber, reversalDate: date },
  });
  return reversal;
}

/**
 * The voucher posted for a source (e.g. `("payment", id)`), not a reversal: the one in force, else the
 * last one cancelled (an edited expense has had several); undefined when none.
 */
export function sourceVoucher(
  db: Database,
  sourceType: string,
  sourceId: string,
): Promise<{ id: string; voucherNumber: string | null; status: string } | undefined> {
  return ledgerRepository(db).sourceVoucher(sourceType, sourceId);
}
