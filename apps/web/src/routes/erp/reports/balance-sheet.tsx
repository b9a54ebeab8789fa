import { createFileRoute } from "@tanstack/react-router";
import { BalanceSheetPage } from "../../../features/erp-reports/BalanceSheetPage";

export const Route = createFileRoute("/erp/reports/balance-sheet")({
  staticData: { title: "Balance Sheet" },
  component: BalanceSheetPage,
});
