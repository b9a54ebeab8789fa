import type { Database } from "@atithi/db";
import {
  capacityBelowStayError,
  type RoomTypeInput,
  todayIn,
  type UpdateRoomTypeInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { type RowLock, roomTypesRepository, type StaysOf } from "./room-types.repository";

/** Every room type, by name. */
export function listRoomTypes(db: Database) {
  return roomTypesRepository(db).list();
}

/**
 * The room type, or 404; `lock` holds its row: "share" against a change of its occupancy (a booking
 * relying on it), "update" while it or its plans change (their changes then take turns).
 */
export async function findRoomType(db: Database, id: string, lock: RowLock = "none") {
  const type = await roomTypesRepository(db).findById(id, lock);
  if (!type) throw notFound("Room type");
  return type;
}

/**
 * The first stay still to come in `of`'s rooms (one room, or a type's rooms that take its
 * capacity): not cancelled or checked out, ending after `today` or still checked in, a group's room
 * as much as a booking. With `guests`, only a stay of more than `guests.above` and at most
 * `guests.atMost` guests. Undefined: none.
 */
export function firstStayAhead(
  db: Database,
  of: StaysOf,
  today: string,
  guests?: { above: number; atMost: number },
) {
  return roomTypesRepository(db).firstStayAhead(of, today, guests);
}

/**
 * A new room type, audited, in the caller's transaction. A type is made with its default plan
 * (`createRoomTypeWithDefaultPlan` of rate plans, which depend on room types).
 */
export async function insertRoomType(trx: Database, userId: string, input: RoomTypeInput) {
  const type = await roomTypesRepository(trx).insert(input);
  await writeAudit(trx, {
    userId,
    entityType: "room_type",
    entityId: type.id,
    action: "create",
    after: type,
  });
  return type;
}

/**
 * A room type's name, occupancies and description, as sent. Its maximum occupancy cannot go below
 * the guests of a stay to come in a room that takes the type's capacity (409 naming the stay),
 * unless the stay is beyond the maximum already. The type's row is locked first: a booking relying
 * on the old figure holds it shared until it commits.
 * A request that changes nothing answers the type as it is, and writes no audit row.
 */
export function updateRoomType({ db, userId, timeZone }: Actor, input: UpdateRoomTypeInput) {
  return frontDeskTransaction(db, async (trx) => {
    const { id, ...values } = input;
    const types = roomTypesRepository(trx);
    const before = await types.findById(id, "update");
    if (!before) throw notFound("Room type");
    const unchanged =
      values.name === before.name &&
      values.baseOccupancy === before.baseOccupancy &&
      values.maxOccupancy === before.maxOccupancy &&
      values.description === before.description;
    if (unchanged) return before;
    if (values.maxOccupancy < before.maxOccupancy) {
      // Stays already beyond the maximum as it is (booked before rooms had capacities) are left as
      // they are, as a booking leaves them: only those the lower maximum would put beyond count.
      const stay = await types.firstStayAhead({ roomTypeId: id }, todayIn(timeZone), {
        above: values.maxOccupancy,
        atMost: before.maxOccupancy,
      });
      const refusal =
        stay && capacityBelowStayError(`${before.name}'s maximum occupancy`, values.maxOccupancy, stay);
      if (refusal) throw conflict(refusal);
    }
    const after = await types.update(id, values);
    await writeAudit(trx, { userId, entityType: "room_type", entityId: id, action: "update", before, after });
    return after;
  });
}
