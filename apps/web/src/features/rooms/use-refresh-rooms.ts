import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";

/**
 * After a change of a room, a room type or a rate plan: every query the Rooms screen and the front
 * desk read them through is fetched again (the room lists and the rooms free for a stay, the types,
 * the plans, the calendar and its availability, the dashboard's room figures). One list, so that no
 * dialog forgets one.
 */
export function useRefreshRooms() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    for (const filter of [
      trpc.rooms.pathFilter(),
      trpc.roomTypes.pathFilter(),
      trpc.ratePlans.pathFilter(),
      trpc.calendar.pathFilter(),
      trpc.dashboard.pathFilter(),
    ]) {
      void queryClient.invalidateQueries(filter);
    }
  };
}
