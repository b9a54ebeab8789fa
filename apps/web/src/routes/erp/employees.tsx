import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/employees")({
  staticData: { title: "Employees" },
  component: PagePlaceholder,
});
