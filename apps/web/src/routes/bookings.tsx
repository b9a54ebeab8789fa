import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { BookingsPage } from "../features/bookings/BookingsPage";

/**
 * `?tab=group` opens the group bookings tab; anything else falls back to the default tab. A plain
 * function, not a zod schema: route options load with the first page, before anyone signs in.
 */
const bookingsSearch = (search: Record<string, unknown>): { tab?: "group" } =>
  search.tab === "group" ? { tab: "group" } : {};

export const Route = createFileRoute("/bookings")({
  staticData: { title: "Bookings" },
  beforeLoad: requirePermission("bookings.read"),
  validateSearch: bookingsSearch,
  component: Bookings,
});

function Bookings() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingsPage
      tab={tab ?? "individual"}
      onTabChange={(next) => void navigate({ search: next === "group" ? { tab: "group" } : {} })}
    />
  );
}
