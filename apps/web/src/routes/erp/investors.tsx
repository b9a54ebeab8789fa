import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/investors")({
  staticData: { title: "Investor Management" },
  component: PagePlaceholder,
});
