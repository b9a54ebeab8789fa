import {
  expenseCategoryInput,
  expenseInput,
  expenseListInput,
  idInput,
  updateExpenseInput,
} from "@atithi/domain";
import { idempotentProcedure } from "../../../platform/idempotency/idempotent-procedure";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { expensesRepository } from "./expenses.repository";
import {
  cancelExpense,
  createExpense,
  createExpenseCategory,
  expenseSummary,
  updateExpense,
} from "./expenses.service";

export const expensesRouter = router({
  list: authorizedProcedure("expenses.read")
    .input(expenseListInput)
    .query(({ ctx, input }) => expensesRepository(ctx.db).page(input)),
  summary: authorizedProcedure("expenses.read").query(({ ctx }) =>
    expenseSummary({ db: ctx.db, timeZone: ctx.config.timeZone }),
  ),
  create: idempotentProcedure("expenses.write")
    .input(expenseInput)
    .mutation(({ ctx, input }) => createExpense(actor(ctx), input)),
  /** Whoever records expenses may correct one; a posted expense's voucher is corrected with it. */
  update: idempotentProcedure("expenses.write")
    .input(updateExpenseInput)
    .mutation(({ ctx, input }) => updateExpense(actor(ctx), input.id, input.expense)),
  /** Whoever records expenses may cancel one recorded in error; its voucher is reversed with it. */
  cancel: idempotentProcedure("expenses.write")
    .input(idInput)
    .mutation(({ ctx, input }) => cancelExpense(actor(ctx), input.id)),
});

export const expenseCategoriesRouter = router({
  list: authorizedProcedure("expenses.read").query(({ ctx }) => expensesRepository(ctx.db).categories()),
  create: authorizedProcedure("expenseCategories.manage")
    .input(expenseCategoryInput)
    .mutation(({ ctx, input }) => createExpenseCategory(actor(ctx), input)),
});
