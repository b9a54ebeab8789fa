import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { RoomsPage } from "../features/rooms/RoomsPage";

export const Route = createFileRoute("/rooms")({
  staticData: { title: "Rooms" },
  beforeLoad: requirePermission("rooms.read"),
  component: RoomsPage,
});
