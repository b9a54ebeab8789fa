import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";

/** Part 2 §7: a new expense refreshes the expenses, their totals and the reports built on them. */
export function useRefreshExpenses() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.expenses.pathFilter()),
      queryClient.invalidateQueries(trpc.expenseCategories.pathFilter()),
      queryClient.invalidateQueries(trpc.reports.pathFilter()),
      queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
    ]);
}
