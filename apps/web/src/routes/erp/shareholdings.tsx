import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { ShareholdingsPage } from "../../features/cap-table/ShareholdingsPage";

export const Route = createFileRoute("/erp/shareholdings")({
  staticData: { title: "Shareholdings" },
  beforeLoad: requirePermission("erp.read"),
  component: ShareholdingsPage,
});
