import { expenseCategoryInput, expenseInput, expenseListInput } from "@atithi/domain";
import { expensesRepository } from "../repositories/expenses.repository";
import { actor } from "../services/actor";
import { createExpense, createExpenseCategory, expenseSummary } from "../services/expenses.service";
import { authorizedProcedure, router } from "../trpc/init";

export const expensesRouter = router({
  list: authorizedProcedure("expenses.read")
    .input(expenseListInput)
    .query(({ ctx, input }) => expensesRepository(ctx.db).page(input.page, input.pageSize)),
  summary: authorizedProcedure("expenses.read").query(({ ctx }) =>
    expenseSummary({ db: ctx.db, timeZone: ctx.config.timeZone }),
  ),
  create: authorizedProcedure("expenses.write")
    .input(expenseInput)
    .mutation(({ ctx, input }) => createExpense(actor(ctx), input)),
});

export const expenseCategoriesRouter = router({
  list: authorizedProcedure("expenses.read").query(({ ctx }) => expensesRepository(ctx.db).categories()),
  create: authorizedProcedure("expenseCategories.manage")
    .input(expenseCategoryInput)
    .mutation(({ ctx, input }) => createExpenseCategory(actor(ctx), input)),
});
