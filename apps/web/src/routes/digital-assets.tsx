import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../shell/PagePlaceholder";

export const Route = createFileRoute("/digital-assets")({
  staticData: { title: "Digital Assets" },
  component: PagePlaceholder,
});
