import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { AssetTagsPage } from "../features/asset-tags/AssetTagsPage";

export const Route = createFileRoute("/asset-tags")({
  staticData: { title: "Asset Tags Management" },
  beforeLoad: requirePermission("assets.read"),
  component: AssetTagsPage,
});
