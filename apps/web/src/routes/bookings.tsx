import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { BookingsPage } from "../features/bookings/BookingsPage";

/** `?tab=group` opens the group bookings tab; anything else falls back to the default tab. */
const bookingsSearch = z.object({
  tab: z.enum(["group"]).optional().catch(undefined),
});

export const Route = createFileRoute("/bookings")({
  staticData: { title: "Bookings" },
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
