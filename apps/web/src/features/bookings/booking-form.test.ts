import { describe, expect, it } from "vitest";
import {
  amountForStatus,
  bookingPayload,
  complimentaryChange,
  newBookingValues,
  statusForAmount,
} from "./booking-form";

const stay = { ...newBookingValues("2026-11-22", "2026-11-24"), adults: 2 }; // ₹12,800.00

describe("complimentaryChange", () => {
  it("forces paid, nothing paid and no discount when switched on", () => {
    expect(complimentaryChange({ paymentStatus: "advance", paidAmount: 5000 }, true)).toEqual({
      isComplimentary: true,
      paymentStatus: "paid",
      paidAmount: 0,
      discountPercentage: 0,
    });
  });

  it("returns a paid status with nothing paid to pending when switched off", () => {
    expect(complimentaryChange({ paymentStatus: "paid", paidAmount: 0 }, false)).toEqual({
      isComplimentary: false,
      paymentStatus: "pending",
    });
    expect(complimentaryChange({ paymentStatus: "paid", paidAmount: "" }, false).paymentStatus).toBe(
      "pending",
    );
  });

  it("keeps the status when money was paid", () => {
    expect(complimentaryChange({ paymentStatus: "paid", paidAmount: 100 }, false).paymentStatus).toBe("paid");
    expect(complimentaryChange({ paymentStatus: "advance", paidAmount: 0 }, false).paymentStatus).toBe(
      "advance",
    );
  });
});

describe("payment status and amount", () => {
  it("shows the status the server will store for the amount paid", () => {
    expect(statusForAmount(stay, 0)).toBe("pending");
    expect(statusForAmount(stay, 5000)).toBe("advance");
    expect(statusForAmount(stay, 12800)).toBe("paid");
    expect(statusForAmount({ ...stay, isComplimentary: true }, 0)).toBe("paid");
  });

  it("fills in the whole total for paid and nothing for pending", () => {
    expect(amountForStatus({ ...stay, paidAmount: 100 }, "paid")).toBe(12800);
    expect(amountForStatus({ ...stay, paidAmount: 100 }, "pending")).toBe(0);
    expect(amountForStatus({ ...stay, paidAmount: 100 }, "advance")).toBe(100);
  });
});

describe("bookingPayload", () => {
  it("sends money as text and blank amounts as 0", () => {
    const payload = bookingPayload({ ...stay, paidAmount: 2500.5, discountPercentage: "" });
    expect(payload.paidAmount).toBe("2500.5");
    expect(payload.discountPercentage).toBe("0");
    expect(payload.adults).toBe(2);
  });
});
