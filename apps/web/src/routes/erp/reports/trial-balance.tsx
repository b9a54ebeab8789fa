import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../auth/route-guard";
import { TrialBalancePage } from "../../../features/erp-reports/TrialBalancePage";

export const Route = createFileRoute("/erp/reports/trial-balance")({
  staticData: { title: "Trial Balance" },
  beforeLoad: requirePermission("erp.read"),
  component: TrialBalancePage,
});
