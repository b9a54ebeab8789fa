import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../shell/PagePlaceholder";

export const Route = createFileRoute("/")({
  staticData: { title: "Dashboard" },
  component: PagePlaceholder,
});
