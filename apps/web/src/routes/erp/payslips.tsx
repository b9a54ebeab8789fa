import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/payslips")({
  staticData: { title: "Payslips" },
  component: PagePlaceholder,
});
