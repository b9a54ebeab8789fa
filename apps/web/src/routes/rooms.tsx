import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { RoomsPage } from "../features/rooms/RoomsPage";

/**
 * `?tab=types` opens the room types and rate plans (administrators); anything else the rooms. A
 * plain function, not a zod schema: route options load with the first page, before anyone signs in.
 */
const roomsSearch = (search: Record<string, unknown>): { tab?: "types" } =>
  search.tab === "types" ? { tab: "types" } : {};

export const Route = createFileRoute("/rooms")({
  staticData: { title: "Rooms" },
  beforeLoad: requirePermission("rooms.read"),
  validateSearch: roomsSearch,
  component: Rooms,
});

function Rooms() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RoomsPage
      tab={tab ?? "rooms"}
      onTabChange={(next) => void navigate({ search: next === "types" ? { tab: "types" } : {} })}
    />
  );
}
