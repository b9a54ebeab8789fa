import type { Database } from "@atithi/db";
import {
  capacityBelowStayError,
  defaultRatePlanInput,
  type RoomTypeInput,
  todayIn,
  type UpdateRoomTypeInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { addRatePlan } from "../rate-plans";
import { type RowLock, roomTypesRepository } from "./room-types.repository";

/** Every room type, by name. */
export function listRoomTypes(db: Database) {
  return roomTypesRepository(db).list();
}

/** The room type, or 404; `lock` holds its row ("share": against a change of its occupancy). */
export async function findRoomType(db: Database, id: string, lock: RowLock = "none") {
  const type = await roomTypesRepository(db).findById(id, lock);
  if (!type) throw notFound("Room type");
  return type;
}

/**
 * A new room type with its default plan (`defaultRatePlanInput`: part 1's per-person prices, the room
 * at ₹3,200 for each adult of its base occupancy), in one transaction: a type a room can be given is
 * never without a price.
 */
export function createRoomType({ db, userId }: Actor, input: RoomTypeInput) {
  return frontDeskTransaction(db, async (trx) => {
    const type = await roomTypesRepository(trx).insert(input);
    await writeAudit(trx, {
      userId,
      entityType: "room_type",
      entityId: type.id,
      action: "create",
      after: type,
    });
    await addRatePlan(trx, userId, defaultRatePlanInput(type.id, type.baseOccupancy));
    return type;
  });
}

/**
 * A room type's name, occupancies and description, as sent. Its maximum occupancy cannot go below
 * the guests of a stay to come in a room that takes the type's capacity (409 naming the stay). The
 * type's row is locked first: a booking relying on the old figure holds it shared until it commits.
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
      const stay = await types.firstStayAheadBeyond(id, values.maxOccupancy, todayIn(timeZone));
      const refusal =
        stay && capacityBelowStayError(`${before.name}'s maximum occupancy`, values.maxOccupancy, stay);
      if (refusal) throw conflict(refusal);
    }
    const after = await types.update(id, values);
    await writeAudit(trx, { userId, entityType: "room_type", entityId: id, action: "update", before, after });
    return after;
  });
}
