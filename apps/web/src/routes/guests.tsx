import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { GuestsPage } from "../features/guests/GuestsPage";

export const Route = createFileRoute("/guests")({
  staticData: { title: "Guests" },
  beforeLoad: requirePermission("guests.read"),
  component: GuestsPage,
});
