import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/invoices")({
  staticData: { title: "Invoices" },
  component: PagePlaceholder,
});
