import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/salary-components")({
  staticData: { title: "Salary Components" },
  beforeLoad: requirePermission("erp.read"),
  component: PagePlaceholder,
});
