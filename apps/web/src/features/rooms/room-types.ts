import type { RouterOutputs } from "../../api/trpc";

/** A room as rooms.list answers it. */
export type Room = RouterOutputs["rooms"]["list"][number];
/** A room type as roomTypes.list answers it. */
export type RoomType = RouterOutputs["roomTypes"]["list"][number];
/** A rate plan as ratePlans.list answers it, prices as decimal strings. */
export type RatePlan = RouterOutputs["ratePlans"]["list"][number];
/** A night's three prices, as decimal strings. */
export type PlanPrices = RatePlan["prices"];

/** "1 guest", "3 guests"; "1 night", "2 nights". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** How many active rooms each room type has, by type id. */
export function roomsPerType(rooms: readonly Pick<Room, "roomTypeId" | "isActive">[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const room of rooms) {
    if (room.isActive) counts.set(room.roomTypeId, (counts.get(room.roomTypeId) ?? 0) + 1);
  }
  return counts;
}
