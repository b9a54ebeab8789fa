import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useRefreshRooms } from "./use-refresh-rooms";

/** Changes a room's status; the room lists, the dashboard figures and the calendar follow. */
export function useSetRoomStatus() {
  const trpc = useTRPC();
  const refresh = useRefreshRooms();
  return useMutation(
    trpc.rooms.setStatus.mutationOptions({
      onSuccess: () => {
        notifySuccess("Room status updated successfully");
        refresh();
      },
      onError: (error) => notifyRequestError("Failed to update room status", error),
    }),
  );
}
