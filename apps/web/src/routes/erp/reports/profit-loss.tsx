import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../auth/route-guard";
import { ProfitLossPage } from "../../../features/erp-reports/ProfitLossPage";

export const Route = createFileRoute("/erp/reports/profit-loss")({
  staticData: { title: "Profit and Loss" },
  beforeLoad: requirePermission("erp.read"),
  component: ProfitLossPage,
});
