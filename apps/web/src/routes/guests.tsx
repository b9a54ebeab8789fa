import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../shell/PagePlaceholder";

export const Route = createFileRoute("/guests")({
  staticData: { title: "Guests" },
  component: PagePlaceholder,
});
