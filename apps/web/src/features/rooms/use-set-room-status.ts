import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";

/** Changes a room's status; the room lists, the dashboard figures and the calendar follow. */
export function useSetRoomStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.rooms.setStatus.mutationOptions({
      onSuccess: () => {
        notifySuccess("Room status updated successfully");
        for (const filter of [
          trpc.rooms.pathFilter(),
          trpc.dashboard.pathFilter(),
          trpc.calendar.pathFilter(),
        ]) {
          void queryClient.invalidateQueries(filter);
        }
      },
      onError: (error) => notifyRequestError("Failed to update room status", error),
    }),
  );
}
