import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { WaterfallScenariosPage } from "../../features/cap-table/WaterfallScenariosPage";

export const Route = createFileRoute("/erp/waterfall-scenarios")({
  staticData: { title: "Waterfall Scenarios" },
  beforeLoad: requirePermission("erp.read"),
  component: WaterfallScenariosPage,
});
