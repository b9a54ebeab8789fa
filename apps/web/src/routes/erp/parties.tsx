import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { PartiesPage } from "../../features/parties/PartiesPage";

export const Route = createFileRoute("/erp/parties")({
  staticData: { title: "Parties" },
  beforeLoad: requirePermission("erp.read"),
  component: PartiesPage,
});
