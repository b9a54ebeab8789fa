import { ROOM_STATUSES, type RoomStatus } from "@atithi/domain";
import { formatDisplayDate } from "../../lib/dates";

export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  available: "Available",
  occupied: "Occupied",
  cleaning: "Cleaning",
  reserved: "Reserved",
  maintenance: "Maintenance",
};

const ROOM_STATUS_COLORS: Record<RoomStatus, string> = {
  available: "gray",
  occupied: "green",
  cleaning: "red",
  reserved: "blue",
  maintenance: "orange",
};

function isRoomStatus(status: string): status is RoomStatus {
  return (ROOM_STATUSES as readonly string[]).includes(status);
}

/** The badge colour of a room status; a status this app does not know is grey. */
export function roomStatusColor(status: string): string {
  return isRoomStatus(status) ? ROOM_STATUS_COLORS[status] : "gray";
}

export function roomStatusLabel(status: string): string {
  return isRoomStatus(status) ? ROOM_STATUS_LABELS[status] : "Unknown";
}

/** What a room card needs to know of the stay holding the room. */
export interface CardBooking {
  roomId: string;
  status: string;
  guest: { name: string | null } | null;
  checkOutDate: string;
}

/**
 * The stay a room card describes: of the room's active stays, the guest already in the room
 * before one only expected today.
 */
export function activeBookingFor<B extends CardBooking>(
  roomId: string,
  bookings: readonly B[],
): B | undefined {
  const own = bookings.filter((booking) => booking.roomId === roomId);
  return own.find((booking) => booking.status === "checked_in") ?? own[0];
}

export interface RoomCardText {
  text: string;
  detail: string | null;
}

/**
 * The line a room card shows under its number. `today` is the property's date (yyyy-MM-dd), so
 * "Check-out: Today" follows the property's calendar, not the browser's.
 */
export function roomCardText(status: string, booking: CardBooking | undefined, today: string): RoomCardText {
  switch (status) {
    case "available":
      return { text: "Ready for booking", detail: "Last cleaned: Today" };
    case "cleaning":
      return { text: "Housekeeping", detail: "ETA: 2 hours" };
    case "maintenance":
      return { text: "Under maintenance", detail: "Scheduled maintenance" };
  }
  if (!booking) return { text: "Status unknown", detail: null };
  const checkOut = booking.checkOutDate === today ? "Today" : formatDisplayDate(booking.checkOutDate);
  return { text: booking.guest?.name?.trim() || "Guest", detail: `Check-out: ${checkOut}` };
}
