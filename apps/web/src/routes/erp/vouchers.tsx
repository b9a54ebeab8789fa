import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { VouchersPage } from "../../features/vouchers/VouchersPage";

export const Route = createFileRoute("/erp/vouchers")({
  staticData: { title: "Vouchers" },
  beforeLoad: requirePermission("erp.read"),
  component: VouchersPage,
});
