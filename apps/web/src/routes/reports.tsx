import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../shell/PagePlaceholder";

export const Route = createFileRoute("/reports")({
  staticData: { title: "Reports and Analytics" },
  component: PagePlaceholder,
});
