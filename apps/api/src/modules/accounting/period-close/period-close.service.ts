import {
  type AccountSums,
  formatDisplayDate,
  fromPaise,
  type Paise,
  type PeriodLockUpdate,
  todayIn,
  YEAR_END_SOURCE,
  type YearEndCloseInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { badRequest, conflict } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { profitAndLossSums } from "../financial-reports";
import { numberVoucherNow, type PostingLineInput, postVoucher, reverseVoucher } from "../ledger";
import { periodCloseRepository } from "./period-close.repository";

/**
 * Closes the books through a day (nothing dated on or before it can be posted: the database
 * refuses it with 409), or opens them again with null; administrators only, audited.
 */
export function setPeriodLock({ db, userId, timeZone }: Actor, input: PeriodLockUpdate) {
  const today = todayIn(timeZone);
  if (input.lockedThrough !== null && input.lockedThrough > today) {
    throw badRequest(`The books can be closed through today (${formatDisplayDate(today)}) at the latest`);
  }
  return db.transaction().execute(async (trx) => {
    const repo = periodCloseRepository(trx);
    const before = await repo.lockSettings();
    const after = await repo.setLockedThrough(input.lockedThrough, userId);
    await writeAudit(trx, {
      userId,
      entityType: "accounting_settings",
      entityId: "period_lock",
      action: input.lockedThrough === null ? "period_lock:clear" : "period_lock:set",
      before: { lockedThrough: before.lockedThrough },
      after: { lockedThrough: after.lockedThrough },
    });
    return after;
  });
}

/** The line that brings an account's balance to zero. */
function zeroing(s: AccountSums): PostingLineInput | null {
  const net = s.debit - s.credit;
  if (net === 0) return null;
  return {
    account: { accountId: s.accountId },
    debit: net < 0 ? -net : 0,
    credit: Math.max(net, 0),
    description: `Closing ${s.accountCode} ${s.accountName}`,
  };
}

/**
 * The year-end closing: a journal voucher dated 31 March that brings every revenue, cost and
 * expense account to zero on that day and moves the difference (the profit or loss not yet closed)
 * to the account holding the role retained_earnings. A year is closed once, and not after a later
 * year was closed (409).
 */
export async function closeFinancialYear({ db, userId, timeZone }: Actor, input: YearEndCloseInput) {
  const today = todayIn(timeZone);
  if (today <= input.to) {
    throw conflict(
      `The year ${input.financialYear} ends on ${formatDisplayDate(input.to)}; it can be closed from the next day`,
    );
  }
  return db.transaction().execute(async (trx) => {
    const repo = periodCloseRepository(trx);
    // Closings one after another: the second sees the first.
    await repo.lockSettings();
    const closings = await repo.closingsFrom(input.financialYear);
    const posted = closings.filter((c) => c.status === "posted");
    const same = posted.find((c) => c.sourceId?.startsWith(input.financialYear));
    if (same) throw conflict(`The year ${input.financialYear} is already closed (${same.voucherNumber})`);
    const later = posted[0];
    if (later) {
      throw conflict(
        `The year ${later.sourceId?.slice(0, 7)} is already closed (${later.voucherNumber}); an earlier year cannot be closed after it`,
      );
    }
    const earlierAttempts = closings.filter((c) => c.sourceId?.startsWith(input.financialYear)).length;
    const sums = await profitAndLossSums(trx, input.to);
    const lines = [...sums]
      .sort((a, b) => (a.accountCode < b.accountCode ? -1 : a.accountCode > b.accountCode ? 1 : 0))
      .map(zeroing)
      .filter((l): l is PostingLineInput => l !== null);
    if (lines.length === 0) {
      throw conflict(
        `Nothing to close: the revenue and expense accounts are at zero on ${formatDisplayDate(input.to)}`,
      );
    }
    // What the lines above debit less what they credit: the profit (a credit to retained earnings).
    const profit: Paise = lines.reduce((sum, l) => sum + l.debit - l.credit, 0);
    if (profit !== 0) {
      lines.push({
        account: { role: "retained_earnings" },
        debit: profit < 0 ? -profit : 0,
        credit: profit > 0 ? profit : 0,
        description: profit > 0 ? "Profit for the year" : "Loss for the year",
      });
    }
    const voucher = await postVoucher(trx, {
      voucherType: "journal",
      date: input.to,
      narration: `Year-end closing ${input.financialYear}: revenue and expenses moved to retained earnings`,
      source: {
        type: YEAR_END_SOURCE,
        id: earlierAttempts === 0 ? input.financialYear : `${input.financialYear}#${earlierAttempts + 1}`,
      },
      lines,
      userId,
    });
    const result = {
      financialYear: input.financialYear,
      date: input.to,
      voucherId: voucher.id,
      voucherNumber: await numberVoucherNow(trx, voucher.id),
      netProfit: fromPaise(profit),
    };
    await writeAudit(trx, {
      userId,
      entityType: "voucher",
      entityId: voucher.id,
      action: "year_end_close",
      after: result,
    });
    return result;
  });
}

/**
 * Reopens a closed year through its closing (issue 28): the closing voucher reversed on the year's
 * last day, so its revenue and expenses show again; administrators only, audited. Refused (409)
 * while the year is not closed, while a later year is closed (reopen that first, as it was closed
 * after), and while the period lock covers the year's last day (the reversal could not be posted).
 * Under the settings' row lock, as closings are: reopenings sent together reverse it once.
 */
export function reopenFinancialYear({ db, userId, timeZone }: Actor, financialYear: string) {
  const to = `${Number(financialYear.slice(0, 4)) + 1}-03-31`;
  return db.transaction().execute(async (trx) => {
    const repo = periodCloseRepository(trx);
    const settings = await repo.lockSettings();
    const posted = (await repo.closingsFrom(financialYear)).filter((c) => c.status === "posted");
    const closing = posted.find((c) => c.sourceId?.startsWith(financialYear));
    if (!closing) throw conflict(`The year ${financialYear} is not closed`);
    const later = posted.find((c) => c !== closing);
    if (later) {
      throw conflict(
        `The year ${later.sourceId?.slice(0, 7)} is closed too (${later.voucherNumber}); reopen it first`,
      );
    }
    if (settings.lockedThrough !== null && settings.lockedThrough >= to) {
      throw conflict(
        `The books are closed through ${formatDisplayDate(settings.lockedThrough)}, which covers ${financialYear}; move the period lock back before reopening the year`,
      );
    }
    const reversal = await reverseVoucher(trx, closing.id, { date: to, userId, timeZone, bySource: true });
    const result = {
      financialYear,
      closingVoucherNumber: closing.voucherNumber,
      voucherId: reversal.id,
      voucherNumber: reversal.voucherNumber,
    };
    await writeAudit(trx, {
      userId,
      entityType: "voucher",
      entityId: closing.id,
      action: "year_end_reopen",
      before: { status: "posted" },
      after: result,
    });
    return result;
  });
}
