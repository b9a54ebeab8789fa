import { expenseCategoryInput, expenseInput, expenseListFilters } from "@atithi/domain";
import { z } from "zod";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { expenseCategoriesRouter, expensesRouter } from "./expenses.router";

const route = restRoutes("Expenses", expensesRouter, createCallerFactory(expensesRouter));
const listQuery = expenseListFilters.extend({
  from: expenseListFilters.shape.from.describe("Expenses dated on or after this day (yyyy-MM-dd)"),
  to: expenseListFilters.shape.to.describe("Expenses dated on or before this day (yyyy-MM-dd)"),
  categoryId: expenseListFilters.shape.categoryId.describe("Only this category's expenses"),
  paymentMethod: expenseListFilters.shape.paymentMethod.describe("Only expenses paid this way"),
  page: z.coerce.number().optional().describe("From 1; 1 unless given"),
  pageSize: z.coerce.number().optional().describe("1 to 200; 50 unless given"),
});

const categoryRoute = restRoutes(
  "Expenses",
  expenseCategoriesRouter,
  createCallerFactory(expenseCategoriesRouter),
);

export const expensesRest = [
  categoryRoute({
    method: "GET",
    procedure: "list",
    path: "/api/expense-categories",
    summary: "Expense categories",
    call: (c) => c.list(),
  }),
  categoryRoute({
    method: "POST",
    procedure: "create",
    path: "/api/expense-categories",
    summary: "Add an expense category",
    status: 201,
    body: expenseCategoryInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "GET",
    procedure: "list",
    path: "/api/expenses",
    summary:
      "One page of expenses, newest first, optionally of a date range, a category and a payment method; X-Has-More says whether another follows",
    query: listQuery,
    call: async (c, { query }, reply) => {
      const page = await c.list(query);
      reply.header("x-has-more", String(page.hasMore));
      return page.items;
    },
  }),
  route({
    method: "GET",
    procedure: "summary",
    path: "/api/expenses/summary",
    summary: "Expenses of all time and of this month",
    call: (c) => c.summary(),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/expenses",
    summary: "Record an expense",
    status: 201,
    body: expenseInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/expenses/:id",
    summary:
      "Correct an expense; when its voucher's figures change, the voucher is reversed on the old date and a new one posted. A cancelled expense or a closed period is 409",
    params: idParams,
    body: expenseInput,
    call: (c, { params, body }) => c.update({ id: params.id, expense: body }),
  }),
  route({
    method: "POST",
    procedure: "cancel",
    path: "/api/expenses/:id/cancel",
    summary:
      "Cancel an expense recorded in error: its voucher is reversed (dated the expense's day) and it drops out of the totals; a second cancel is 409",
    params: idParams,
    call: (c, { params }) => c.cancel({ id: params.id }),
  }),
];
