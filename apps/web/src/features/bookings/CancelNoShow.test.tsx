import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { CancelBookingModal } from "./CancelBookingModal";
import { NoShowModal } from "./NoShowModal";
import { renderWithApi } from "./render-with-api";
import { testBooking } from "./test-booking";

const booking = testBooking();

describe("CancelBookingModal", () => {
  it("cancels without a fee when none is given", async () => {
    const setStatus = vi.fn(() => ({ ...booking, status: "cancelled" }));
    const addCharge = vi.fn();
    const onClose = vi.fn();
    renderWithApi(<CancelBookingModal booking={booking} onClose={onClose} />, {
      "bookings.setStatus": setStatus,
      "bookings.addCharge": addCharge,
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel Booking" }));
    expect(await screen.findByText("Booking cancelled successfully")).toBeTruthy();
    expect(setStatus).toHaveBeenCalledWith({ id: "b1", status: "cancelled" });
    expect(addCharge).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("charges the cancellation fee on the folio once the booking is cancelled", async () => {
    const calls: string[] = [];
    const setStatus = vi.fn(() => {
      calls.push("cancel");
      return { ...booking, status: "cancelled" };
    });
    const addCharge = vi.fn(() => {
      calls.push("fee");
      return { amount: "1000.00", description: "Cancellation fee" };
    });
    renderWithApi(<CancelBookingModal booking={booking} onClose={() => {}} />, {
      "bookings.setStatus": setStatus,
      "bookings.addCharge": addCharge,
    });
    expect(screen.getByText(/SAC 996311 · GST 5% by default/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Cancellation Fee (₹, optional)"), { target: { value: "1000" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel Booking" }));
    expect(await screen.findByText("Cancellation fee of ₹1,000.00 charged")).toBeTruthy();
    expect(calls).toEqual(["cancel", "fee"]);
    expect(addCharge).toHaveBeenCalledWith({
      bookingId: "b1",
      category: "cancellation_fee",
      description: "Cancellation fee",
      amount: "1000",
      quantity: 1,
    });
  });

  it("refuses a fee beyond what an extra may be before cancelling anything", async () => {
    const setStatus = vi.fn();
    renderWithApi(<CancelBookingModal booking={booking} onClose={() => {}} />, {
      "bookings.setStatus": setStatus,
    });
    fireEvent.change(screen.getByLabelText("Cancellation Fee (₹, optional)"), {
      target: { value: "1000001" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel Booking" }));
    expect(await screen.findByText("Amount must be more than ₹0 and at most ₹10,00,000")).toBeTruthy();
    expect(setStatus).not.toHaveBeenCalled();
  });

  it("says so when the booking was cancelled but the fee was refused", async () => {
    renderWithApi(<CancelBookingModal booking={booking} onClose={() => {}} />, {
      "bookings.setStatus": () => ({ ...booking, status: "cancelled" }),
      "bookings.addCharge": () => {
        throw apiError("CONFLICT", "The stay is already invoiced; its folio can no longer change");
      },
    });
    fireEvent.change(screen.getByLabelText("Cancellation Fee (₹, optional)"), { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel Booking" }));
    expect(
      await screen.findByText(
        "The booking is cancelled, but the cancellation fee was not charged: The stay is already invoiced; its folio can no longer change",
      ),
    ).toBeTruthy();
  });
});

describe("NoShowModal", () => {
  it("marks the stay a no-show with the fee given, or none", async () => {
    const noShow = vi.fn(() => ({ ...booking, status: "cancelled", cancelReason: "no_show" }));
    const onClose = vi.fn();
    const view = renderWithApi(<NoShowModal booking={booking} onClose={onClose} />, {
      "bookings.noShow": noShow,
    });
    expect(screen.getByText(/did not arrive for Room 101 on 22\/11\/2026/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("No-show Fee (₹, optional)"), { target: { value: "1500" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark No-show" }));
    expect(await screen.findByText("The booking is cancelled and the room freed")).toBeTruthy();
    expect(noShow).toHaveBeenCalledWith({ id: "b1", fee: "1500" });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    view.unmount();

    renderWithApi(<NoShowModal booking={booking} onClose={() => {}} />, { "bookings.noShow": noShow });
    fireEvent.click(screen.getByRole("button", { name: "Mark No-show" }));
    await waitFor(() => expect(noShow).toHaveBeenLastCalledWith({ id: "b1", fee: null }));
  });

  it("shows the server's refusal", async () => {
    renderWithApi(<NoShowModal booking={booking} onClose={() => {}} />, {
      "bookings.noShow": () => {
        throw apiError("CONFLICT", "A no-show can be marked from the check-in date, 22/11/2026");
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Mark No-show" }));
    expect(
      await screen.findByText(
        "Failed to mark no-show: A no-show can be marked from the check-in date, 22/11/2026",
      ),
    ).toBeTruthy();
  });
});
