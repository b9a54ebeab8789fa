import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS, paymentMethodLabel, paymentMethodOf, paymentVoidError, stayHeld } from "./payment";

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

describe("voiding a payment", () => {
  it("weighs what the stay holds: payments not voided, less refunds", () => {
    const held = stayHeld([
      { kind: "payment", amount: 600_000, voided: false },
      { kind: "payment", amount: 100_000, voided: true },
      { kind: "refund", amount: 300_000, voided: false },
    ]);
    expect(held).toBe(300_000);
  });

  const payment = { kind: "payment", businessDate: "2026-11-28", voided: false, amount: 600_000 };

  it("is allowed on its own business day while the stay still holds its money", () => {
    expect(paymentVoidError(payment, "2026-11-28", 600_000)).toBeNull();
  });

  it("is refused once part of it went back as a refund", () => {
    // ₹6,000 paid, ₹3,000 refunded after the stay was shortened: the stay holds ₹3,000.
    expect(paymentVoidError(payment, "2026-11-28", 300_000)).toBe(
      "Only ₹3,000.00 of this ₹6,000.00 payment is still held: the rest was refunded, so it cannot be voided",
    );
  });

  it("is refused on a later day, twice, or for a refund", () => {
    expect(paymentVoidError(payment, "2026-11-29", 600_000)).toMatch(/only on the business day/);
    expect(paymentVoidError({ ...payment, voided: true }, "2026-11-28", 0)).toBe(
      "This payment is already voided",
    );
    expect(paymentVoidError({ ...payment, kind: "refund" }, "2026-11-28", 0)).toMatch(/Only a payment/);
  });
});
