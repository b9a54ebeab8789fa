import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../shell/PagePlaceholder";

export const Route = createFileRoute("/erp/shareholdings")({
  staticData: { title: "Shareholdings" },
  component: PagePlaceholder,
});
