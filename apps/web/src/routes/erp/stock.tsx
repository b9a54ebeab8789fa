import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/stock")({
  staticData: { title: "Stock" },
  component: PagePlaceholder,
});
