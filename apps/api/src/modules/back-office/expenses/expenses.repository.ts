import type { Database } from "@atithi/db";
import type { expenseListInput } from "@atithi/domain";
import { sql } from "kysely";
import type { z } from "zod";

export interface ExpenseCategoryDto {
  id: string;
  name: string;
  description: string | null;
}

export interface ExpenseDto {
  id: string;
  categoryId: string;
  /** The category as the original client reads it (`expense.category.name`); null when it is gone ('Unknown Category'). */
  category: { id: string; name: string } | null;
  amount: string;
  description: string;
  expenseDate: string;
  paymentMethod: string;
  receiptNumber: string | null;
  vendor: string | null;
  notes: string | null;
  createdAt: string;
  /** When it was cancelled (its voucher reversed); a cancelled expense counts in no total. */
  cancelledAt: string | null;
}

export interface NewExpense {
  categoryId: string;
  amount: string;
  description: string;
  expenseDate: string;
  paymentMethod: string;
  receiptNumber: string | null;
  vendor: string | null;
  notes: string | null;
  createdBy: string;
}

/** A sum of numeric(10,2) amounts as exact decimal text. */
const sumAmount = sql<string>`coalesce(sum(expenses.amount), 0)::numeric(16, 2)::text`;

function withCategory(db: Database) {
  return db
    .selectFrom("expenses")
    .leftJoin("expenseCategories", "expenseCategories.id", "expenses.categoryId")
    .select([
      "expenses.id",
      "expenses.categoryId",
      "expenseCategories.id as joinedCategoryId",
      "expenseCategories.name as categoryName",
      sql<string>`expenses.amount::text`.as("amount"),
      "expenses.description",
      "expenses.expenseDate",
      "expenses.paymentMethod",
      "expenses.receiptNumber",
      "expenses.vendor",
      "expenses.notes",
      "expenses.createdAt",
      "expenses.cancelledAt",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withCategory>["executeTakeFirstOrThrow"]>>;

function toExpense(row: Row): ExpenseDto {
  const { joinedCategoryId, categoryName, ...expense } = row;
  return {
    ...expense,
    category: joinedCategoryId && categoryName ? { id: joinedCategoryId, name: categoryName } : null,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export function expensesRepository(db: Database) {
  return {
    categories(): Promise<ExpenseCategoryDto[]> {
      return db
        .selectFrom("expenseCategories")
        .select(["id", "name", "description"])
        .orderBy(sql`lower(name)`)
        .execute();
    },
    findCategory(id: string): Promise<ExpenseCategoryDto | undefined> {
      return db
        .selectFrom("expenseCategories")
        .select(["id", "name", "description"])
        .where("id", "=", id)
        .executeTakeFirst();
    },
    insertCategory(values: { name: string; description: string | null }): Promise<ExpenseCategoryDto> {
      return db
        .insertInto("expenseCategories")
        .values(values)
        .returning(["id", "name", "description"])
        .executeTakeFirstOrThrow();
    },
    async insert(values: NewExpense): Promise<ExpenseDto> {
      const { id } = await db.insertInto("expenses").values(values).returning("id").executeTakeFirstOrThrow();
      return this.find(id);
    },
    /**
     * The expense as its edit form has it, its row locked until the transaction ends: edits and its
     * cancel take turns, each on the expense as the one before left it.
     */
    lock(id: string) {
      return db
        .selectFrom("expenses")
        .select([
          "id",
          "categoryId",
          sql<string>`amount::text`.as("amount"),
          "description",
          "expenseDate",
          "paymentMethod",
          "receiptNumber",
          "vendor",
          "notes",
          "cancelledAt",
        ])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },
    async find(id: string): Promise<ExpenseDto> {
      return toExpense(await withCategory(db).where("expenses.id", "=", id).executeTakeFirstOrThrow());
    },
    async update(id: string, values: Omit<NewExpense, "createdBy">): Promise<ExpenseDto> {
      await db.updateTable("expenses").set(values).where("id", "=", id).execute();
      return this.find(id);
    },
    async markCancelled(id: string, userId: string): Promise<ExpenseDto> {
      await db
        .updateTable("expenses")
        .set({ cancelledAt: sql<Date>`now()`, cancelledBy: userId })
        .where("id", "=", id)
        .execute();
      return this.find(id);
    },
    /**
     * One page of the expenses `filters` let through, newest expense date first; one row more than
     * asked tells whether there is more.
     */
    async page({ page, pageSize, from, to, categoryId, paymentMethod }: z.output<typeof expenseListInput>) {
      let query = withCategory(db);
      if (from) query = query.where("expenses.expenseDate", ">=", from);
      if (to) query = query.where("expenses.expenseDate", "<=", to);
      if (categoryId) query = query.where("expenses.categoryId", "=", categoryId);
      if (paymentMethod) query = query.where("expenses.paymentMethod", "=", paymentMethod);
      const rows = await query
        .orderBy("expenses.expenseDate", "desc")
        .orderBy("expenses.createdAt", "desc")
        .orderBy("expenses.id")
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        items: rows.slice(0, pageSize).map(toExpense),
        page,
        pageSize,
        hasMore: rows.length > pageSize,
      };
    },
    /** All-time total and the total dated from `monthStart` to `monthEnd` (both included), in one pass. */
    totals(monthStart: string, monthEnd: string) {
      return db
        .selectFrom("expenses")
        .select([
          sumAmount.as("allTime"),
          sql<string>`coalesce(sum(expenses.amount) filter (where expense_date between ${monthStart}::date and ${monthEnd}::date), 0)::numeric(16, 2)::text`.as(
            "thisMonth",
          ),
          sql<string>`count(*)::text`.as("count"),
        ])
        .where("cancelledAt", "is", null)
        .executeTakeFirstOrThrow();
    },
    /** Expenses per day of [startDate, endDate]. */
    byDay(startDate: string, endDate: string) {
      return db
        .selectFrom("expenses")
        .select(["expenseDate as date", sumAmount.as("amount")])
        .where("cancelledAt", "is", null)
        .where("expenseDate", ">=", startDate)
        .where("expenseDate", "<=", endDate)
        .groupBy("expenseDate")
        .execute();
    },
    /** Expenses per category of [startDate, endDate]. */
    byCategory(startDate: string, endDate: string) {
      return db
        .selectFrom("expenses")
        .leftJoin("expenseCategories", "expenseCategories.id", "expenses.categoryId")
        .select(["expenses.categoryId", "expenseCategories.name as category", sumAmount.as("amount")])
        .where("expenses.cancelledAt", "is", null)
        .where("expenses.expenseDate", ">=", startDate)
        .where("expenses.expenseDate", "<=", endDate)
        .groupBy(["expenses.categoryId", "expenseCategories.name"])
        .execute();
    },
  };
}
