import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/chart-of-accounts")({
  staticData: { title: "Chart of Accounts" },
  component: PagePlaceholder,
});
