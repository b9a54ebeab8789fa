import { createFileRoute } from "@tanstack/react-router";
import { DigitalAssetsPage } from "../features/digital-assets/DigitalAssetsPage";

export const Route = createFileRoute("/digital-assets")({
  staticData: { title: "Digital Assets" },
  component: DigitalAssetsPage,
});
