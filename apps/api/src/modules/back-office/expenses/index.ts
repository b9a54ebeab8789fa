export { expensesByCategory, expensesByDay } from "./expenses.service";
