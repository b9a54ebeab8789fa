import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/departments")({
  staticData: { title: "Departments" },
  component: PagePlaceholder,
});
