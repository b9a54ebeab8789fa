import { isIsoDate } from "@atithi/domain";
import { Select, type SelectProps } from "@mantine/core";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTRPC } from "../../api/trpc";

interface RoomSelectProps extends Omit<SelectProps, "data" | "placeholder" | "onChange"> {
  onChange: (roomId: string | null) => void;
  checkInDate: string;
  checkOutDate: string;
  /** When editing: the booking whose own room must stay in the list. */
  exceptBookingId?: string | undefined;
  /**
   * The form's own write is under way or done: the room it took is no longer free, which is no
   * reason to let go of it while the dialog closes.
   */
  keepChoice?: boolean;
}

/** The rooms free for the stay (with their types); nothing is asked until both dates are set. */
export function useAvailableRooms(checkInDate: string, checkOutDate: string, exceptBookingId?: string) {
  const trpc = useTRPC();
  const ready = isIsoDate(checkInDate) && isIsoDate(checkOutDate) && checkOutDate > checkInDate;
  const rooms = useQuery(
    trpc.rooms.available.queryOptions(
      ready ? { checkInDate, checkOutDate, ...(exceptBookingId ? { exceptBookingId } : {}) } : skipToken,
    ),
  );
  return { ready, rooms };
}

/** Rooms free for the stay; nothing is asked of the server until both dates are set. */
export function RoomSelect({
  checkInDate,
  checkOutDate,
  exceptBookingId,
  keepChoice = false,
  onChange,
  ...props
}: RoomSelectProps) {
  const { value } = props;
  const { ready, rooms } = useAvailableRooms(checkInDate, checkOutDate, exceptBookingId);
  const data = (rooms.data ?? []).map((room) => ({ value: room.id, label: `Room ${room.number}` }));
  // A chosen room that is no longer free (other dates chosen, or booked meanwhile at another
  // terminal, which the live refresh brings in) is let go, and the form says which it was.
  const labels = useRef(new Map<string, string>());
  for (const room of data) labels.current.set(room.value, room.label);
  const [lost, setLost] = useState<string | null>(null);
  // Other dates: whatever was lost before is no longer the point.
  useEffect(() => setLost(null), [checkInDate, checkOutDate]);
  const taken = !keepChoice && Boolean(value && rooms.data && !rooms.data.some((room) => room.id === value));
  useEffect(() => {
    if (!taken || !value) return;
    setLost(labels.current.get(value) ?? "The room chosen");
    onChange(null);
  }, [taken, value, onChange]);
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
      onChange={(roomId) => {
        setLost(null);
        onChange(roomId);
      }}
      // Why the choice went says more than the form's "required" after a save was tried.
      error={lost ? `${lost} is no longer free on these dates` : props.error}
      data={data}
      placeholder={placeholder}
      disabled={!ready || data.length === 0}
    />
  );
}
