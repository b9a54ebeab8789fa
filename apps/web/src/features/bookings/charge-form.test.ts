import { describe, expect, it } from "vitest";
import {
  chargeFormErrors,
  chargePayload,
  descriptionForCategory,
  feeAmount,
  feeError,
  gstRateOptions,
  newChargeValues,
} from "./charge-form";

describe("the add-extra form", () => {
  it("sends the category's default rate as no rate, and a chosen one as a number", () => {
    const values = { ...newChargeValues(), amount: 1200, quantity: 2 };
    expect(chargePayload(values)).toEqual({
      category: "food_beverage",
      description: "Food and beverage",
      amount: "1200",
      quantity: 2,
      gstRate: undefined,
    });
    expect(chargePayload({ ...values, gstRate: "18" }).gstRate).toBe(18);
  });

  it("offers the default rate first, then 0, 5, 18 and 40%", () => {
    expect(gstRateOptions("laundry").map((o) => o.label)).toEqual([
      "Default (18%)",
      "0%",
      "5%",
      "18%",
      "40%",
    ]);
  });

  it("names each field's problem with the domain's messages", () => {
    expect(chargeFormErrors({ ...newChargeValues(), description: " ", quantity: 0 })).toEqual({
      amount: "Amount is required",
      description: "Description is required",
      quantity: "Quantity must be a whole number from 1",
    });
    expect(chargeFormErrors({ ...newChargeValues(), amount: 0 }).amount).toBe(
      "Amount must be more than ₹0 and at most ₹10,00,000",
    );
    expect(chargeFormErrors({ ...newChargeValues(), amount: "99.999" }).amount).toBe(
      "Amount must be a number with at most two decimals",
    );
    expect(chargeFormErrors({ ...newChargeValues(), amount: 10 })).toEqual({});
  });

  it("lets the description follow the category until something is typed", () => {
    expect(descriptionForCategory("", "food_beverage", "laundry")).toBe("Laundry");
    expect(descriptionForCategory("Food and beverage", "food_beverage", "minibar")).toBe("Minibar");
    expect(descriptionForCategory("Dinner", "food_beverage", "minibar")).toBe("Dinner");
  });

  it("reads a blank or zero fee as none and bounds a fee as an extra", () => {
    expect(feeAmount("")).toBeNull();
    expect(feeAmount(0)).toBeNull();
    expect(feeAmount(1500)).toBe("1500");
    expect(feeError("")).toBeNull();
    expect(feeError(1500)).toBeNull();
    expect(feeError(-5)).toBe("Amount must be greater than zero");
    expect(feeError(1_000_001)).toBe("Amount must be more than ₹0 and at most ₹10,00,000");
  });
});
