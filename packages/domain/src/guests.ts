import { z } from "zod";
import type { Paise } from "./money";
import { pendingAmount, refundDue } from "./payment";
import { idSchema } from "./text";

/**
 * A full Aadhaar number: twelve digits, alone or in groups of four. A guest's ID proof may keep
 * only its last four (UIDAI's guidance: the number is never stored unmasked).
 */
const FULL_AADHAAR = /(?<!\d)\d{4}[ -]?\d{4}[ -]?\d{4}(?!\d)/;

export const AADHAAR_NOT_STORED =
  "Do not store an Aadhaar number: keep only its last four digits (e.g. XXXX-XXXX-1234)";

/** Whether an ID proof number holds what may not be kept: a full Aadhaar number. */
export function holdsFullAadhaar(idProofNumber: string): boolean {
  return FULL_AADHAAR.test(idProofNumber);
}

export const GUEST_MERGE_ITSELF = "A guest cannot be merged into itself";

/** `POST /api/guests/{id}/merge`: the guest `duplicateId` (the same person entered twice) into guest `id`. */
export const mergeGuestInput = z.object({
  id: idSchema("Guest"),
  duplicateId: idSchema("Duplicate guest"),
});
export type MergeGuestInput = z.infer<typeof mergeGuestInput>;

/** A stay's money as its folio says: billed, paid (payments not voided) and given back, in paise. */
export interface StayMoney {
  charged: Paise;
  paid: Paise;
  refunded: Paise;
}

/** What a stay's money comes to: still owed by the guest, and owed back to them (one of them is 0). */
export function stayMoneyBalance(money: StayMoney) {
  const held = money.paid - money.refunded;
  return {
    ...money,
    /** Positive: the guest owes it; negative: the hotel owes it back. */
    balance: money.charged - held,
    pending: pendingAmount(money.charged, held),
    refundDue: refundDue(money.charged, held),
  };
}

/** A guest's money over all their stays: each amount the sum of the stays' own. */
export function guestMoneyTotals(stays: readonly StayMoney[]) {
  const totals = { charged: 0, paid: 0, refunded: 0, balance: 0, pending: 0, refundDue: 0 };
  for (const stay of stays) {
    const each = stayMoneyBalance(stay);
    totals.charged += each.charged;
    totals.paid += each.paid;
    totals.refunded += each.refunded;
    totals.balance += each.balance;
    totals.pending += each.pending;
    totals.refundDue += each.refundDue;
  }
  return totals;
}
