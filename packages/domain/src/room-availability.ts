import type { RoomStatus } from "./booking-status";
import { addDays, daysBetween } from "./dates";

export interface AvailabilityRoom {
  id: string;
  roomTypeId: string;
  roomTypeName: string;
  status: RoomStatus;
}

/** The nights [fromDate, untilDate) a stay holds a room: an active stay's, in the room it is in now. */
export interface RoomHold {
  roomId: string;
  fromDate: string;
  untilDate: string;
}

export interface RoomTypeAvailability {
  roomTypeId: string;
  roomTypeName: string;
  /** The type's rooms in use (retired rooms left out), under maintenance included. */
  total: number;
  /** The type's rooms free for every night of the stay: those the available rooms list holds. */
  available: number;
  /** Each night of the stay: the type's rooms free that night. */
  nights: { date: string; free: number }[];
}

/**
 * How many rooms of each type are free each night of a stay [checkIn, checkOut), so that the desk can
 * sell a type before choosing a room. A room is free on a night when it is in use, not under
 * maintenance and no stay holds it; `rooms` are the rooms in use and `holds` the active stays'
 * nights. Room types in name order; a type with no room in use is not listed.
 */
export function availabilityByType(
  checkIn: string,
  checkOut: string,
  rooms: readonly AvailabilityRoom[],
  holds: readonly RoomHold[],
): RoomTypeAvailability[] {
  const nights = daysBetween(checkIn, checkOut);
  const roomIndex = new Map(rooms.map((room, i) => [room.id, i]));
  // held[room * nights + night]: a stay holds the room that night.
  const held = new Uint8Array(rooms.length * nights);
  for (const hold of holds) {
    const r = roomIndex.get(hold.roomId);
    if (r === undefined) continue;
    const from = Math.max(0, daysBetween(checkIn, hold.fromDate));
    const until = Math.min(nights, daysBetween(checkIn, hold.untilDate));
    for (let night = from; night < until; night++) held[r * nights + night] = 1;
  }
  const types = new Map<string, RoomTypeAvailability>();
  for (const [r, room] of rooms.entries()) {
    let type = types.get(room.roomTypeId);
    if (!type) {
      type = {
        roomTypeId: room.roomTypeId,
        roomTypeName: room.roomTypeName,
        total: 0,
        available: 0,
        nights: Array.from({ length: nights }, (_, night) => ({ date: addDays(checkIn, night), free: 0 })),
      };
      types.set(room.roomTypeId, type);
    }
    type.total += 1;
    if (room.status === "maintenance") continue;
    let freeEveryNight = true;
    for (const [night, entry] of type.nights.entries()) {
      if (held[r * nights + night]) freeEveryNight = false;
      else entry.free += 1;
    }
    if (freeEveryNight) type.available += 1;
  }
  return [...types.values()].sort((x, y) =>
    byRoomTypeName({ id: x.roomTypeId, name: x.roomTypeName }, { id: y.roomTypeId, name: y.roomTypeName }),
  );
}

/** Room types in the order their list gives them: by name whatever its case, then by id. */
export function byRoomTypeName(x: { id: string; name: string }, y: { id: string; name: string }): number {
  return x.name.toLowerCase().localeCompare(y.name.toLowerCase()) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
}
