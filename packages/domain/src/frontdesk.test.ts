import { describe, expect, it } from "vitest";
import { bookingTransitionError } from "./booking-status";
import { bookingInput, groupBookingInput } from "./frontdesk.schema";
import { checkoutPendingMessage, derivePaymentStatus, paymentAmountError } from "./payment";
import { isValidPhone, normalizePhone } from "./phone";
import { likeContains } from "./text";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("booking validation (part 1 §5)", () => {
  const valid = {
    guest: { name: "Asha Rao", phone: "9876543210" },
    roomId: "r1",
    checkInDate: "2026-05-01",
    checkOutDate: "2026-05-03",
    adults: 2,
  };

  it("accepts a valid booking and fills the defaults", () => {
    const parsed = bookingInput.parse(valid);
    expect(parsed).toMatchObject({
      children: 0,
      isComplimentary: false,
      discountPercentage: 0,
      paidAmount: 0,
    });
  });

  it("answers with the form's messages", () => {
    expect(messages(bookingInput.safeParse({ ...valid, guest: { name: "", phone: "123" } }))).toEqual([
      "Guest name is required",
      "Valid phone number is required",
    ]);
    expect(messages(bookingInput.safeParse({ ...valid, guest: { ...valid.guest, email: "nope" } }))).toEqual([
      "Valid email is required",
    ]);
    expect(messages(bookingInput.safeParse({ ...valid, checkInDate: "", checkOutDate: "" }))).toEqual([
      "Check-in date is required",
      "Check-out date is required",
    ]);
    expect(messages(bookingInput.safeParse({ ...valid, roomId: "" }))).toEqual([
      "Room selection is required",
    ]);
    expect(messages(bookingInput.safeParse({ ...valid, adults: 0 }))).toEqual(["At least 1 adult required"]);
    expect(messages(bookingInput.safeParse({ ...valid, adults: 7 }))).toEqual(["Maximum 6 adults"]);
    expect(messages(bookingInput.safeParse({ ...valid, children: 7 }))).toEqual(["Maximum 6 children"]);
    expect(messages(bookingInput.safeParse({ ...valid, paidAmount: "-1" }))).toEqual([
      "Amount paid cannot be negative",
    ]);
    expect(messages(bookingInput.safeParse({ ...valid, checkOutDate: "2026-05-01" }))).toEqual([
      "Check-out date must be after check-in date",
    ]);
    expect(messages(bookingInput.safeParse({ ...valid, checkInDate: "2026-02-30" }))).toEqual([
      "Check-in date must be a valid date (yyyy-MM-dd)",
    ]);
    expect(messages(bookingInput.safeParse({ ...valid, checkOutDate: "2027-05-03" }))).toEqual([
      "A stay can be at most 365 nights",
    ]);
  });

  it("accepts every two-decimal discount from 0 to 100 and nothing else", () => {
    for (let basisPoints = 0; basisPoints <= 10_000; basisPoints++) {
      const text = (basisPoints / 100).toFixed(2);
      expect(bookingInput.safeParse({ ...valid, discountPercentage: text }).success, text).toBe(true);
    }
    for (const bad of ["100.01", "-1", "0x10", "1e1", "12.345", "abc"]) {
      expect(messages(bookingInput.safeParse({ ...valid, discountPercentage: bad })), bad).toEqual([
        "Discount must be between 0 and 100",
      ]);
    }
    expect(bookingInput.parse({ ...valid, discountPercentage: 8.2 }).discountPercentage).toBe(8.2);
  });

  it("needs at least one room in a group", () => {
    const group = {
      groupBookingData: {
        groupName: "Sharma wedding",
        contactPersonName: "R. Sharma",
        contactPersonPhone: "9876543210",
        checkInDate: "2026-05-01",
        checkOutDate: "2026-05-03",
      },
      roomSelections: [],
    };
    expect(messages(groupBookingInput.safeParse(group))).toEqual(["Please select at least one room."]);
  });
});

describe("booking status machine", () => {
  it("allows confirmed → checked_in → checked_out and confirmed → cancelled", () => {
    expect(bookingTransitionError("confirmed", "checked_in")).toBeNull();
    expect(bookingTransitionError("checked_in", "checked_out")).toBeNull();
    expect(bookingTransitionError("confirmed", "cancelled")).toBeNull();
  });

  it("refuses everything else with a reason", () => {
    expect(bookingTransitionError("confirmed", "checked_out")).toBe(
      "A confirmed booking cannot be checked out; it can only be checked in or cancelled",
    );
    expect(bookingTransitionError("checked_out", "checked_in")).toBe(
      "A checked out booking cannot change any more",
    );
    expect(bookingTransitionError("checked_in", "checked_in")).toBe("The booking is already checked in");
    expect(bookingTransitionError("checked_in", "cancelled")).not.toBeNull();
  });
});

describe("payments", () => {
  it("derives the payment status from the money", () => {
    expect(derivePaymentStatus(640000, 0)).toBe("pending");
    expect(derivePaymentStatus(640000, 100000)).toBe("advance");
    expect(derivePaymentStatus(640000, 640000)).toBe("paid");
    expect(derivePaymentStatus(0, 0)).toBe("paid");
  });

  it("accepts amounts from ₹0.01 up to the pending amount only", () => {
    expect(paymentAmountError(100, 480000)).toBeNull();
    // At least ₹1 (the server and the form share this rule), unless less than that is pending.
    expect(paymentAmountError(99, 480000)).toBe("Payment amount must be between ₹1 and ₹4,800.00");
    expect(paymentAmountError(50, 50)).toBeNull();
    expect(paymentAmountError(480000, 480000)).toBeNull();
    expect(paymentAmountError(0, 480000)).toBe("Payment amount must be between ₹1 and ₹4,800.00");
    expect(paymentAmountError(480001, 480000)).toBe("Payment amount must be between ₹1 and ₹4,800.00");
    expect(checkoutPendingMessage(150000)).toBe(
      "₹1,500.00 is still pending. Please collect payment before checkout.",
    );
  });
});

describe("phone numbers", () => {
  it("find the same guest however the number is written", () => {
    for (const written of ["+91 98765 43210", "098765-43210", "9876543210", "91 9876543210"]) {
      expect(normalizePhone(written)).toBe("9876543210");
    }
    expect(normalizePhone("+44 20 7946 0958")).toBe("442079460958");
  });
});

describe("phone numbers", () => {
  it("takes digits with an optional leading '+', spaces or dashes, 10 to 15 digits once normalised", () => {
    for (const phone of [
      "9876543210",
      "+91 98765 43210",
      "098765-43210",
      "+44 20 7946 0958",
      "123456789012345",
    ]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
    for (const phone of [
      "987654321",
      "1234567890123456",
      "9".repeat(2800),
      "../../etc/passwd",
      "2026-02-30",
      "98765 43210+",
      "+",
      "(987) 654-3210",
      "98765\u000043210",
    ]) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });

  it("refuses a bad phone with the form's message on guests, bookings and group contacts", () => {
    const guest = { name: "Asha Rao", phone: "9".repeat(2800) };
    expect(
      messages(
        bookingInput.safeParse({
          guest,
          roomId: "r1",
          checkInDate: "2026-05-01",
          checkOutDate: "2026-05-02",
          adults: 1,
        }),
      ),
    ).toEqual(["Valid phone number is required"]);
    const group = groupBookingInput.safeParse({
      groupBookingData: {
        groupName: "Wedding",
        contactPersonName: "Ravi",
        contactPersonPhone: "../../etc/passwd",
        checkInDate: "2026-05-01",
        checkOutDate: "2026-05-02",
      },
      roomSelections: [{ roomId: "r1", guestName: "A", adults: 1 }],
    });
    expect(messages(group)).toEqual(["Valid phone number is required"]);
  });
});

describe("search text", () => {
  it("escapes LIKE's wildcards and its escape character", () => {
    expect(likeContains("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(likeContains("asha")).toBe("%asha%");
  });
});
