import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { InvestorsPage } from "../../features/investors/InvestorsPage";

export const Route = createFileRoute("/erp/investors")({
  staticData: { title: "Investor Management" },
  beforeLoad: requirePermission("erp.read"),
  component: InvestorsPage,
});
