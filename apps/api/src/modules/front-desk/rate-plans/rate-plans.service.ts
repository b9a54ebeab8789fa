import type { Database } from "@atithi/db";
import {
  defaultPlanChange,
  defaultRatePlanInput,
  type RatePlan,
  type RatePlanInput,
  type RatePlanListInput,
  type RoomTypeInput,
  ratePlanFromText,
  sameRatePlan,
  type UpdateRatePlanInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { findRoomType, insertRoomType } from "../room-types";
import { type RatePlanDto, ratePlansRepository } from "./rate-plans.repository";

/** Every rate plan, or the plans of one room type (404 when there is no such type). */
export async function listRatePlans(db: Database, filter: RatePlanListInput) {
  if (filter.roomTypeId !== undefined) await findRoomType(db, filter.roomTypeId);
  return ratePlansRepository(db).list(filter.roomTypeId);
}

export async function reload(db: Database, id: string): Promise<RatePlanDto> {
  const plan = await ratePlansRepository(db).findById(id);
  if (!plan) throw notFound("Rate plan");
  return plan;
}

/** The type's previous default plan stopped being it: `replacedBy` is now. */
export function auditUndefault(trx: Database, userId: string, id: string, replacedBy: string) {
  return writeAudit(trx, {
    userId,
    entityType: "rate_plan",
    entityId: id,
    action: "undefault",
    before: { isDefault: true },
    after: { isDefault: false, replacedBy },
  });
}

/**
 * A new room type with its default plan (`defaultRatePlanInput`: part 1's per-person prices), in one
 * transaction: a type a room can be given is never without a price. Made here, with the plans,
 * because plans depend on their room type and not the other way round.
 */
export function createRoomTypeWithDefaultPlan({ db, userId }: Actor, input: RoomTypeInput) {
  return frontDeskTransaction(db, async (trx) => {
    const type = await insertRoomType(trx, userId, input);
    await addRatePlan(trx, userId, defaultRatePlanInput(type.id));
    return type;
  });
}

/** A new plan of a room type, with its seasons, in one transaction: `addRatePlan`. */
export function createRatePlan({ db, userId }: Actor, input: RatePlanInput) {
  return frontDeskTransaction(db, (trx) => addRatePlan(trx, userId, input));
}

/**
 * A new plan of a room type, with its seasons, in the caller's transaction; whether it becomes the
 * type's default is `defaultPlanChange`'s (a type's first plan always does). The type's row is
 * locked first, so two plans of a type are added one after the other: each sees the other's default
 * (the partial unique index `rate_plans_one_default_key` stays as the backstop).
 */
async function addRatePlan(trx: Database, userId: string, input: RatePlanInput) {
  const plans = ratePlansRepository(trx);
  const type = await findRoomType(trx, input.roomTypeId, "update");
  const current = await plans.defaultOf(type.id);
  const change = defaultPlanChange({
    roomType: type,
    currentDefault: current?.id ?? null,
    plan: null,
    request: input,
  });
  if ("refusal" in change) throw conflict(change.refusal);
  if (change.replaces) await plans.undefault(change.replaces);
  const { seasons, ...values } = input;
  const id = await plans.insert({
    ...values,
    baseOccupancy: input.baseOccupancy ?? null,
    isDefault: change.isDefault,
  });
  await plans.replaceSeasons(id, seasons);
  const plan = await reload(trx, id);
  await writeAudit(trx, { userId, entityType: "rate_plan", entityId: id, action: "create", after: plan });
  if (change.replaces) await auditUndefault(trx, userId, change.replaces, id);
  return plan;
}

/**
 * A plan as it should now be: every field again, with its seasons (replaced whole); its default
 * standing as `defaultPlanChange` decides it (409 for `false` on the default, or for another room
 * type named). An unknown plan is 404 whatever the body names; another type named that does not
 * exist is 404 too. The plan's type is then locked before the plan, in the order `addRatePlan`
 * takes them (the type, then the default it replaces), and the plan read again under those locks.
 * A request that changes nothing answers the plan as it is, and writes no audit row.
 */
export function updateRatePlan({ db, userId }: Actor, input: UpdateRatePlanInput) {
  return frontDeskTransaction(db, async (trx) => {
    const plans = ratePlansRepository(trx);
    const found = await plans.head(input.id);
    if (!found) throw notFound("Rate plan");
    if (input.roomTypeId !== found.roomTypeId) await findRoomType(trx, input.roomTypeId);
    const type = await findRoomType(trx, found.roomTypeId, "update");
    if (!(await plans.head(input.id, true))) throw notFound("Rate plan");
    const before = await reload(trx, input.id);
    const current = await plans.defaultOf(type.id);
    const change = defaultPlanChange({
      roomType: type,
      currentDefault: current?.id ?? null,
      plan: before,
      request: input,
    });
    if ("refusal" in change) throw conflict(change.refusal);
    // Left out, the plan keeps the adults its base price covers.
    const asked = {
      ...input,
      baseOccupancy: input.baseOccupancy === undefined ? before.baseOccupancy : input.baseOccupancy,
    };
    if (change.isDefault === before.isDefault && sameRatePlan(before, asked)) return before;
    if (change.replaces) await plans.undefault(change.replaces);
    const { id, seasons, ...values } = asked;
    await plans.update(id, { ...values, isDefault: change.isDefault });
    await plans.replaceSeasons(id, seasons);
    const after = await reload(trx, id);
    await writeAudit(trx, { userId, entityType: "rate_plan", entityId: id, action: "update", before, after });
    if (change.replaces) await auditUndefault(trx, userId, change.replaces, id);
    return after;
  });
}

/** The room a stay is priced for, as its plan is chosen: its number and type name name it in refusals. */
export interface PricedRoom {
  number: string;
  roomTypeId: string;
  roomTypeName: string;
}

/**
 * The plan a stay in `room` is priced by: `ratePlanId` when given (404 when there is none, 400 when
 * it is another room type's, 409 when it is no longer sold), else the room type's default. The
 * stay's own plan (`own`, the one it was priced by) is judged by the plan, not the room: it prices
 * the stay even after the room's type changed or the plan stopped being sold. Called with the
 * room's type held shared (bookings read their room so), it reads the plan as it stands: a change
 * of the type's plans locks the type first, so it waits for the stay or the stay for it.
 */
export async function ratePlanForStay(
  db: Database,
  room: PricedRoom,
  ratePlanId: string | null | undefined,
  own: string | null = null,
): Promise<{ id: string; name: string; plan: RatePlan }> {
  const plans = ratePlansRepository(db);
  const found = await plans.forPricing(ratePlanId ? { id: ratePlanId } : { defaultOf: room.roomTypeId });
  if (!found) {
    if (ratePlanId) throw notFound("Rate plan");
    throw conflict(`${room.roomTypeName} has no rate plan; add one before booking its rooms`);
  }
  const owned = own !== null && found.id === own;
  if (!owned && found.roomTypeId !== room.roomTypeId) {
    throw badRequest(
      `Rate plan ${found.name} is for ${found.roomTypeName} rooms; room ${room.number} is ${room.roomTypeName}`,
    );
  }
  if (!owned && !found.isActive) throw conflict(`Rate plan ${found.name} is no longer sold`);
  return { id: found.id, name: found.name, plan: ratePlanFromText(found, found.typeBaseOccupancy) };
}

/**
 * The plan a stay keeps when it goes to `room`: its own (`own`) when that plan is of the room's
 * type, judged by the plan's type and not by the type of the room it leaves (a room's type may
 * have changed since the stay was priced); else null, the room type's default.
 */
export async function planKeptIn(db: Database, room: PricedRoom, own: string | null): Promise<string | null> {
  if (own === null) return null;
  const plan = await ratePlansRepository(db).head(own);
  return plan?.roomTypeId === room.roomTypeId ? own : null;
}
