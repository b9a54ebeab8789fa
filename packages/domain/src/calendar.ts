import type { BookingStatus, CalendarRoomStatus, RoomStatus } from "./booking-status";
import { addDays, daysBetween } from "./dates";
import { fromPaise, toPaise } from "./money";

export interface CalendarRoom {
  id: string;
  number: string;
  status: RoomStatus;
}

export interface CalendarBooking {
  id: string;
  roomId: string;
  guestName: string;
  checkInDate: string;
  checkOutDate: string;
  status: BookingStatus;
  totalAmount: string;
  /**
   * Where the stay's nights were spent when it moved rooms: [fromDate, untilDate) in each room,
   * in order. Left out, every night is in `roomId`.
   */
  rooms?: readonly { roomId: string; fromDate: string; untilDate: string }[];
}

export interface CalendarRoomDay {
  id: string;
  number: string;
  status: CalendarRoomStatus;
  adr: string;
  revenue: string;
  booking: { id: string; guestName: string; checkIn: string; checkOut: string; totalAmount: string } | null;
}

export interface CalendarDay {
  date: string;
  counts: Record<CalendarRoomStatus, number>;
  roomsSold: number;
  roomsAvailable: number;
  adr: string;
  totalRevenue: string;
  /** Percent, two decimals. */
  occupancyRate: number;
  /** Each room that day; left out (empty) when only the month's figures were asked for. */
  rooms: CalendarRoomDay[];
}

function roomStatusOn(day: string, today: string, room: CalendarRoom, booking: CalendarBooking | undefined) {
  if (booking) {
    if (booking.status === "confirmed") return "booked";
    return "occupied";
  }
  if (room.status === "maintenance") return "maintenance";
  if (day === today) {
    if (room.status === "cleaning") return "cleaning";
    if (room.status === "occupied" || room.status === "reserved") return "not_available";
  }
  return "available";
}

/** Rooms sold over rooms that could be sold; a room under maintenance with no stay is not for sale. */
export function occupancyPercent(roomsSold: number, roomsAvailable: number): number {
  return roomsAvailable === 0 ? 0 : Math.round((roomsSold * 10_000) / roomsAvailable) / 100;
}

/** The longest range the calendar answers, in days after its first day. */
export const MAX_CALENDAR_DAYS = 92;

/**
 * The availability and revenue calendar from two lists: the rooms, and the stays that touch the range
 * (not cancelled). Each stay's revenue is spread over its nights as `nightlyRevenue` spreads it;
 * ADR = room revenue / rooms sold. Works on day numbers, not dates, because a month of a large
 * property is tens of thousands of room-days.
 */
export function buildCalendar(
  startDate: string,
  endDate: string,
  today: string,
  rooms: readonly CalendarRoom[],
  bookings: readonly CalendarBooking[],
  withRooms = true,
): CalendarDay[] {
  const dayCount = daysBetween(startDate, endDate) + 1;
  if (!(dayCount >= 1 && dayCount <= MAX_CALENDAR_DAYS + 1)) {
    throw new RangeError(`A calendar covers 1 to ${MAX_CALENDAR_DAYS + 1} days, not ${dayCount}`);
  }
  const dates = Array.from({ length: dayCount }, (_, i) => addDays(startDate, i));
  const roomIndex = new Map(rooms.map((room, i) => [room.id, i]));
  // cells[room * dayCount + day] = index of the stay holding that room that night, or -1.
  const cells = new Int32Array(rooms.length * dayCount).fill(-1);
  const revenueOf = new Float64Array(rooms.length * dayCount);
  const summaries: NonNullable<CalendarRoomDay["booking"]>[] = [];
  for (const [b, booking] of bookings.entries()) {
    summaries.push({
      id: booking.id,
      guestName: booking.guestName,
      checkIn: booking.checkInDate,
      checkOut: booking.checkOutDate,
      totalAmount: booking.totalAmount,
    });
    if (booking.status === "cancelled") continue;
    const nights = Math.max(1, daysBetween(booking.checkInDate, booking.checkOutDate));
    const total = toPaise(booking.totalAmount);
    const base = Math.floor(total / nights);
    const remainder = total - base * nights;
    const first = daysBetween(startDate, booking.checkInDate);
    const placements = booking.rooms ?? [
      { roomId: booking.roomId, fromDate: booking.checkInDate, untilDate: booking.checkOutDate },
    ];
    for (const placement of placements) {
      const r = roomIndex.get(placement.roomId);
      if (r === undefined) continue;
      const from = Math.max(0, -first, daysBetween(booking.checkInDate, placement.fromDate));
      const until = Math.min(nights, dayCount - first, daysBetween(booking.checkInDate, placement.untilDate));
      for (let night = from; night < until; night++) {
        const cell = r * dayCount + first + night;
        cells[cell] = b;
        revenueOf[cell] = base + (night < remainder ? 1 : 0);
      }
    }
  }
  const days: CalendarDay[] = [];
  for (let d = 0; d < dayCount; d++) {
    const date = dates[d] ?? startDate;
    const counts: Record<CalendarRoomStatus, number> = {
      available: 0,
      booked: 0,
      occupied: 0,
      cleaning: 0,
      maintenance: 0,
      not_available: 0,
    };
    let sold = 0;
    let unsellable = 0;
    let revenue = 0;
    const roomDays: CalendarRoomDay[] = [];
    for (const [r, room] of rooms.entries()) {
      const b = cells[r * dayCount + d] ?? -1;
      const stay = b >= 0 ? bookings[b] : undefined;
      const status = roomStatusOn(date, today, room, stay);
      counts[status] += 1;
      const roomRevenue = stay ? (revenueOf[r * dayCount + d] ?? 0) : 0;
      if (stay) {
        sold += 1;
        revenue += roomRevenue;
      } else if (status === "maintenance") {
        unsellable += 1;
      }
      if (withRooms) {
        const money = fromPaise(roomRevenue);
        const booking = stay ? (summaries[b] ?? null) : null;
        roomDays.push({ id: room.id, number: room.number, status, adr: money, revenue: money, booking });
      }
    }
    const roomsAvailable = rooms.length - unsellable;
    days.push({
      date,
      counts,
      roomsSold: sold,
      roomsAvailable,
      adr: fromPaise(sold === 0 ? 0 : Math.round(revenue / sold)),
      totalRevenue: fromPaise(revenue),
      occupancyRate: occupancyPercent(sold, roomsAvailable),
      rooms: roomDays,
    });
  }
  return days;
}
