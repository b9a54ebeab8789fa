import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../auth/route-guard";
import { Gstr1Page } from "../../../features/erp-reports/Gstr1Page";

export const Route = createFileRoute("/erp/reports/gstr1")({
  staticData: { title: "GSTR-1" },
  beforeLoad: requirePermission("erp.read"),
  component: Gstr1Page,
});
