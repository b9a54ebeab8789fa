import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { FundraisingRoundsPage } from "../../features/cap-table/FundraisingRoundsPage";

export const Route = createFileRoute("/erp/fundraising-rounds")({
  staticData: { title: "Fundraising Rounds" },
  beforeLoad: requirePermission("erp.read"),
  component: FundraisingRoundsPage,
});
