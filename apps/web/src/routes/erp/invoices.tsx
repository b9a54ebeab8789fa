import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { InvoicesPage } from "../../features/invoices/InvoicesPage";

export const Route = createFileRoute("/erp/invoices")({
  staticData: { title: "Invoices" },
  beforeLoad: requirePermission("invoices.read"),
  component: InvoicesPage,
});
