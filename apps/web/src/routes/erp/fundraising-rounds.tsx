import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/fundraising-rounds")({
  staticData: { title: "Fundraising Rounds" },
  component: PagePlaceholder,
});
