import type { Database } from "@atithi/db";
import {
  availabilityByType,
  capacityBelowStayError,
  occupancyError,
  type RoomStatus,
  type RoomWithTypeInput,
  retireRoomError,
  roomCapacity,
  roomNumberFormError,
  todayIn,
  type UpdateRoomWithTypeInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { cachedView } from "../../../platform/db/view-cache";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { findRoomType, firstStayAhead } from "../room-types";
import { type RoomDto, roomsRepository } from "./rooms.repository";

/** The room; `lock` holds its row for the rest of the transaction (a room retired at the same moment is not booked). */
export function findRoom(db: Database, id: string, lock = false) {
  return roomsRepository(db).findById(id, lock);
}

/** Rooms by id, in one statement; an unknown id is left out. */
export function findRooms(db: Database, ids: readonly string[], lock = false) {
  return roomsRepository(db).findByIds(ids, lock);
}

/** The active rooms; with `includeRetired`, the retired ones too. */
export function listRooms(db: Database, includeRetired = false) {
  return roomsRepository(db).list(includeRetired);
}

/**
 * Rooms free for the whole stay; `exceptBookingId` keeps a booking's own room in the list when
 * editing it, `exceptGroupBookingId` a group's own rooms.
 */
export function availableRooms(
  db: Database,
  stay: {
    checkInDate: string;
    checkOutDate: string;
    exceptBookingId?: string | undefined;
    exceptGroupBookingId?: string | undefined;
  },
) {
  return cachedView(
    db,
    `available|${stay.checkInDate}|${stay.checkOutDate}|${stay.exceptBookingId ?? ""}|${stay.exceptGroupBookingId ?? ""}`,
    () =>
      roomsRepository(db).available(stay.checkInDate, stay.checkOutDate, {
        exceptBookingId: stay.exceptBookingId,
        exceptGroupBookingId: stay.exceptGroupBookingId,
      }),
  );
}

/**
 * Each room type's rooms free each night of a stay, and for the whole of it (`availabilityByType`):
 * the rooms in use and the nights active stays hold them, two queries.
 */
export function availableByType(db: Database, stay: { checkInDate: string; checkOutDate: string }) {
  const { checkInDate, checkOutDate } = stay;
  return cachedView(db, `available-by-type|${checkInDate}|${checkOutDate}`, async () => {
    const rooms = roomsRepository(db);
    const [inUse, holds] = await Promise.all([rooms.list(), rooms.holds(checkInDate, checkOutDate)]);
    return availabilityByType(checkInDate, checkOutDate, inUse, holds);
  });
}

export function setRoomStatus(trx: Database, ids: readonly string[], status: RoomStatus) {
  return roomsRepository(trx).setStatuses(ids, status);
}

/** Housekeeping's status of one room, set by hand and audited. */
export function changeRoomStatus({ db, userId }: Actor, id: string, status: RoomStatus) {
  return frontDeskTransaction(db, async (trx) => {
    const rooms = roomsRepository(trx);
    const room = await rooms.findById(id, true);
    if (!room) throw notFound("Room");
    await rooms.setStatus(room.id, status);
    await writeAudit(trx, {
      userId,
      entityType: "room",
      entityId: room.id,
      action: "status",
      before: { status: room.status },
      after: { status },
    });
    return { ...room, status };
  });
}

async function reload(db: Database, id: string): Promise<RoomDto> {
  const room = await roomsRepository(db).findById(id);
  if (!room) throw notFound("Room");
  return room;
}

/** A new room of a room type (404 when there is no such type); a number already taken is 409. */
export function createRoom({ db, userId }: Actor, input: RoomWithTypeInput) {
  return frontDeskTransaction(db, async (trx) => {
    await findRoomType(trx, input.roomTypeId);
    const id = await roomsRepository(trx).insert({
      number: input.number,
      roomTypeId: input.roomTypeId,
      floor: input.floor,
      capacity: input.capacity ?? null,
    });
    const room = await reload(trx, id);
    await writeAudit(trx, { userId, entityType: "room", entityId: id, action: "create", after: room });
    return room;
  });
}

/**
 * A room's number, type, floor or own capacity (a field left out keeps its value; a capacity of
 * null gives the room its type's). A new number must be of the rule's form (400); the number the
 * room has is kept whatever it holds. The capacity the room then takes cannot go below the guests of
 * a stay to come in it (409 naming the stay), unless the stay is beyond its capacity already. The
 * room's row is locked first, as a booking locks it. A request that changes nothing answers the room
 * as it is, and writes no audit row.
 */
export function updateRoom({ db, userId, timeZone }: Actor, input: UpdateRoomWithTypeInput) {
  return frontDeskTransaction(db, async (trx) => {
    const { id, ...changes } = input;
    const rooms = roomsRepository(trx);
    const before = await rooms.findById(id, true);
    if (!before) throw notFound("Room");
    const number = changes.number ?? before.number;
    const renumbered = number !== before.number;
    const formError = renumbered && roomNumberFormError(number);
    if (formError) throw badRequest(formError);
    const roomTypeId = changes.roomTypeId ?? before.roomTypeId;
    const ownCapacity = changes.capacity === undefined ? before.ownCapacity : changes.capacity;
    const unchanged =
      !renumbered &&
      (changes.floor === undefined || changes.floor === before.floor) &&
      roomTypeId === before.roomTypeId &&
      ownCapacity === before.ownCapacity;
    if (unchanged) return before;
    const type = await findRoomType(trx, roomTypeId, "share");
    const capacity = roomCapacity({ roomCapacity: ownCapacity, typeMaxOccupancy: type.maxOccupancy });
    if (capacity < before.capacity) {
      // Stays already beyond the capacity as it is (booked before rooms had capacities) are left as
      // they are, as a booking leaves them: only those the lower capacity would put beyond count.
      const stay = await firstStayAhead(trx, { roomId: id }, todayIn(timeZone), {
        above: capacity,
        atMost: before.capacity,
      });
      const refusal = stay && capacityBelowStayError(`Room ${before.number}'s capacity`, capacity, stay);
      if (refusal) throw conflict(refusal);
    }
    await rooms.update(id, {
      number,
      ...(changes.floor !== undefined && { floor: changes.floor }),
      roomTypeId,
      capacity: ownCapacity,
    });
    const after = await reload(trx, id);
    await writeAudit(trx, { userId, entityType: "room", entityId: id, action: "update", before, after });
    return after;
  });
}

/**
 * A retired room leaves every list. Refused (409) while a stay is still to come in it, a booking's
 * or a group's (neither cancelled nor checked out, ending after today at the property), and for a
 * room already retired.
 */
export function retireRoom({ db, userId, timeZone }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const rooms = roomsRepository(trx);
    const room = await rooms.findById(id, true);
    if (!room) throw notFound("Room");
    if (!room.isActive) throw conflict(`Room ${room.number} is already retired`);
    const refusal = retireRoomError(await firstStayAhead(trx, { roomId: room.id }, todayIn(timeZone)));
    if (refusal) throw conflict(refusal);
    await rooms.update(room.id, { isActive: false });
    const retired = await reload(trx, id);
    await writeAudit(trx, {
      userId,
      entityType: "room",
      entityId: room.id,
      action: "retire",
      before: room,
      after: retired,
    });
    return retired;
  });
}

/**
 * A retired room back in use, in every list again. Refused (409) for a room in use, and for one
 * whose number an active room has taken since, whatever its case (renumber it with PUT first; the
 * partial unique index `rooms_number_key` settles a race with the same 409).
 */
export function reinstateRoom({ db, userId }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const rooms = roomsRepository(trx);
    const room = await rooms.findById(id, true);
    if (!room) throw notFound("Room");
    if (room.isActive) throw conflict(`Room ${room.number} is in use; only a retired room is reinstated`);
    const taken = await rooms.activeNumber(room.number);
    if (taken !== undefined) {
      throw conflict(
        `Another room is numbered ${taken} now; give this room another number before reinstating it`,
      );
    }
    await rooms.update(room.id, { isActive: true });
    const reinstated = await reload(trx, id);
    await writeAudit(trx, {
      userId,
      entityType: "room",
      entityId: room.id,
      action: "reinstate",
      before: room,
      after: reinstated,
    });
    return reinstated;
  });
}

/**
 * Refuses (400, `occupancyError`'s message) a stay of more guests than its room takes: the room's
 * own capacity, else its type's maximum occupancy. The rooms must have been read locked
 * (`findRoom`/`findRooms` with `lock`), which holds the capacity they answered until the
 * transaction ends.
 */
export function checkOccupancy(stays: readonly { room: RoomDto; adults: number; children: number }[]) {
  for (const { room, adults, children } of stays) {
    const refusal = occupancyError(room.capacity, adults, children, room.number);
    if (refusal) throw badRequest(refusal);
  }
}
