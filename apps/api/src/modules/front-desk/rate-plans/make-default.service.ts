import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { findRoomType } from "../room-types";
import { ratePlansRepository } from "./rate-plans.repository";
import { auditUndefault, reload } from "./rate-plans.service";

/**
 * The plan becomes its room type's default, and nothing else of it changes: the type's previous
 * default stops being it, in one transaction, both audited. Nothing else is sent, so a screen
 * showing an old copy of the plan cannot overwrite a change made since. The type is locked before
 * the plan, in the order adding and changing a plan take them. The default already answers as it is,
 * with no audit row (a retry is harmless). 404 for an unknown plan, 409 for one no longer sold.
 */
export function makeDefaultRatePlan({ db, userId }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const plans = ratePlansRepository(trx);
    const found = await plans.head(id);
    if (!found) throw notFound("Rate plan");
    const type = await findRoomType(trx, found.roomTypeId, "update");
    const plan = await plans.head(id, true);
    if (!plan) throw notFound("Rate plan");
    if (plan.isDefault) return reload(trx, id);
    if (!plan.isActive) throw conflict("A plan no longer sold cannot be the default: sell it again first");
    // The plan is not the default, so the type's default (if any) is another plan: it is let go.
    const current = await plans.defaultOf(type.id);
    if (current) await plans.undefault(current.id);
    await plans.makeDefault(id);
    await writeAudit(trx, {
      userId,
      entityType: "rate_plan",
      entityId: id,
      action: "make_default",
      before: { isDefault: false },
      after: { isDefault: true },
    });
    if (current) await auditUndefault(trx, userId, current.id, id);
    return reload(trx, id);
  });
}
