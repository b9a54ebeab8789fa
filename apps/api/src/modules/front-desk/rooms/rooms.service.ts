import type { Database } from "@atithi/db";
import type { RoomStatus } from "@atithi/domain";
import { roomsRepository } from "./rooms.repository";

/** The room; `lock` holds its row for the rest of the transaction (a room retired at the same moment is not booked). */
export function findRoom(db: Database, id: string, lock = false) {
  return roomsRepository(db).findById(id, lock);
}

/** Rooms by id, in one statement; an unknown id is left out. */
export function findRooms(db: Database, ids: readonly string[], lock = false) {
  return roomsRepository(db).findByIds(ids, lock);
}

/** The active rooms. */
export function listRooms(db: Database) {
  return roomsRepository(db).list();
}

export function setRoomStatus(trx: Database, ids: readonly string[], status: RoomStatus) {
  return roomsRepository(trx).setStatuses(ids, status);
}
