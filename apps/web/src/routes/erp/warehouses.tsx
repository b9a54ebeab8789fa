import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/warehouses")({
  staticData: { title: "Warehouses" },
  component: PagePlaceholder,
});
