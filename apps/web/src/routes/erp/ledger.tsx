import { createFileRoute } from "@tanstack/react-router";
import { AccountLedgerPage } from "../../features/vouchers/AccountLedgerPage";

export const Route = createFileRoute("/erp/ledger")({
  staticData: { title: "General Ledger" },
  component: AccountLedgerPage,
});
