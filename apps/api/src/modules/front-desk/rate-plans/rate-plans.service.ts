import type { Database } from "@atithi/db";
import {
  type RatePlan,
  type RatePlanInput,
  type RatePlanListInput,
  ratePlanFromText,
  type UpdateRatePlanInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { type RatePlanDto, ratePlansRepository } from "./rate-plans.repository";

/** Every rate plan, or the plans of one room type (404 when there is no such type). */
export async function listRatePlans(db: Database, filter: RatePlanListInput) {
  if (filter.roomTypeId !== undefined) await roomType(db, filter.roomTypeId);
  return ratePlansRepository(db).list(filter.roomTypeId);
}

/** The room type (404 when there is none); `lock` holds it while its plans change. */
async function roomType(db: Database, id: string, lock = false) {
  const type = await ratePlansRepository(db).roomType(id, lock);
  if (!type) throw notFound("Room type");
  return type;
}

async function reload(db: Database, id: string): Promise<RatePlanDto> {
  const plan = await ratePlansRepository(db).findById(id);
  if (!plan) throw notFound("Rate plan");
  return plan;
}

/** The type's previous default plan stopped being it: `replacedBy` is now. */
function auditUndefault(trx: Database, userId: string, id: string, replacedBy: string) {
  return writeAudit(trx, {
    userId,
    entityType: "rate_plan",
    entityId: id,
    action: "undefault",
    before: { isDefault: true },
    after: { isDefault: false, replacedBy },
  });
}

/** A new plan of a room type, with its seasons, in one transaction: `addRatePlan`. */
export function createRatePlan({ db, userId }: Actor, input: RatePlanInput) {
  return frontDeskTransaction(db, (trx) => addRatePlan(trx, userId, input));
}

/**
 * A new plan of a room type, with its seasons, in the caller's transaction. A type without plans
 * takes it as its default whatever `isDefault` says (a type with plans always has one default); a
 * type with plans takes it as the default only when asked, and then its previous default stops
 * being it. The type's row is locked first, so two plans of a type are added one after the other:
 * each sees the other's default (the partial unique index `rate_plans_one_default_key` stays as the
 * backstop).
 */
export async function addRatePlan(trx: Database, userId: string, input: RatePlanInput) {
  const plans = ratePlansRepository(trx);
  await roomType(trx, input.roomTypeId, true);
  const current = await plans.defaultOf(input.roomTypeId);
  const isDefault = current === undefined || input.isDefault === true;
  if (isDefault && current) await plans.undefaultOthers(input.roomTypeId, null);
  const { seasons, ...values } = input;
  const id = await plans.insert({ ...values, isDefault });
  await plans.replaceSeasons(id, seasons);
  const plan = await reload(trx, id);
  await writeAudit(trx, { userId, entityType: "rate_plan", entityId: id, action: "create", after: plan });
  if (isDefault && current) await auditUndefault(trx, userId, current.id, id);
  return plan;
}

/**
 * A plan as it should now be: every field again, with its seasons (replaced whole). `isDefault`
 * left out keeps the plan's standing; `true` makes it the type's default in place of the previous
 * one; `false` on the type's default is refused (409): make another plan the default instead. A
 * plan stays with its room type (409 when another is named). The type's row is locked before the
 * plan's, in the order `addRatePlan` takes them (it locks the type, then the default it replaces).
 */
export function updateRatePlan({ db, userId }: Actor, input: UpdateRatePlanInput) {
  return frontDeskTransaction(db, async (trx) => {
    const plans = ratePlansRepository(trx);
    const type = await roomType(trx, input.roomTypeId, true);
    const locked = await plans.lock(input.id);
    if (!locked) throw notFound("Rate plan");
    if (type.id !== locked.roomTypeId) {
      throw conflict("A rate plan stays with its room type; add a plan to the other room type instead");
    }
    const before = await reload(trx, input.id);
    if (input.isDefault === false && locked.isDefault) {
      throw conflict(
        `${before.name} is the default plan of ${type.name}; make another of its plans the default instead`,
      );
    }
    const isDefault = input.isDefault ?? locked.isDefault;
    const replaced = isDefault && !locked.isDefault ? await plans.defaultOf(type.id) : undefined;
    if (replaced) await plans.undefaultOthers(type.id, input.id);
    const { id, seasons, ...values } = input;
    await plans.update(id, { ...values, isDefault });
    await plans.replaceSeasons(id, seasons);
    const after = await reload(trx, id);
    await writeAudit(trx, { userId, entityType: "rate_plan", entityId: id, action: "update", before, after });
    if (replaced) await auditUndefault(trx, userId, replaced.id, id);
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
 * it is another room type's, 409 when it is no longer sold), else the room type's default. Called
 * with the room's type held shared (bookings read their room so), it reads the plan as it stands:
 * a change of the type's plans locks the type first, so it waits for the stay or the stay for it.
 */
export async function ratePlanForStay(
  db: Database,
  room: PricedRoom,
  ratePlanId: string | null | undefined,
): Promise<{ id: string; name: string; plan: RatePlan }> {
  const plans = ratePlansRepository(db);
  const found = await plans.forPricing(ratePlanId ? { id: ratePlanId } : { defaultOf: room.roomTypeId });
  if (!found) {
    if (ratePlanId) throw notFound("Rate plan");
    throw conflict(`${room.roomTypeName} has no rate plan; add one before booking its rooms`);
  }
  if (found.roomTypeId !== room.roomTypeId) {
    throw badRequest(
      `Rate plan ${found.name} is for ${found.roomTypeName} rooms; room ${room.number} is ${room.roomTypeName}`,
    );
  }
  if (!found.isActive) throw conflict(`Rate plan ${found.name} is no longer sold`);
  return { id: found.id, name: found.name, plan: ratePlanFromText(found, found.baseOccupancy) };
}
