import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { ErpDashboardPage } from "../../features/erp-dashboard/ErpDashboardPage";

export const Route = createFileRoute("/erp/")({
  staticData: { title: "ERP Dashboard" },
  beforeLoad: requirePermission("erp.read"),
  component: ErpDashboardPage,
});
