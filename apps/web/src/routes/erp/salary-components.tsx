import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/salary-components")({
  staticData: { title: "Salary Components" },
  component: PagePlaceholder,
});
