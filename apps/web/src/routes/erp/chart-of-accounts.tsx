import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { ChartOfAccountsPage } from "../../features/chart-of-accounts/ChartOfAccountsPage";

export const Route = createFileRoute("/erp/chart-of-accounts")({
  staticData: { title: "Chart of Accounts" },
  beforeLoad: requirePermission("erp.read"),
  component: ChartOfAccountsPage,
});
