import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/categories")({
  staticData: { title: "Item Categories" },
  component: PagePlaceholder,
});
