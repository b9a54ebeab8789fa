import { z } from "zod";
import type { Paise } from "./money";
import { timeOfDaySchema } from "./no-show";
import { discountOn } from "./pricing";

/** What the front desk may give without a manager, unless an administrator sets otherwise (issue 28). */
export const DEFAULT_MAX_DISCOUNT_WITHOUT_APPROVAL = 10;

const LIMIT_MESSAGE = "The discount limit must be a whole percentage from 0 to 100";

/** PUT /api/settings/front-desk. */
export const frontDeskSettingsInput = z.object(
  {
    maxDiscountWithoutApproval: z
      .number({ message: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(0, LIMIT_MESSAGE)
      .max(100, LIMIT_MESSAGE),
    /** Left out, the cut-off stays as it is: scripts written before it existed keep working. */
    noShowCutoff: timeOfDaySchema("The no-show cut-off").optional(),
  },
  { error: "The front desk settings are required: maxDiscountWithoutApproval" },
);
export type FrontDeskSettingsInput = z.infer<typeof frontDeskSettingsInput>;

/** A stay's discount: a percentage (0..100, two decimals at most) or a complimentary stay. */
export interface Discount {
  discountPercentage: number;
  isComplimentary: boolean;
}

export const NO_DISCOUNT: Discount = { discountPercentage: 0, isComplimentary: false };

/** A complimentary stay always needs a manager; a percentage only above the limit. */
export function discountNeedsApproval(discount: Discount, limit: number): boolean {
  return discount.isComplimentary || discount.discountPercentage > limit;
}

/** What a discount is taken off: the sum of a stay's nights as priced by its plan. */
export interface StayTerms {
  subtotal: Paise;
}

/** Paise a discount takes off these stays' price. */
function givenAway(stays: readonly StayTerms[], discount: Discount): Paise {
  return stays.reduce((sum, stay) => sum + discountOn(stay.subtotal, discount), 0);
}

const sameDiscount = (a: Discount, b: Discount) =>
  a.isComplimentary === b.isComplimentary &&
  (a.isComplimentary || a.discountPercentage === b.discountPercentage);

/**
 * What a booking written by this user prices with, and what waits for a manager. Managers (and
 * administrators) apply whatever they enter. The front desk applies a discount within the limit.
 * Above it (or complimentary) the request waits, unless it is the discount that applies now and
 * gives away no more than it did when approved: an edit of an approved stay's notes keeps it, but
 * more nights, guests or rooms at that discount ask again. While a request waits the stay keeps the
 * discount it had, if that gives away no more than before; otherwise (and for a new stay) the full
 * price.
 */
export function decideDiscount(input: {
  requested: Discount;
  /** The discount that applies now; NO_DISCOUNT for a new stay. */
  applied: Discount;
  limit: number;
  mayApprove: boolean;
  /** The rooms' stays as they stand (none for a new booking) and as entered. */
  stays: { before: readonly StayTerms[]; after: readonly StayTerms[] };
}): { applied: Discount; pending: Discount | null } {
  const { requested, applied, limit, mayApprove, stays } = input;
  const givenAwayBefore = givenAway(stays.before, applied);
  const withinApproved = (discount: Discount) =>
    !discountNeedsApproval(discount, limit) || givenAway(stays.after, discount) <= givenAwayBefore;
  if (mayApprove || !discountNeedsApproval(requested, limit)) return { applied: requested, pending: null };
  if (sameDiscount(requested, applied) && withinApproved(requested))
    return { applied: requested, pending: null };
  return { applied: withinApproved(applied) ? applied : NO_DISCOUNT, pending: requested };
}
