import { createFileRoute } from "@tanstack/react-router";
import { ErpDashboardPage } from "../../features/erp-dashboard/ErpDashboardPage";

export const Route = createFileRoute("/erp/dashboard")({
  staticData: { title: "ERP Dashboard" },
  component: ErpDashboardPage,
});
