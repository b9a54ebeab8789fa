import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { GuestPage } from "../features/guests/GuestPage";
import { GuestsPage } from "../features/guests/GuestsPage";

/**
 * `?guest=<id>` shows that guest (details, stays and money); without it, the list. A plain
 * function, not a zod schema: route options load with the first page, before anyone signs in.
 */
const guestsSearch = (search: Record<string, unknown>): { guest?: string } =>
  typeof search.guest === "string" && search.guest.length > 0 && search.guest.length <= 64
    ? { guest: search.guest }
    : {};

export const Route = createFileRoute("/guests")({
  staticData: { title: "Guests" },
  beforeLoad: requirePermission("guests.read"),
  validateSearch: guestsSearch,
  component: Guests,
});

function Guests() {
  const { guest } = Route.useSearch();
  return guest ? <GuestPage key={guest} guestId={guest} /> : <GuestsPage />;
}
