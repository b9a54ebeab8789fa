import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../auth/route-guard";
import { BalanceSheetPage } from "../../../features/erp-reports/BalanceSheetPage";

export const Route = createFileRoute("/erp/reports/balance-sheet")({
  staticData: { title: "Balance Sheet" },
  beforeLoad: requirePermission("erp.read"),
  component: BalanceSheetPage,
});
