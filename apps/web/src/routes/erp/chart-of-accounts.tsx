import { createFileRoute } from "@tanstack/react-router";
import { ChartOfAccountsPage } from "../../features/chart-of-accounts/ChartOfAccountsPage";

export const Route = createFileRoute("/erp/chart-of-accounts")({
  staticData: { title: "Chart of Accounts" },
  component: ChartOfAccountsPage,
});
