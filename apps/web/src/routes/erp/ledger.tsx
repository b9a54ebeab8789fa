import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { AccountLedgerPage } from "../../features/vouchers/AccountLedgerPage";

export const Route = createFileRoute("/erp/ledger")({
  staticData: { title: "General Ledger" },
  beforeLoad: requirePermission("erp.read"),
  component: AccountLedgerPage,
});
