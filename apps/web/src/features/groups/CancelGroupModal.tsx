import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { useRefreshBookings } from "../bookings/use-refresh-bookings";
import type { GroupBooking } from "./GroupCard";

/** Cancelling a group cancels every room's stay and frees the rooms; payments stay on record. */
export function CancelGroupModal({ group, onClose }: { group: GroupBooking | null; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const shown = useLastDefined(group);
  const cancel = useMutation(
    trpc.groups.cancel.mutationOptions({
      onSuccess: () => {
        notifySuccess("Group booking cancelled successfully");
        onClose();
      },
      onError: (error) => notifyRequestError("Failed to cancel group booking", error),
      onSettled: () => void refresh(),
    }),
  );
  const rooms = shown?.totalRooms ?? 0;
  return (
    <ConfirmDialog
      opened={group !== null}
      title="Cancel Group Booking"
      confirmLabel="Cancel Group"
      cancelLabel="Keep Group"
      pending={cancel.isPending}
      onConfirm={() => shown && cancel.mutate({ id: shown.id })}
      onClose={onClose}
    >
      Every room of {shown?.groupName ?? ""} ({rooms} {rooms === 1 ? "room" : "rooms"}) will be cancelled and
      freed. The group and any payments stay on record.
    </ConfirmDialog>
  );
}
