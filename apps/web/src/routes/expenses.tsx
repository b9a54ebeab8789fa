import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { ExpensesPage } from "../features/expenses/ExpensesPage";

export const Route = createFileRoute("/expenses")({
  staticData: { title: "Expense Management" },
  beforeLoad: requirePermission("expenses.read"),
  component: ExpensesPage,
});
