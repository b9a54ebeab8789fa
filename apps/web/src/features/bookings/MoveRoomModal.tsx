import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { formatDisplayDate } from "../../lib/dates";
import { notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { type Booking, guestDisplayName, roomLabel } from "./booking-display";
import { notifyFailure } from "./notify-failure";
import { RoomSelect } from "./RoomSelect";
import { useRefreshBookings } from "./use-refresh-bookings";

/**
 * Moves a stay to another room: a confirmed stay whole, a checked-in guest for the nights from
 * today (the server keeps the nights already spent with the old room and sends it to housekeeping).
 */
export function MoveRoomModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const shown = useLastDefined(booking);
  const { property } = useCurrentUser();
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const [roomId, setRoomId] = useState<string | null>(null);
  const close = () => {
    setRoomId(null);
    onClose();
  };
  const move = useMutation(
    trpc.bookings.move.mutationOptions({
      onSuccess: (moved) => {
        notifySuccess("Room changed", `${guestDisplayName(moved)} is now in ${roomLabel(moved)}`);
        void refresh();
        close();
      },
      onError: (failure) => notifyFailure("Failed to move the stay", failure),
    }),
  );
  const checkedIn = shown?.status === "checked_in";
  // The nights that move: all of a confirmed stay, the rest of a checked-in one.
  const from = shown
    ? checkedIn && property.today > shown.checkInDate
      ? property.today
      : shown.checkInDate
    : "";
  const to = shown?.checkOutDate ?? "";

  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={booking !== null}
      onClose={close}
      title="Move to Another Room"
    >
      <Stack>
        <Text size="sm">
          {shown ? guestDisplayName(shown) : ""} is in {shown ? roomLabel(shown) : ""}.{" "}
          {checkedIn
            ? `The nights from ${formatDisplayDate(from)} move to the new room; the current room goes to cleaning.`
            : `The whole stay, ${formatDisplayDate(from)} to ${formatDisplayDate(to)}, moves.`}{" "}
          The price stays the same.
        </Text>
        <RoomSelect
          label="New Room"
          checkInDate={from}
          checkOutDate={to}
          value={roomId}
          onChange={setRoomId}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            disabled={!roomId}
            loading={move.isPending}
            onClick={() => shown && roomId && move.mutate({ id: shown.id, roomId })}
          >
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
