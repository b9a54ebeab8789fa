import { Alert } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { errorMessage, isUnauthorized } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import type { Room } from "./room-types";
import { useRefreshRooms } from "./use-refresh-rooms";

/**
 * 'Retire room 101?': the room leaves every list. The server's refusal (a stay still to come in the
 * room, 409) is shown in the dialog, where the question was asked.
 */
export function RetireRoomDialog({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshRooms();
  const shown = useLastDefined(room);
  const retire = useMutation(
    trpc.rooms.retire.mutationOptions({
      onSuccess: (retired) => {
        notifySuccess(`Room ${retired.number} retired`, "It can be reinstated from the retired rooms.");
        refresh();
        close();
      },
    }),
  );
  function close() {
    retire.reset();
    onClose();
  }
  const refusal = retire.isError && !isUnauthorized(retire.error) && retire.error;
  return (
    <ConfirmDialog
      opened={room !== null}
      title={`Retire room ${shown?.number ?? ""}?`}
      confirmLabel="Retire Room"
      pending={retire.isPending}
      onConfirm={() => shown && retire.mutate({ id: shown.id })}
      onClose={close}
      extra={
        refusal && (
          <Alert color="red" title={`Room ${shown?.number ?? ""} cannot be retired`}>
            {errorMessage(refusal, "The room could not be retired")}
          </Alert>
        )
      }
    >
      The room leaves the room lists, the calendar and the booking dialogs; its past stays stay on record. You
      can reinstate it later.
    </ConfirmDialog>
  );
}
