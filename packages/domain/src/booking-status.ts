export const BOOKING_STATUSES = ["confirmed", "checked_in", "checked_out", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why a stay was cancelled: at the guest's request, or the guest never arrived. */
export const CANCEL_REASONS = ["cancelled", "no_show"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Statuses that hold the room (the database's no-overlap constraint covers the same ones). */
export const ACTIVE_BOOKING_STATUSES = [
  "confirmed",
  "checked_in",
] as const satisfies readonly BookingStatus[];

const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  confirmed: ["checked_in", "cancelled"],
  checked_in: ["checked_out"],
  checked_out: [],
  cancelled: [],
};

const LABELS: Record<BookingStatus, string> = {
  confirmed: "confirmed",
  checked_in: "checked in",
  checked_out: "checked out",
  cancelled: "cancelled",
};

/** Why the move is refused, or null when it is allowed. */
export function bookingTransitionError(from: BookingStatus, to: BookingStatus): string | null {
  if (TRANSITIONS[from].includes(to)) return null;
  if (from === to) return `The booking is already ${LABELS[from]}`;
  if (TRANSITIONS[from].length === 0) return `A ${LABELS[from]} booking cannot change any more`;
  return `A ${LABELS[from]} booking cannot be ${LABELS[to]}; it can only be ${TRANSITIONS[from]
    .map((s) => LABELS[s])
    .join(" or ")}`;
}

export const ROOM_STATUSES = ["available", "occupied", "cleaning", "reserved", "maintenance"] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export const CALENDAR_ROOM_STATUSES = [
  "available",
  "booked",
  "occupied",
  "cleaning",
  "maintenance",
  "not_available",
] as const;
export type CalendarRoomStatus = (typeof CALENDAR_ROOM_STATUSES)[number];

/**
 * How a room's housekeeping status bears on checking a guest into it: a room under maintenance is
 * refused (the stay must move), one still being cleaned is allowed once the desk has been warned.
 */
export function roomReadiness(status: RoomStatus): "ready" | "not_clean" | "under_maintenance" {
  if (status === "maintenance") return "under_maintenance";
  return status === "cleaning" ? "not_clean" : "ready";
}

export const underMaintenanceMessage = (roomNumber: string) =>
  `Room ${roomNumber} is under maintenance: move the stay to another room, or mark the room available once the work is done`;
