import type { BookingStatus, CalendarRoomStatus, RoomStatus } from "./booking-status";
import { addDays, daysBetween } from "./dates";
import { fromPaise, toPaise } from "./money";
import { byRoomTypeName } from "./room-availability";

export interface CalendarRoom {
  id: string;
  number: string;
  status: RoomStatus;
}

/** A stay the calendar places: the figures and the grid need no more. */
export interface CalendarStay {
  id: string;
  roomId: string;
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

/** A stay with its guest, as each room's day names it. */
export interface CalendarBooking extends CalendarStay {
  guestName: string;
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

/** A stay's status in the calendar: confirmed stays are booked, the others (checked in or out) occupied. */
function stayStatus(stay: CalendarStay): CalendarRoomStatus {
  return stay.status === "confirmed" ? "booked" : "occupied";
}

/**
 * A room's status on a night no stay holds it: under maintenance (a current status, so every day),
 * else today only cleaning or not available from housekeeping's status, else available.
 */
function freeRoomStatus(room: CalendarRoom, isToday: boolean): CalendarRoomStatus {
  if (room.status === "maintenance") return "maintenance";
  if (isToday) {
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

/** A day's figures: what the month grid shows in its cell and the revenue panel at its head. */
export type CalendarDayFigures = Omit<CalendarDay, "rooms">;

/** Where the stays' nights fall in the range, for `rooms` (the rooms' order) over `dayCount` days. */
interface Placement {
  /** cells[room * dayCount + day]: the index of the stay holding that room that night, or -1. */
  cells: Int32Array;
  /** The revenue of the room that night, in paise. */
  revenue: Float64Array;
}

/** `parse` remembering its answers. */
function memo<T>(parse: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    let value = seen.get(text);
    if (value === undefined) {
      value = parse(text);
      seen.set(text, value);
    }
    return value;
  };
}

/**
 * Each stay's nights put in the rooms they were spent in (cancelled stays and rooms not listed left
 * out), its revenue spread over its nights as `nightlyRevenue` spreads it. `onRun` hears of each
 * stay's nights in one room that touch the range: [from, from + nights) in day numbers of the range,
 * not cut to it (from is negative for nights before the first day).
 */
function placeStays(
  startDate: string,
  dayCount: number,
  roomIndex: ReadonlyMap<string, number>,
  bookings: readonly CalendarStay[],
  onRun?: (room: number, stay: number, from: number, nights: number) => void,
): Placement {
  const cells = new Int32Array(roomIndex.size * dayCount).fill(-1);
  const revenue = new Float64Array(roomIndex.size * dayCount);
  // Each date and amount parsed once: a month's stays share a few score dates and fewer prices, and
  // parsing them stay by stay was most of the time of a month of every room.
  const dayOf = memo((date: string) => daysBetween(startDate, date));
  const paiseOf = memo(toPaise);
  for (let b = 0; b < bookings.length; b++) {
    const booking = bookings[b];
    if (!booking || booking.status === "cancelled") continue;
    const first = dayOf(booking.checkInDate);
    const nights = Math.max(1, dayOf(booking.checkOutDate) - first);
    const total = paiseOf(booking.totalAmount);
    const base = Math.floor(total / nights);
    const remainder = total - base * nights;
    const placements = booking.rooms ?? [
      { roomId: booking.roomId, fromDate: booking.checkInDate, untilDate: booking.checkOutDate },
    ];
    for (const placement of placements) {
      const r = roomIndex.get(placement.roomId);
      if (r === undefined) continue;
      const start = dayOf(placement.fromDate) - first;
      const end = Math.min(nights, dayOf(placement.untilDate) - first);
      const from = Math.max(0, -first, start);
      const until = Math.min(end, dayCount - first);
      if (from >= until) continue;
      onRun?.(r, b, first + start, end - start);
      for (let night = from; night < until; night++) {
        const cell = r * dayCount + first + night;
        cells[cell] = b;
        revenue[cell] = base + (night < remainder ? 1 : 0);
      }
    }
  }
  return { cells, revenue };
}

/**
 * Each day's figures from the placed stays; `onRoomDay` hears each room's status each day (rooms
 * in order within a day), with the stay holding it and the night's revenue in paise.
 */
function dayFigures(
  startDate: string,
  dayCount: number,
  today: string,
  rooms: readonly CalendarRoom[],
  bookings: readonly CalendarStay[],
  { cells, revenue: revenueOf }: Placement,
  onRoomDay?: (room: number, day: number, status: CalendarRoomStatus, stay: number, revenue: number) => void,
): CalendarDayFigures[] {
  // A room's status without a stay is the same every day but today: worked out once per room.
  const todayIndex = daysBetween(startDate, today);
  const freeStatus = rooms.map((room) => freeRoomStatus(room, false));
  const freeToday = rooms.map((room) => freeRoomStatus(room, true));
  const days: CalendarDayFigures[] = [];
  for (let d = 0; d < dayCount; d++) {
    const date = addDays(startDate, d);
    const free = d === todayIndex ? freeToday : freeStatus;
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
    for (let r = 0; r < rooms.length; r++) {
      const cell = r * dayCount + d;
      const b = cells[cell] ?? -1;
      const stay = b >= 0 ? bookings[b] : undefined;
      const status = stay ? stayStatus(stay) : (free[r] ?? "available");
      counts[status] += 1;
      const roomRevenue = stay ? (revenueOf[cell] ?? 0) : 0;
      if (stay) {
        sold += 1;
        revenue += roomRevenue;
      } else if (status === "maintenance") {
        unsellable += 1;
      }
      onRoomDay?.(r, d, status, b, roomRevenue);
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
    });
  }
  return days;
}

/** The number of days from `startDate` to `endDate`, both included, within the calendar's bound. */
function calendarDayCount(startDate: string, endDate: string): number {
  const dayCount = daysBetween(startDate, endDate) + 1;
  if (!(dayCount >= 1 && dayCount <= MAX_CALENDAR_DAYS + 1)) {
    throw new RangeError(`A calendar covers 1 to ${MAX_CALENDAR_DAYS + 1} days, not ${dayCount}`);
  }
  return dayCount;
}

/**
 * Each day's figures over [startDate, endDate] from two lists: the rooms, and the stays that touch
 * the range (not cancelled). Each stay's revenue is spread over its nights as `nightlyRevenue`
 * spreads it; ADR = room revenue / rooms sold. Works on day numbers, not dates, because a month of a
 * large property is tens of thousands of room-days.
 */
export function calendarFigures(
  startDate: string,
  endDate: string,
  today: string,
  rooms: readonly CalendarRoom[],
  stays: readonly CalendarStay[],
): CalendarDayFigures[] {
  const dayCount = calendarDayCount(startDate, endDate);
  const placed = placeStays(startDate, dayCount, new Map(rooms.map((room, i) => [room.id, i])), stays);
  return dayFigures(startDate, dayCount, today, rooms, stays, placed);
}

/** The calendar as `calendarFigures` computes it, with each room each day: its status, revenue and stay. */
export function buildCalendar(
  startDate: string,
  endDate: string,
  today: string,
  rooms: readonly CalendarRoom[],
  bookings: readonly CalendarBooking[],
): CalendarDay[] {
  const dayCount = calendarDayCount(startDate, endDate);
  const placed = placeStays(startDate, dayCount, new Map(rooms.map((room, i) => [room.id, i])), bookings);
  const roomDays: CalendarRoomDay[][] = Array.from({ length: dayCount }, () => []);
  const summaries = new Map<number, NonNullable<CalendarRoomDay["booking"]>>();
  const summary = (b: number) => {
    let found = summaries.get(b);
    const booking = bookings[b];
    if (!found && booking) {
      found = {
        id: booking.id,
        guestName: booking.guestName,
        checkIn: booking.checkInDate,
        checkOut: booking.checkOutDate,
        totalAmount: booking.totalAmount,
      };
      summaries.set(b, found);
    }
    return found ?? null;
  };
  const days = dayFigures(startDate, dayCount, today, rooms, bookings, placed, (r, d, status, b, revenue) => {
    const room = rooms[r];
    if (!room) return;
    const money = fromPaise(revenue);
    const booking = b >= 0 ? summary(b) : null;
    roomDays[d]?.push({ id: room.id, number: room.number, status, adr: money, revenue: money, booking });
  });
  return days.map((day, d) => ({ ...day, rooms: roomDays[d] ?? [] }));
}

/**
 * The statuses of the stays in the grid (cancelled stays are left out); a run names its stay's by
 * its place in this list, which the grid answers with it (`stayStatuses`).
 */
export const CALENDAR_RUN_STATUSES = ["confirmed", "checked_in", "checked_out"] as const;

/**
 * A stay's nights in one room, a tuple so that a month of every room stays small: the day number of
 * its first night in the room (0 is the range's first day; negative when it began before the range),
 * how many nights it spends in the room (past the range's end too), the booking, and its status as
 * its index in `CALENDAR_RUN_STATUSES` (a status string per run was a sixth of a month's answer).
 */
export type CalendarRun = [from: number, nights: number, bookingId: string, status: number];

export interface CalendarGridRoom {
  id: string;
  number: string;
  /** Housekeeping's status now. */
  status: RoomStatus;
  /** Its stays in the range, in order. */
  stays: CalendarRun[];
}

export interface CalendarGridRoomType {
  id: string;
  name: string;
  /** Each day of the range: the rooms of the type free that night (no stay, not under maintenance). */
  free: number[];
  rooms: CalendarGridRoom[];
}

/** Every room over a range, grouped by room type, with each day's figures. */
export interface CalendarGrid {
  /** What each run's status number stands for: `CALENDAR_RUN_STATUSES`. */
  stayStatuses: typeof CALENDAR_RUN_STATUSES;
  days: CalendarDayFigures[];
  roomTypes: CalendarGridRoomType[];
}

export interface CalendarGridRoomInput extends CalendarRoom {
  roomTypeId: string;
  roomTypeName: string;
}

const runStatus = new Map<string, number>(CALENDAR_RUN_STATUSES.map((status, i) => [status, i]));

/**
 * The month grid from the same two lists as `calendarFigures`: each room's stays as runs of nights
 * rather than a cell per room per night, and each room type's free rooms per night, built in the
 * same pass as the day's figures. Room types in name order, rooms in the order given.
 */
export function buildCalendarGrid(
  startDate: string,
  endDate: string,
  today: string,
  rooms: readonly CalendarGridRoomInput[],
  bookings: readonly CalendarStay[],
): CalendarGrid {
  const dayCount = calendarDayCount(startDate, endDate);
  const types = new Map<string, CalendarGridRoomType>();
  const gridRooms = rooms.map((room) => {
    let type = types.get(room.roomTypeId);
    if (!type) {
      type = { id: room.roomTypeId, name: room.roomTypeName, free: new Array(dayCount).fill(0), rooms: [] };
      types.set(room.roomTypeId, type);
    }
    const gridRoom: CalendarGridRoom = { id: room.id, number: room.number, status: room.status, stays: [] };
    type.rooms.push(gridRoom);
    return { gridRoom, free: type.free };
  });
  const placed = placeStays(
    startDate,
    dayCount,
    new Map(rooms.map((room, i) => [room.id, i])),
    bookings,
    (r, b, from, nights) => {
      const booking = bookings[b];
      const status = booking ? runStatus.get(booking.status) : undefined;
      if (booking && status !== undefined)
        gridRooms[r]?.gridRoom.stays.push([from, nights, booking.id, status]);
    },
  );
  const days = dayFigures(startDate, dayCount, today, rooms, bookings, placed, (r, d, status, b) => {
    const free = gridRooms[r]?.free;
    if (free && b < 0 && status !== "maintenance") free[d] = (free[d] ?? 0) + 1;
  });
  for (const { gridRoom } of gridRooms) gridRoom.stays.sort((x, y) => x[0] - y[0]);
  return { stayStatuses: CALENDAR_RUN_STATUSES, days, roomTypes: [...types.values()].sort(byRoomTypeName) };
}
