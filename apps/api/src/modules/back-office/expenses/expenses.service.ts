import type { Database } from "@atithi/db";
import type { ExpenseValues, expenseCategoryInput, expenseInput } from "@atithi/domain";
import { changedExpenseFields, changesExpenseVoucher, periodEnd, periodStart, todayIn } from "@atithi/domain";
import type { z } from "zod";
import { writeAudit } from "../../../platform/audit";
import { conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { expenseCategoryAccount, postExpense, reverseExpensePosting } from "../../accounting/postings";
import { expensesRepository } from "./expenses.repository";

/** Records an expense, its audit entry and its voucher in one transaction; an unknown category is a 404. */
export function createExpense({ db, userId }: Actor, input: z.output<typeof expenseInput>) {
  return db.transaction().execute(async (trx) => {
    const expenses = expensesRepository(trx);
    // A clear 404 here; a category deleted meanwhile is still caught by the foreign key (also a 404).
    const category = await expenses.findCategory(input.categoryId);
    if (!category) throw notFound("Expense category");
    const expense = await expenses.insert({ ...input, createdBy: userId });
    await writeAudit(trx, {
      userId,
      entityType: "expense",
      entityId: expense.id,
      action: "create",
      after: expense,
    });
    // In the books in the same transaction: the category's account against cash or bank.
    const accountId = await expenseCategoryAccount(trx, category);
    await postExpense(trx, { ...expense, categoryName: category.name, accountId }, userId);
    return expense;
  });
}

/**
 * Changes an expense to read as `input`, under its row lock (edits and a cancel take turns). When what
 * its voucher shows changes, the voucher is reversed on the expense's old date and a new one posted
 * on its new date, in the same transaction: a change touching a closed period is refused (409) by the
 * period lock, as a cancel is. An edit that changes nothing writes nothing.
 */
export function updateExpense({ db, userId, timeZone }: Actor, id: string, input: ExpenseValues) {
  return db.transaction().execute(async (trx) => {
    const expenses = expensesRepository(trx);
    const locked = await expenses.lock(id);
    if (!locked) throw notFound("Expense");
    const { id: _, cancelledAt, ...current } = locked;
    if (cancelledAt) throw conflict("A cancelled expense cannot be changed");
    const changed = changedExpenseFields(current, input);
    if (changed.length === 0) return expenses.find(id);
    const category = await expenses.findCategory(input.categoryId);
    if (!category) throw notFound("Expense category");
    const after = await expenses.update(id, input);
    let reversedBy: string | null = null;
    if (changesExpenseVoucher(changed)) {
      reversedBy = await reverseExpensePosting(
        trx,
        { id, expenseDate: current.expenseDate },
        { userId, timeZone },
      );
      // An expense from before the books (no voucher yet) is left to db:post-history, as it was.
      if (reversedBy) {
        const accountId = await expenseCategoryAccount(trx, category);
        await postExpense(trx, { ...after, categoryName: category.name, accountId }, userId);
      }
    }
    await writeAudit(trx, {
      userId,
      entityType: "expense",
      entityId: id,
      action: "update",
      before: Object.fromEntries(changed.map((field) => [field, current[field]])),
      after: { ...Object.fromEntries(changed.map((field) => [field, after[field]])), reversedBy },
    });
    return after;
  });
}

/**
 * Cancels an expense recorded in error: its voucher reversed and the expense marked cancelled, in one
 * transaction under the expense's row lock (so a second cancel, even a simultaneous one, is a 409).
 */
export function cancelExpense({ db, userId, timeZone }: Actor, id: string) {
  return db.transaction().execute(async (trx) => {
    const expenses = expensesRepository(trx);
    const expense = await expenses.lock(id);
    if (!expense) throw notFound("Expense");
    if (expense.cancelledAt) throw conflict("This expense is already cancelled");
    const reversal = await reverseExpensePosting(trx, expense, { userId, timeZone });
    const after = await expenses.markCancelled(id, userId);
    await writeAudit(trx, {
      userId,
      entityType: "expense",
      entityId: id,
      action: "cancel",
      before: { cancelledAt: null },
      after: { cancelledAt: after.cancelledAt, reversedBy: reversal },
    });
    return after;
  });
}

export function createExpenseCategory({ db, userId }: Actor, input: z.output<typeof expenseCategoryInput>) {
  return db.transaction().execute(async (trx) => {
    const category = await expensesRepository(trx).insertCategory(input);
    // Each category has its own expense account, opened with it.
    await expenseCategoryAccount(trx, category);
    await writeAudit(trx, {
      userId,
      entityType: "expense_category",
      entityId: category.id,
      action: "create",
      after: category,
    });
    return category;
  });
}

/** The all-time total and this month's, the month being today's in the property's zone. */
export async function expenseSummary({ db, timeZone }: Pick<Actor, "db" | "timeZone">) {
  const today = todayIn(timeZone);
  const start = periodStart(today, "monthly");
  const end = periodEnd(start, "monthly");
  const totals = await expensesRepository(db).totals(start, end);
  return {
    allTime: totals.allTime,
    thisMonth: totals.thisMonth,
    count: Number(totals.count),
    /** The month counted as this month (yyyy-MM). */
    month: start.slice(0, 7),
  };
}

export function expensesByDay(db: Database, startDate: string, endDate: string) {
  return expensesRepository(db).byDay(startDate, endDate);
}

export function expensesByCategory(db: Database, startDate: string, endDate: string) {
  return expensesRepository(db).byCategory(startDate, endDate);
}
