import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../shell/PagePlaceholder";

export const Route = createFileRoute("/rooms")({
  staticData: { title: "Rooms" },
  component: PagePlaceholder,
});
