import type { BookingStatus, CalendarRoomStatus, RoomStatus } from "./booking-status";
import { addDays, daysBetween } from "./dates";
import { fromPaise, type Paise, toPaise } from "./money";
import { nightlyRevenue } from "./nightly";

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

/**
 * The availability and revenue calendar from two lists: the rooms, and the stays that touch the range
 * (not cancelled). Each stay's revenue is spread over its nights; ADR = room revenue / rooms sold.
 */
export function buildCalendar(
  startDate: string,
  endDate: string,
  today: string,
  rooms: readonly CalendarRoom[],
  bookings: readonly CalendarBooking[],
): CalendarDay[] {
  const byRoomAndDay = new Map<string, { booking: CalendarBooking; revenue: Paise }>();
  for (const booking of bookings) {
    if (booking.status === "cancelled") continue;
    for (const [day, revenue] of nightlyRevenue(
      toPaise(booking.totalAmount),
      booking.checkInDate,
      booking.checkOutDate,
    )) {
      if (day >= startDate && day <= endDate)
        byRoomAndDay.set(`${booking.roomId}|${day}`, { booking, revenue });
    }
  }
  const days: CalendarDay[] = [];
  for (let i = 0; i <= daysBetween(startDate, endDate); i++) {
    const date = addDays(startDate, i);
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
    const roomDays = rooms.map((room): CalendarRoomDay => {
      const stay = byRoomAndDay.get(`${room.id}|${date}`);
      const status = roomStatusOn(date, today, room, stay?.booking);
      counts[status] += 1;
      if (stay) {
        sold += 1;
        revenue += stay.revenue;
      } else if (status === "maintenance") {
        unsellable += 1;
      }
      return {
        id: room.id,
        number: room.number,
        status,
        adr: fromPaise(stay?.revenue ?? 0),
        revenue: fromPaise(stay?.revenue ?? 0),
        booking: stay
          ? {
              id: stay.booking.id,
              guestName: stay.booking.guestName,
              checkIn: stay.booking.checkInDate,
              checkOut: stay.booking.checkOutDate,
              totalAmount: stay.booking.totalAmount,
            }
          : null,
      };
    });
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
