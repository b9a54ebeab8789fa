import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../shell/PagePlaceholder";

export const Route = createFileRoute("/expenses")({
  staticData: { title: "Expense Management" },
  component: PagePlaceholder,
});
