import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, sentKeys } from "../../test/fake-api";
import { testRoom } from "../rooms/test-data";
import { CheckInOutDialog } from "./CheckInOutDialog";
import { renderWithApi } from "./render-with-api";
import { testBooking, testFolio } from "./test-booking";

const owing = (pendingAmount: string) => () =>
  testFolio({ pendingAmount, totalPaid: (15960 - Number(pendingAmount)).toFixed(2) });
const settled = () => testFolio({ totalPaid: "15960.00", pendingAmount: "0.00" });

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

  it("refuses a room under maintenance and warns of one not yet clean, asking again", async () => {
    const checkIn = vi.fn(() => testBooking({ status: "checked_in" }));
    const open = (status: string) =>
      renderWithApi(
        <CheckInOutDialog stay={{ action: "check-in", booking: testBooking() }} onClose={() => {}} />,
        {
          "rooms.list": () => [testRoom("101", status, { id: "r101" })],
          "bookings.setStatus": checkIn,
        },
      );
    const underRepair = open("maintenance");
    expect(
      await screen.findByText(
        "Room 101 is under maintenance: move the stay to another room, or mark the room available once the work is done.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Check In/ })).toBeNull();
    underRepair.unmount();

    open("cleaning");
    expect(await screen.findByText(/Room 101 is still being cleaned/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Check In Anyway" }));
    await waitFor(() => expect(checkIn).toHaveBeenCalled());
  });

  it("holds the checkout until the pending money, GST and extras included, is collected", async () => {
    const record = vi.fn(() => ({}));
    renderWithApi(<CheckInOutDialog stay={checkingOut} onClose={() => {}} />, {
      "bookings.departure": owing("10960.00"),
      "payments.record": record,
    });
    expect(screen.getByText("Loading folio...")).toBeTruthy();
    expect(await screen.findByText("₹10,960.00")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Collect Payment First" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Record Payment" })).toHaveProperty("disabled", true);

    fireEvent.change(screen.getByLabelText("Amount (₹)"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("Payment amount must be between ₹1 and ₹10,960.00")).toBeTruthy();
    // The limit is the server's pending amount, not the room tariff alone.
    fireEvent.change(screen.getByLabelText("Amount (₹)"), { target: { value: "10960.01" } });
    // Leaving the field keeps what was typed: not silently cut to what is pending.
    fireEvent.blur(screen.getByLabelText("Amount (₹)"));
    expect(screen.getByLabelText("Amount (₹)")).toHaveProperty("value", "10960.01");
    fireEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("Payment amount must be between ₹1 and ₹10,960.00")).toBeTruthy();
    expect(record).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Amount (₹)"), { target: { value: "10960" } });
    // A double click sends one request.
    fireEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    fireEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("Payment has been recorded successfully")).toBeTruthy();
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith({
      bookingId: "b1",
      amount: "10960",
      paymentMethod: "cash",
      notes: "",
    });
    expect(sentKeys["payments.record"]?.at(-1)).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByLabelText("Amount (₹)")).toHaveProperty("value", ""));
  });

  it("checks out once nothing is pending and stays open on the final folio with its invoice", async () => {
    let checkedOut = false;
    const setStatus = vi.fn(() => {
      checkedOut = true;
      return testBooking({ status: "checked_out" });
    });
    const onClose = vi.fn();
    renderWithApi(<CheckInOutDialog stay={checkingOut} onClose={onClose} />, {
      // Checking out, the folio is the departure's; once checked out, the stay's own.
      "bookings.departure": () => ({ ...settled(), checkOutDate: "2026-11-24" }),
      "bookings.folio": () =>
        checkedOut
          ? { ...settled(), invoice: { number: "SI/2026-27/0001", date: "2026-11-24", kind: "tax_invoice" } }
          : settled(),
      "bookings.setStatus": setStatus,
    });
    const complete = await screen.findByRole("button", { name: "Complete Checkout" });
    expect(screen.queryByText("Collect Payment")).toBeNull();
    expect(screen.getByText("Payment History")).toBeTruthy();
    fireEvent.click(complete);
    expect(await screen.findByText("Guest checked out successfully")).toBeTruthy();
    expect(setStatus).toHaveBeenCalledWith({ id: "b1", status: "checked_out" });
    expect(await screen.findByText("Tax invoice SI/2026-27/0001")).toBeTruthy();
    const pdf = screen.getByRole("link", { name: "Open Invoice PDF" });
    expect(pdf.getAttribute("href")).toBe("/api/bookings/b1/invoice.pdf");
    expect(pdf.getAttribute("target")).toBe("_blank");
    expect(screen.getByText("Checked out")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Complete Checkout" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("asks a stay leaving early only for what the nights used cost, as the server prices them", async () => {
    // The property's today is 22/11/2026; the stay was booked until 24/11/2026 and ends on the 23rd,
    // the one night used: ₹6,720 with GST, of which ₹4,000 is paid.
    const record = vi.fn(() => ({}));
    renderWithApi(<CheckInOutDialog stay={checkingOut} onClose={() => {}} />, {
      "bookings.departure": () => ({
        ...testFolio({ totalAmount: "6720.00", totalPaid: "4000.00", pendingAmount: "2720.00" }),
        checkOutDate: "2026-11-23",
      }),
      "payments.record": record,
    });
    expect(await screen.findByText("Leaving before the check-out date")).toBeTruthy();
    expect(
      await screen.findByText(
        "Booked until 24/11/2026; checking out now ends the stay on 23/11/2026, and the folio below is priced for the nights used. Collect ₹2,720.00 to check out.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Collect Payment First" })).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByLabelText("Amount (₹)"), { target: { value: "2720.01" } });
    fireEvent.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("Payment amount must be between ₹1 and ₹2,720.00")).toBeTruthy();
    expect(record).not.toHaveBeenCalled();
  });

  it("says what a stay leaving early will have paid beyond its nights, refunded once checked out", async () => {
    renderWithApi(<CheckInOutDialog stay={checkingOut} onClose={() => {}} />, {
      "bookings.departure": () => ({
        ...testFolio({
          totalAmount: "3200.00",
          totalPaid: "4000.00",
          pendingAmount: "0.00",
          refundDue: "800.00",
        }),
        checkOutDate: "2026-11-23",
      }),
    });
    expect(
      await screen.findByText(
        /₹800.00 paid beyond it is due back to the guest: refund it here once checked out./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Complete Checkout" })).toHaveProperty("disabled", false);
    expect(screen.queryByRole("button", { name: /Refund/ })).toBeNull();
  });

  it("says nothing of an early departure on the check-out date", async () => {
    renderWithApi(
      <CheckInOutDialog
        stay={{ ...checkingOut, booking: testBooking({ status: "checked_in", checkOutDate: "2026-11-22" }) }}
        onClose={() => {}}
      />,
      { "bookings.departure": () => ({ ...settled(), checkOutDate: "2026-11-22" }) },
    );
    await screen.findByRole("button", { name: "Complete Checkout" });
    expect(screen.queryByText("Leaving before the check-out date")).toBeNull();
  });

  it("says when the folio cannot be loaded", async () => {
    renderWithApi(<CheckInOutDialog stay={checkingOut} onClose={() => {}} />, {
      "bookings.departure": () => {
        throw apiError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    expect(await screen.findByText("Failed to load the folio")).toBeTruthy();
  });
});
