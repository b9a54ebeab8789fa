import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickRange } from "../../test/date-pickers";
import { BookingDialog } from "./BookingDialog";
import { renderWithApi } from "./render-with-api";

const rooms = [{ id: "r101", number: "101", capacity: 6 }];

function openNewBooking(procedures = {}) {
  return renderWithApi(<BookingDialog state={{ booking: null }} onClose={() => {}} />, {
    "rooms.available": () => rooms,
    ...procedures,
  });
}

const setDates = (checkIn: string, checkOut: string) => pickRange(/Check-in Date/, checkIn, checkOut);

describe("BookingDialog", () => {
  // The calendar opens on the property's month.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T06:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("offers rooms only once both dates are set", async () => {
    const available = vi.fn(() => []);
    openNewBooking({ "rooms.available": available });
    expect(screen.getByPlaceholderText("Select dates first")).toBeTruthy();
    await setDates("2026-11-22", "2026-11-24");
    expect(await screen.findByPlaceholderText("No rooms available")).toBeTruthy();
    expect(screen.getByLabelText(/Check-in Date/).textContent).toContain("22/11/2026 – 24/11/2026");
    expect(screen.getByText("2 nights")).toBeTruthy();
    expect(available).toHaveBeenCalledWith({ checkInDate: "2026-11-22", checkOutDate: "2026-11-24" });
  });

  it("prices the stay as the fields change and shows FREE when complimentary", async () => {
    openNewBooking();
    await setDates("2026-11-22", "2026-11-24");
    expect(screen.getAllByText("₹6,400.00").length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText("Adults"), { target: { value: "2" } });
    expect(await screen.findAllByText("₹12,800.00")).toHaveLength(2);

    fireEvent.change(screen.getByLabelText("Amount Paid (₹)"), { target: { value: "5000" } });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Payment Status" })).toHaveProperty("value", "Advance"),
    );

    fireEvent.click(screen.getByLabelText("Complimentary"));
    expect(await screen.findByText("FREE")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Payment Status" })).toHaveProperty("value", "Paid");
    expect(screen.getByLabelText("Amount Paid (₹)")).toHaveProperty("value", "0");

    fireEvent.click(screen.getByLabelText("Complimentary"));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Payment Status" })).toHaveProperty("value", "Pending"),
    );
  });

  it("shows the schema's messages on the fields", async () => {
    openNewBooking();
    fireEvent.click(screen.getByRole("button", { name: "Create Booking" }));
    for (const message of [
      "Guest name is required",
      "Valid phone number is required",
      "Check-in date is required",
      "Check-out date is required",
      "Room selection is required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });
});
