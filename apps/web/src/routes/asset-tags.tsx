import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../shell/PagePlaceholder";

export const Route = createFileRoute("/asset-tags")({
  staticData: { title: "Asset Tags Management" },
  component: PagePlaceholder,
});
