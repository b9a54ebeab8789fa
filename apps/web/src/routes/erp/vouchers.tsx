import { createFileRoute } from "@tanstack/react-router";
import { VouchersPage } from "../../features/vouchers/VouchersPage";

export const Route = createFileRoute("/erp/vouchers")({
  staticData: { title: "Vouchers" },
  component: VouchersPage,
});
