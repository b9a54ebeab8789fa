import { createFileRoute } from "@tanstack/react-router";
import { ProfitLossPage } from "../../../features/erp-reports/ProfitLossPage";

export const Route = createFileRoute("/erp/reports/profit-loss")({
  staticData: { title: "Profit and Loss" },
  component: ProfitLossPage,
});
