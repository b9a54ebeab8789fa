import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS, paymentMethodLabel, paymentMethodOf } from "./payment";

describe("payment methods", () => {
  it("each method has its one label", () => {
    expect(PAYMENT_METHODS.map(paymentMethodLabel)).toEqual(["Cash", "Card", "UPI", "Bank Transfer"]);
  });

  it("an unknown method is refused, not filed as cash", () => {
    expect(paymentMethodOf("upi")).toBe("upi");
    expect(() => paymentMethodOf("cheque")).toThrow("Unknown payment method: cheque");
    expect(() => paymentMethodLabel("cheque")).toThrow(RangeError);
  });
});
