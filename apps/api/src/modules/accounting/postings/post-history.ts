import type { Database } from "@atithi/db";
import type { AutoPostingSource, RevenueLine } from "@atithi/domain";
import { translateDatabaseError } from "../../../platform/db/database-errors";
import { DomainError } from "../../../platform/errors";
import { numberPendingVouchers } from "../ledger";
import { postingsRepository } from "./postings.repository";
import {
  expenseCategoryAccount,
  postExpense,
  postGroupInvoice,
  postGuestMoney,
  postStayInvoice,
} from "./postings.service";

export interface HistoryCounts {
  posted: Record<AutoPostingSource, number>;
  /** Nothing to post: a complimentary stay, or a stay its group's invoice (or its own) recognised. */
  nothingToPost: number;
  /** Dated on or before the date the books are closed through. */
  inClosedPeriod: number;
  failed: { source: AutoPostingSource; id: string; reason: string }[];
}

type StayRow = Parameters<Parameters<typeof postGroupInvoice>[3]>[0][number];

interface Event {
  source: AutoPostingSource;
  id: string;
  date: string;
  createdAt: Date;
  post: (trx: Database, userId: string) => Promise<unknown>;
  author: string | null;
}

/**
 * `pnpm db:post-history`: every payment, refund, issued invoice and expense that has no voucher
 * yet is posted, in date order (then in the order they happened), each in its own transaction. Run
 * again, it finds nothing left to post. Events dated in a closed period are counted, not posted.
 */
export async function postHistory(
  db: Database,
  options: { timeZone: string; revenueOf: (db: Database, stays: StayRow[]) => Promise<RevenueLine[]> },
): Promise<HistoryCounts> {
  const repo = postingsRepository(db);
  const [money, stayInvoices, groupInvoices, expenses, lockedThrough, admin] = await Promise.all([
    repo.unpostedMoney(options.timeZone),
    repo.unpostedStayInvoices(),
    repo.unpostedGroupInvoices(),
    repo.unpostedExpenses(),
    repo.lockedThrough(),
    repo.anAdministrator(),
  ]);
  const events: Event[] = [
    ...money.map(
      (p): Event => ({
        source: p.kind === "refund" ? "refund" : "payment",
        id: p.id,
        date: p.date,
        createdAt: new Date(p.createdAt),
        author: p.createdBy,
        post: (trx, userId) =>
          postGuestMoney(trx, {
            ...p,
            kind: p.kind === "refund" ? "refund" : "payment",
            userId,
          }),
      }),
    ),
    ...stayInvoices.map(
      (i): Event => ({
        source: "stay_invoice",
        id: i.id,
        date: i.invoiceDate,
        createdAt: new Date(i.createdAt),
        author: i.createdBy,
        post: (trx, userId) => postStayInvoice(trx, { ...i, createdAt: new Date(i.createdAt) }, userId),
      }),
    ),
    ...groupInvoices.map(
      (g): Event => ({
        source: "group_invoice",
        id: g.id,
        date: g.invoiceDate,
        createdAt: new Date(g.createdAt),
        author: g.createdBy,
        post: (trx, userId) =>
          postGroupInvoice(trx, { ...g, createdAt: new Date(g.createdAt) }, userId, (stays) =>
            options.revenueOf(trx, stays),
          ),
      }),
    ),
    ...expenses.map(
      (e): Event => ({
        source: "expense",
        id: e.id,
        date: e.expenseDate,
        createdAt: new Date(e.createdAt),
        author: e.createdBy,
        post: async (trx, userId) => {
          // A category made before categories had accounts gets its own now.
          const accountId = await expenseCategoryAccount(trx, { id: e.categoryId, name: e.categoryName });
          return postExpense(trx, { ...e, accountId }, userId);
        },
      }),
    ),
  ];
  events.sort((a, b) =>
    a.date === b.date ? a.createdAt.getTime() - b.createdAt.getTime() : a.date < b.date ? -1 : 1,
  );
  const counts: HistoryCounts = {
    posted: { payment: 0, refund: 0, stay_invoice: 0, group_invoice: 0, expense: 0 },
    nothingToPost: 0,
    inClosedPeriod: 0,
    failed: [],
  };
  for (const event of events) {
    if (lockedThrough && event.date <= lockedThrough) {
      counts.inClosedPeriod += 1;
      continue;
    }
    const userId = event.author ?? admin;
    if (!userId) throw new Error("No administrator to post the history as");
    try {
      const voucher = await db.transaction().execute((trx) => event.post(trx, userId));
      if (voucher) counts.posted[event.source] += 1;
      else counts.nothingToPost += 1;
    } catch (error) {
      const refusal = error instanceof DomainError ? error : translateDatabaseError(error);
      if (!refusal) throw error;
      counts.failed.push({ source: event.source, id: event.id, reason: refusal.message });
    }
  }
  // Numbered now, in the order posted, rather than when the server next runs.
  await numberPendingVouchers(db);
  return counts;
}
