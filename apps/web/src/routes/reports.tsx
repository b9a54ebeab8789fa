import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { ReportsPage } from "../features/reports/ReportsPage";

export const Route = createFileRoute("/reports")({
  staticData: { title: "Reports and Analytics" },
  beforeLoad: requirePermission("reports.read"),
  component: ReportsPage,
});
