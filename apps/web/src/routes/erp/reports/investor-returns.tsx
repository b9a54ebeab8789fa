import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/reports/investor-returns")({
  staticData: { title: "Investor Returns" },
  component: PagePlaceholder,
});
