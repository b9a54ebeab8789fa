import { createFileRoute } from "@tanstack/react-router";
import { GuestsPage } from "../features/guests/GuestsPage";

export const Route = createFileRoute("/guests")({
  staticData: { title: "Guests" },
  component: GuestsPage,
});
