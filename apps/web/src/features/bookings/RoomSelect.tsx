import { isIsoDate } from "@atithi/domain";
import { Select, type SelectProps } from "@mantine/core";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTRPC } from "../../api/trpc";

interface RoomSelectProps extends Omit<SelectProps, "data" | "placeholder" | "onChange"> {
  onChange: (roomId: string | null) => void;
  checkInDate: string;
  checkOutDate: string;
  /** When editing: the booking whose own room must stay in the list. */
  exceptBookingId?: string | undefined;
}

/** Rooms free for the stay; nothing is asked of the server until both dates are set. */
export function RoomSelect({
  checkInDate,
  checkOutDate,
  exceptBookingId,
  onChange,
  ...props
}: RoomSelectProps) {
  const { value } = props;
  const trpc = useTRPC();
  const ready = isIsoDate(checkInDate) && isIsoDate(checkOutDate) && checkOutDate > checkInDate;
  const rooms = useQuery(
    trpc.rooms.available.queryOptions(
      ready ? { checkInDate, checkOutDate, ...(exceptBookingId ? { exceptBookingId } : {}) } : skipToken,
    ),
  );
  // A room chosen for other dates that is taken on the new ones is let go, not silently kept.
  const taken = Boolean(value && rooms.data && !rooms.data.some((room) => room.id === value));
  useEffect(() => {
    if (taken) onChange(null);
  }, [taken, onChange]);
  const data = (rooms.data ?? []).map((room) => ({ value: room.id, label: `Room ${room.number}` }));
  const placeholder = !ready
    ? "Select dates first"
    : rooms.isPending
      ? "Loading rooms..."
      : rooms.isError
        ? "Could not load rooms"
        : data.length === 0
          ? "No rooms available"
          : "Select a room";
  return (
    <Select
      {...props}
      onChange={(roomId) => onChange(roomId)}
      data={data}
      placeholder={placeholder}
      disabled={!ready || data.length === 0}
    />
  );
}
