export { expensesRest } from "./expenses.rest";
export { expenseCategoriesRouter, expensesRouter } from "./expenses.router";
export { expensesByCategory, expensesByDay } from "./expenses.service";
