import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { DigitalAssetsPage } from "../features/digital-assets/DigitalAssetsPage";

export const Route = createFileRoute("/digital-assets")({
  staticData: { title: "Digital Assets" },
  beforeLoad: requirePermission("files.read"),
  component: DigitalAssetsPage,
});
