import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/reports/inventory-valuation")({
  staticData: { title: "Inventory Valuation" },
  component: PagePlaceholder,
});
