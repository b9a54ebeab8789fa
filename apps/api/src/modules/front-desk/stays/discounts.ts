import type { Database } from "@atithi/db";
import { can, type Discount, decideDiscount, type StayTerms } from "@atithi/domain";
import type { Actor } from "../../../platform/trpc/actor";
import { maxDiscountWithoutApproval } from "../../back-office/tax-settings";
import { type DiscountRequestValues, NO_DISCOUNT_REQUEST } from "./stays.repository";

export const NO_DISCOUNT_WAITING = "No discount on this booking waits for approval";
export const DISCOUNT_UNDECIDED =
  "The stay's discount waits for a manager's approval; approve or reject it before the invoice";

/** The discount as entered: a complimentary stay carries no percentage. */
export function discountEntered(input: { discountPercentage: number; isComplimentary: boolean }): Discount {
  return input.isComplimentary
    ? { discountPercentage: 0, isComplimentary: true }
    : { discountPercentage: input.discountPercentage, isComplimentary: false };
}

export function discountOfRow(row: { discountPercentage: string; isComplimentary: boolean }): Discount {
  return discountEntered({
    discountPercentage: Number(row.discountPercentage),
    isComplimentary: row.isComplimentary,
  });
}

/**
 * What applies and what waits for a manager when `actor` enters `requested` on a stay (or group)
 * that has `applied` now; read in the writing transaction, so the limit is the one in force.
 */
export async function decideDiscountFor(
  trx: Database,
  { role }: Actor,
  requested: Discount,
  applied: Discount,
  stays: { before: readonly StayTerms[]; after: readonly StayTerms[] },
) {
  return decideDiscount({
    requested,
    applied,
    limit: await maxDiscountWithoutApproval(trx),
    mayApprove: can(role, "discounts.approve"),
    stays,
  });
}

/** The columns that hold (or, with null, clear) a request waiting for a manager. */
export function discountRequestValues(pending: Discount | null, userId: string): DiscountRequestValues {
  if (!pending) return NO_DISCOUNT_REQUEST;
  return {
    requestedDiscountPercentage: String(pending.discountPercentage),
    requestedComplimentary: pending.isComplimentary,
    discountRequestedBy: userId,
    discountRequestedAt: new Date(),
  };
}
