import { type RatePlanText, ratePlanFromText } from "./rate-plans.schema";

/**
 * What adding or changing a rate plan does to its room type's default plan (issue 30), decided
 * from what the server read with the type locked.
 */
export interface DefaultPlanChange {
  /** The plan's room type: a new plan's is the one it names, a stored plan's its own. */
  roomType: { id: string; name: string };
  /** The id of the type's default plan now; null when it has none (a type without plans). */
  currentDefault: string | null;
  /** The plan as stored; null for a new plan. */
  plan: { id: string; name: string; isDefault: boolean } | null;
  /** As sent: the room type named, and `isDefault` (left out: keep the plan's standing). */
  request: { roomTypeId: string; isDefault?: boolean | undefined };
}

/**
 * Whether the plan is to be its type's default, and which plan stops being it (`replaces`), or why
 * the request is refused (409). A type without a default takes the plan as its default whatever
 * `isDefault` says (a type with plans always has one); `isDefault: true` makes the plan the
 * default in place of the type's; left out, a plan keeps its standing (a new one is not the
 * default); `false` on the default is refused: another plan must be made the default instead. A
 * plan stays with its room type.
 */
export function defaultPlanChange({
  roomType,
  currentDefault,
  plan,
  request,
}: DefaultPlanChange): { isDefault: boolean; replaces: string | null } | { refusal: string } {
  if (request.roomTypeId !== roomType.id) {
    return { refusal: "A rate plan stays with its room type; add a plan to the other room type instead" };
  }
  if (plan?.isDefault && request.isDefault === false) {
    return {
      refusal: `${plan.name} is the default plan of ${roomType.name}; make another of its plans the default instead`,
    };
  }
  const isDefault = currentDefault === null || (request.isDefault ?? plan?.isDefault ?? false);
  const replaces =
    isDefault && currentDefault !== null && currentDefault !== plan?.id ? currentDefault : null;
  return { isDefault, replaces };
}

/**
 * Whether two plans are the same as the API takes them: name, prices (as amounts: "4000" is
 * "4000.00"), base occupancy, weekend days (in any order), weekend prices, seasons (in their order), minimum stay
 * and breakfast. A change to none of these is no change.
 */
export function sameRatePlan(a: RatePlanText, b: RatePlanText): boolean {
  const key = (plan: RatePlanText) =>
    JSON.stringify({
      // 0 for none: a plan of the type's base occupancy differs from one that sets 1.
      ...ratePlanFromText(plan, 0),
      weekendDays: [...plan.weekendDays].sort((x, y) => x - y),
    });
  return key(a) === key(b);
}
