import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/")({
  staticData: { title: "ERP Dashboard" },
  component: PagePlaceholder,
});
