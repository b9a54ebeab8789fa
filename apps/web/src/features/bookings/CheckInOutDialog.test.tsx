import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { CheckInOutDialog } from "./CheckInOutDialog";
import { renderWithApi } from "./render-with-api";
import { testBooking } from "./test-booking";

const summary = (pendingAmount: string) => () => ({
  totalAmount: "16000.00",
  totalPaid: (16000 - Number(pendingAmount)).toFixed(2),
  pendingAmount,
  payments: [
    {
      id: "p1",
      bookingId: "b1",
      amount: "5000.00",
      paymentMethod: "cash",
      paymentDate: "2026-11-21T20:00:00.000Z",
      notes: null,
    },
  ],
});

const checkingOut = { action: "check-out" as const, booking: testBooking({ status: "checked_in" }) };

describe("CheckInOutDialog", () => {
  it("asks to confirm a check-in and explains a refusal", async () => {
    renderWithApi(
      <CheckInOutDialog stay={{ action: "check-in", booking: testBooking() }} onClose={() => {}} />,
      {
        "bookings.setStatus": () => {
          throw apiError("CONFLICT", "Room 101 is occupied");
        },
      },
    );
    expect(
      screen.getByText("Confirm check-in for this guest? The room will be marked as occupied."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Check In Guest" }));
    expect(await screen.findByText("Failed to check in guest: Room 101 is occupied")).toBeTruthy();
  });

  it("holds the checkout until the pending money is collected", async () => {
    const record = vi.fn(() => ({}));
    renderWithApi(<CheckInOutDialog stay={checkingOut} onClose={() => {}} />, {
      "bookings.checkoutSummary": summary("11000.00"),
      "payments.record": record,
    });
    expect(screen.getByText("Loading payment summary...")).toBeTruthy();
    expect(await screen.findByText("₹11,000.00")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Collect Payment First" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Record Payment" })).toHaveProperty("disabled", true);

    fireEvent.change(screen.getByLabelText("Amount (₹)"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("Payment amount must be between ₹1 and ₹11,000.00")).toBeTruthy();
    expect(record).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Amount (₹)"), { target: { value: "11000" } });
    fireEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("Payment has been recorded successfully")).toBeTruthy();
    expect(record).toHaveBeenCalledWith({
      bookingId: "b1",
      amount: "11000",
      paymentMethod: "cash",
      notes: "",
    });
    await waitFor(() => expect(screen.getByLabelText("Amount (₹)")).toHaveProperty("value", ""));
  });

  it("offers Complete Checkout once nothing is pending", async () => {
    renderWithApi(<CheckInOutDialog stay={checkingOut} onClose={() => {}} />, {
      "bookings.checkoutSummary": summary("0.00"),
    });
    expect(await screen.findByRole("button", { name: "Complete Checkout" })).toHaveProperty(
      "disabled",
      false,
    );
    expect(screen.queryByText("Collect Payment")).toBeNull();
    expect(screen.getByText("Payment History")).toBeTruthy();
  });

  it("says when the payment summary cannot be loaded", async () => {
    renderWithApi(<CheckInOutDialog stay={checkingOut} onClose={() => {}} />, {
      "bookings.checkoutSummary": () => {
        throw apiError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    expect(await screen.findByText("Failed to load payment summary")).toBeTruthy();
  });
});
