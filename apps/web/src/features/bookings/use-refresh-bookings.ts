import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";

/**
 * Part 1 §7: a booking change refreshes bookings, rooms, guests, dashboard stats and the calendar;
 * and groups, whose totals follow their member bookings.
 */
export function useRefreshBookings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.bookings.pathFilter()),
      queryClient.invalidateQueries(trpc.rooms.pathFilter()),
      queryClient.invalidateQueries(trpc.guests.pathFilter()),
      queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
      queryClient.invalidateQueries(trpc.calendar.pathFilter()),
      queryClient.invalidateQueries(trpc.groups.pathFilter()),
    ]);
}
