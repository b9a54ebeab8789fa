import { describe, expect, it } from "vitest";
import {
  amountForStatus,
  bookingPayload,
  complimentaryChange,
  newBookingValues,
  quoteInputOf,
  statusForAmount,
} from "./booking-form";

const stay = { ...newBookingValues("2026-11-22", "2026-11-24"), adults: 2 };
// As the server would quote it: 2 nights × ₹6,400 = ₹12,800, 5% GST ₹640, total ₹13,440.
const TOTAL = "13440.00";

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
    expect(statusForAmount(stay, 0, TOTAL)).toBe("pending");
    expect(statusForAmount(stay, 12800, TOTAL)).toBe("advance");
    expect(statusForAmount(stay, 13440, TOTAL)).toBe("paid");
    expect(statusForAmount({ ...stay, isComplimentary: true }, 0, TOTAL)).toBe("paid");
    // No quote yet: the status chosen stays.
    expect(statusForAmount({ ...stay, paymentStatus: "advance" }, 0, null)).toBe("advance");
  });

  it("fills in the whole total for paid and nothing for pending", () => {
    expect(amountForStatus({ ...stay, paidAmount: 100 }, "paid", TOTAL)).toBe(TOTAL);
    expect(amountForStatus({ ...stay, paidAmount: 100 }, "paid", null)).toBe(100);
    expect(amountForStatus({ ...stay, paidAmount: 100 }, "pending", TOTAL)).toBe(0);
    expect(amountForStatus({ ...stay, paidAmount: 100 }, "advance", TOTAL)).toBe(100);
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

describe("quoteInputOf", () => {
  const filled = {
    ...stay,
    guest: { name: "Asha Rao", phone: "9876543210", email: "", idProofNumber: "" },
    roomId: "r101",
    ratePlanId: "plan-weekend",
    paidAmount: 500,
    notes: "late arrival",
  };

  it("asks the price with the create's input, without the payment and notes", () => {
    const input = quoteInputOf(filled);
    expect(input).toMatchObject({ roomId: "r101", ratePlanId: "plan-weekend", adults: 2, children: 0 });
    expect(input).not.toHaveProperty("paidAmount");
    expect(input).not.toHaveProperty("notes");
  });

  it("asks nothing while the form is incomplete or before the plan is known", () => {
    expect(quoteInputOf({ ...filled, ratePlanId: "" })).toBeNull();
    expect(quoteInputOf({ ...filled, roomId: "" })).toBeNull();
    expect(quoteInputOf({ ...filled, checkOutDate: "2026-11-22" })).toBeNull();
    expect(quoteInputOf({ ...filled, guest: { ...filled.guest, name: "" } })).toBeNull();
  });
});
