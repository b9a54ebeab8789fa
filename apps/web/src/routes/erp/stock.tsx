import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/stock")({
  staticData: { title: "Stock" },
  beforeLoad: requirePermission("erp.read"),
  component: PagePlaceholder,
});
