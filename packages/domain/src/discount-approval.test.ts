import { describe, expect, it } from "vitest";
import {
  decideDiscount,
  discountNeedsApproval,
  frontDeskSettingsInput,
  NO_DISCOUNT,
} from "./discount-approval";

const percent = (discountPercentage: number) => ({ discountPercentage, isComplimentary: false });
const complimentary = { discountPercentage: 0, isComplimentary: true };

describe("discounts that need a manager", () => {
  it("are those above the limit, and every complimentary stay", () => {
    expect(discountNeedsApproval(percent(10), 10)).toBe(false);
    expect(discountNeedsApproval(percent(10.01), 10)).toBe(true);
    expect(discountNeedsApproval(percent(0), 0)).toBe(false);
    expect(discountNeedsApproval(percent(0.01), 0)).toBe(true);
    expect(discountNeedsApproval(complimentary, 100)).toBe(true);
  });

  it("wait when the front desk enters them; the stay keeps what applied before", () => {
    const front = { limit: 10, mayApprove: false };
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
    // An approved discount kept through an edit is not asked for again.
    expect(decideDiscount({ ...front, requested: percent(30), applied: percent(30) })).toEqual({
      applied: percent(30),
      pending: null,
    });
  });

  it("apply at once when a manager enters them", () => {
    expect(
      decideDiscount({ limit: 10, mayApprove: true, requested: complimentary, applied: NO_DISCOUNT }),
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
