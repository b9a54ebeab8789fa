import { z } from "zod";

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

const sameDiscount = (a: Discount, b: Discount) =>
  a.isComplimentary === b.isComplimentary &&
  (a.isComplimentary || a.discountPercentage === b.discountPercentage);

/**
 * What a booking written by this user prices with, and what waits for a manager. Managers (and
 * administrators) apply whatever they enter. The front desk applies a discount within the limit;
 * above it (or complimentary) the request waits and the stay keeps the discount it had before
 * (none for a new stay, so the full price), unless the request is that same discount: an edit of
 * an approved stay's other details does not ask again.
 */
export function decideDiscount(input: {
  requested: Discount;
  /** The discount that applies now; NO_DISCOUNT for a new stay. */
  applied: Discount;
  limit: number;
  mayApprove: boolean;
}): { applied: Discount; pending: Discount | null } {
  const { requested, applied, limit, mayApprove } = input;
  if (mayApprove || !discountNeedsApproval(requested, limit) || sameDiscount(requested, applied)) {
    return { applied: requested, pending: null };
  }
  return { applied, pending: requested };
}
