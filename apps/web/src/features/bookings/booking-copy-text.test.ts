import { describe, expect, it } from "vitest";
import { bookingCopyText } from "./booking-copy-text";
import { testBooking } from "./test-booking";

describe("bookingCopyText", () => {
  it("holds what a colleague needs to know about the stay", () => {
    expect(bookingCopyText(testBooking(), "Asia/Kolkata")).toBe(
      [
        "Guest: Asha Verma",
        "Phone: 9876543210",
        "Room: Room 101",
        "Check-in: 22/11/2026",
        "Check-out: 24/11/2026",
        "Nights: 2",
        "Guests: 2 adults, 1 child",
        "Total: ₹16,000.00",
        "Payment status: advance",
        "Booked at: 22/11/2026, 01:30",
      ].join("\n"),
    );
  });

  it("says FREE for a complimentary stay", () => {
    expect(bookingCopyText(testBooking({ isComplimentary: true, totalAmount: "0.00" }), "UTC")).toContain(
      "Total: FREE",
    );
  });
});
