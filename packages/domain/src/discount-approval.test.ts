import { describe, expect, it } from "vitest";
import {
  decideDiscount,
  discountNeedsApproval,
  frontDeskSettingsInput,
  NO_DISCOUNT,
} from "./discount-approval";

const percent = (discountPercentage: number) => ({ discountPercentage, isComplimentary: false });
const complimentary = { discountPercentage: 0, isComplimentary: true };

/** One adult in a room for `nights` nights at ₹3,200 a night undiscounted. */
const nightsOf = (nights: number) => [{ subtotal: nights * 320_000 }];
const unchanged = { stays: { before: nightsOf(1), after: nightsOf(1) } };

describe("discounts that need a manager", () => {
  it("are those above the limit, and every complimentary stay", () => {
    expect(discountNeedsApproval(percent(10), 10)).toBe(false);
    expect(discountNeedsApproval(percent(10.01), 10)).toBe(true);
    expect(discountNeedsApproval(percent(0), 0)).toBe(false);
    expect(discountNeedsApproval(percent(0.01), 0)).toBe(true);
    expect(discountNeedsApproval(complimentary, 100)).toBe(true);
  });

  it("wait when the front desk enters them; the stay keeps what applied before", () => {
    const front = { limit: 10, mayApprove: false, ...unchanged };
    expect(decideDiscount({ ...front, requested: percent(25), applied: NO_DISCOUNT })).toEqual({
      applied: NO_DISCOUNT,
      pending: percent(25),
    });
    expect(decideDiscount({ ...front, requested: complimentary, applied: percent(5) })).toEqual({
      applied: percent(5),
      pending: complimentary,
    });
    expect(decideDiscount({ ...front, requested: percent(8), applied: percent(30) })).toEqual({
      applied: percent(8),
      pending: null,
    });
  });

  it("kept through an edit that gives away no more is not asked for again", () => {
    // 30% of one night approved; the notes change, so the same ₹960 is given.
    const edit = { limit: 10, mayApprove: false, ...unchanged };
    expect(decideDiscount({ ...edit, requested: percent(30), applied: percent(30) })).toEqual({
      applied: percent(30),
      pending: null,
    });
  });

  it("asks again when the same discount is stretched over more nights, and prices in full meanwhile", () => {
    // One complimentary night (₹3,200) approved; fourteen would give ₹44,800 away.
    const longer = { limit: 10, mayApprove: false, stays: { before: nightsOf(1), after: nightsOf(14) } };
    expect(decideDiscount({ ...longer, requested: complimentary, applied: complimentary })).toEqual({
      applied: NO_DISCOUNT,
      pending: complimentary,
    });
    // 30% over two nights (₹1,920) is more than the ₹960 approved for one: asked again.
    const twoNights = { limit: 10, mayApprove: false, stays: { before: nightsOf(1), after: nightsOf(2) } };
    expect(decideDiscount({ ...twoNights, requested: percent(30), applied: percent(30) })).toEqual({
      applied: NO_DISCOUNT,
      pending: percent(30),
    });
    // A shorter stay at the approved 30% gives less away: no need to ask.
    const shorter = { limit: 10, mayApprove: false, stays: { before: nightsOf(2), after: nightsOf(1) } };
    expect(decideDiscount({ ...shorter, requested: percent(30), applied: percent(30) }).pending).toBeNull();
  });

  it("keeps the approved discount while a larger one waits, as long as it gives away no more", () => {
    const same = { limit: 10, mayApprove: false, ...unchanged };
    expect(decideDiscount({ ...same, requested: percent(50), applied: percent(30) })).toEqual({
      applied: percent(30),
      pending: percent(50),
    });
  });

  it("apply at once when a manager enters them", () => {
    expect(
      decideDiscount({
        limit: 10,
        mayApprove: true,
        requested: complimentary,
        applied: NO_DISCOUNT,
        ...unchanged,
      }),
    ).toEqual({ applied: complimentary, pending: null });
  });
});

describe("the front desk's settings", () => {
  it("take a whole percentage from 0 to 100", () => {
    expect(frontDeskSettingsInput.parse({ maxDiscountWithoutApproval: 0 })).toEqual({
      maxDiscountWithoutApproval: 0,
    });
    for (const bad of [-1, 101, 7.5, "10"]) {
      expect(frontDeskSettingsInput.safeParse({ maxDiscountWithoutApproval: bad }).success).toBe(false);
    }
  });
});
