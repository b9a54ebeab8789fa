import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../auth/route-guard";
import { InvestorReturnsPage } from "../../../features/cap-table/InvestorReturnsPage";

export const Route = createFileRoute("/erp/reports/investor-returns")({
  staticData: { title: "Investor Returns" },
  beforeLoad: requirePermission("erp.read"),
  component: InvestorReturnsPage,
});
