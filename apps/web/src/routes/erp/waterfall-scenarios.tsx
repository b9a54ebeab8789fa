import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/waterfall-scenarios")({
  staticData: { title: "Waterfall Scenarios" },
  component: PagePlaceholder,
});
