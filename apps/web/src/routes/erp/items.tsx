import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/items")({
  staticData: { title: "Items" },
  component: PagePlaceholder,
});
