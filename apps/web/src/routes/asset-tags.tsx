import { createFileRoute } from "@tanstack/react-router";
import { AssetTagsPage } from "../features/asset-tags/AssetTagsPage";

export const Route = createFileRoute("/asset-tags")({
  staticData: { title: "Asset Tags Management" },
  component: AssetTagsPage,
});
