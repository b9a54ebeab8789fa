import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { BookingsPage } from "../features/bookings/BookingsPage";

/**
 * `?tab=group` opens the group bookings tab, and `&group=<id>` brings that group's card into view
 * with its rooms open; anything else falls back to the default tab. A plain function, not a zod
 * schema: route options load with the first page, before anyone signs in.
 */
const bookingsSearch = (search: Record<string, unknown>): { tab?: "group"; group?: string } => {
  if (search.tab !== "group") return {};
  return typeof search.group === "string" && /^[0-9a-f-]{36}$/i.test(search.group)
    ? { tab: "group", group: search.group }
    : { tab: "group" };
};

export const Route = createFileRoute("/bookings")({
  staticData: { title: "Bookings" },
  beforeLoad: requirePermission("bookings.read"),
  validateSearch: bookingsSearch,
  component: Bookings,
});

function Bookings() {
  const { tab, group } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingsPage
      tab={tab ?? "individual"}
      groupId={group ?? null}
      onTabChange={(next) => void navigate({ search: next === "group" ? { tab: "group" } : {} })}
    />
  );
}
