import type { Database } from "@atithi/db";
import { type RoomStatus, todayIn } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { cachedView } from "../../../platform/db/view-cache";
import { conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { roomsRepository } from "./rooms.repository";

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

export function createRoom({ db, userId }: Actor, input: { number: string; capacity: number }) {
  return frontDeskTransaction(db, async (trx) => {
    const room = await roomsRepository(trx).insert(input);
    await writeAudit(trx, { userId, entityType: "room", entityId: room.id, action: "create", after: room });
    return room;
  });
}

export function updateRoom(
  { db, userId }: Actor,
  id: string,
  values: Partial<{ number: string; capacity: number }>,
) {
  return frontDeskTransaction(db, async (trx) => {
    const rooms = roomsRepository(trx);
    const before = await rooms.findById(id, true);
    if (!before) throw notFound("Room");
    const room = await rooms.update(id, values);
    await writeAudit(trx, {
      userId,
      entityType: "room",
      entityId: id,
      action: "update",
      before,
      after: room,
    });
    return room;
  });
}

/** A retired room leaves every list; refused while it still has stays to come. */
export function retireRoom({ db, userId, timeZone }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const rooms = roomsRepository(trx);
    const room = await rooms.findById(id, true);
    if (!room) throw notFound("Room");
    if ((await rooms.countActiveStays(room.id, todayIn(timeZone))) > 0) {
      throw conflict(`Room ${room.number} still has bookings to come; move or cancel them first`);
    }
    const retired = await rooms.update(room.id, { isActive: false });
    await writeAudit(trx, { userId, entityType: "room", entityId: room.id, action: "retire" });
    return retired;
  });
}
