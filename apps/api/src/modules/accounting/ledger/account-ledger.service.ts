import type { Database } from "@atithi/db";
import {
  fromPaise,
  LEDGER_PAGE_SIZE,
  type LedgerQuery,
  normalSide,
  signedBalance,
  toPaise,
} from "@atithi/domain";
import { badRequest, notFound } from "../../../platform/errors";
import { ledgerRepository, type Sums } from "./ledger.repository";
import { numberPendingVouchers } from "./voucher-numbering";

const add = (a: Sums, b: Sums): Sums => ({ debit: a.debit + b.debit, credit: a.credit + b.credit });

/**
 * One page of an account's ledger between two dates (both included): the opening balance (from the
 * monthly snapshots, never a scan of every line), 50 lines in date order with the running balance
 * continued from the lines of the pages before (one aggregate), and the closing balance at `to`.
 * Balances are signed by the account's normal side: positive is a debit balance for assets and
 * expenses, a credit balance for liabilities, equity and revenue.
 */
export async function accountLedger(db: Database, query: LedgerQuery) {
  // The lines name their vouchers: those posted moments ago are numbered first.
  await numberPendingVouchers(db);
  const ledger = ledgerRepository(db);
  const { from, to } = query;
  const offset = (query.page - 1) * LEDGER_PAGE_SIZE;
  const frame = await ledger.ledgerFrame(query.accountId, from, to, offset);
  if (!frame) throw notFound("Account");
  const { account, opening, closing } = frame;
  if (account.isGroup) {
    throw badRequest(`${account.accountCode} ${account.accountName} is a group heading and has no ledger`);
  }
  const side = normalSide(account.accountType);
  const balance = (s: Sums) => signedBalance(s.debit, s.credit, side);
  const start = add(opening, frame.head);
  const lines = await ledger.ledgerPage(account.id, from, to, offset, LEDGER_PAGE_SIZE + 1);

  let running = balance(start);
  const rows = lines.slice(0, LEDGER_PAGE_SIZE).map((line) => {
    running += balance({ debit: toPaise(line.debit), credit: toPaise(line.credit) });
    return { ...line, balance: fromPaise(running) };
  });
  return {
    account: { ...account, normalSide: side },
    from,
    to,
    page: query.page,
    hasMore: lines.length > LEDGER_PAGE_SIZE,
    openingBalance: fromPaise(balance(opening)),
    /** The balance before this page's first line. */
    pageOpeningBalance: fromPaise(balance(start)),
    rows,
    closingBalance: fromPaise(balance(closing)),
    totalDebit: fromPaise(closing.debit - opening.debit),
    totalCredit: fromPaise(closing.credit - opening.credit),
  };
}
