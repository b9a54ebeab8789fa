import { createFileRoute } from "@tanstack/react-router";
import { TrialBalancePage } from "../../../features/erp-reports/TrialBalancePage";

export const Route = createFileRoute("/erp/reports/trial-balance")({
  staticData: { title: "Trial Balance" },
  component: TrialBalancePage,
});
