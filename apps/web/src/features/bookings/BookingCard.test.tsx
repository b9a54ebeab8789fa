import type { Role } from "@atithi/domain";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BookingCard } from "./BookingCard";
import type { Booking } from "./booking-display";
import { renderWithApi } from "./render-with-api";
import { testBooking } from "./test-booking";

function renderCard(booking: Booking, role: Role = "admin") {
  const handlers = {
    onCopy: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onCancel: vi.fn(),
    onStayAction: vi.fn(),
    onFolio: vi.fn(),
    onNoShow: vi.fn(),
    onMove: vi.fn(),
    onOpenGroup: vi.fn(),
  };
  const frontDesk = () => ({ maxDiscountWithoutApproval: 10, noShowCutoff: "18:00", updatedAt: "" });
  const view = renderWithApi(
    <BookingCard booking={booking} {...handlers} />,
    { "settings.frontDesk": frontDesk },
    { role },
  );
  return { ...handlers, unmount: view.unmount };
}

describe("BookingCard", () => {
  it("opens the folio of any stay", () => {
    const { onFolio } = renderCard(testBooking({ status: "checked_out" }));
    fireEvent.click(screen.getByRole("button", { name: "Folio of Asha Verma" }));
    expect(onFolio).toHaveBeenCalled();
  });

  it("offers no-show for a confirmed stay from the arrival day's cut-off, 18:00, on", async () => {
    // The property's today is 22/11/2026, the stay's check-in date; 12:29 UTC is 17:59 in India.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:29:00Z"));
    const early = renderCard(testBooking());
    await act(() => Promise.resolve());
    expect(screen.queryByRole("button", { name: /no-show/ })).toBeNull();
    early.unmount();
    vi.setSystemTime(new Date("2026-11-22T12:30:00Z"));
    const { onNoShow } = renderCard(testBooking());
    fireEvent.click(await screen.findByRole("button", { name: "Mark no-show for Asha Verma" }));
    expect(onNoShow).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it("offers no-show once the cut-off passes on a screen left open", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2026-11-22T12:29:30Z"));
    renderCard(testBooking());
    await act(() => Promise.resolve());
    expect(screen.queryByRole("button", { name: /no-show/ })).toBeNull();
    // A minute on it is 18:00:30 in India.
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(await screen.findByRole("button", { name: "Mark no-show for Asha Verma" })).toBeTruthy();
    vi.useRealTimers();
  });

  it("offers no no-show before the check-in date, once checked in, or for a group's room", () => {
    for (const booking of [
      testBooking({ checkInDate: "2026-11-23", checkOutDate: "2026-11-25" }),
      testBooking({ status: "checked_in" }),
      testBooking({ groupBookingId: "g1" }),
    ]) {
      const { unmount } = renderCard(booking);
      expect(screen.queryByRole("button", { name: /no-show/ })).toBeNull();
      unmount();
    }
  });

  it("offers a move to a stay to come or in progress, not on its last day nor once it has ended", () => {
    const { onMove, unmount } = renderCard(testBooking({ status: "checked_in" }));
    fireEvent.click(screen.getByRole("button", { name: "Move Asha Verma to another room" }));
    expect(onMove).toHaveBeenCalled();
    unmount();
    for (const booking of [
      testBooking({ status: "checked_in", checkInDate: "2026-11-20", checkOutDate: "2026-11-22" }),
      testBooking({ status: "checked_out" }),
      testBooking({ status: "cancelled" }),
    ]) {
      const view = renderCard(booking);
      expect(screen.queryByRole("button", { name: /^Move/ })).toBeNull();
      view.unmount();
    }
  });

  it("offers a group's room nothing the server refuses alone, and links to its group", () => {
    const { onOpenGroup } = renderCard(testBooking({ groupBookingId: "g1" }));
    for (const name of [/^Edit/, /^Delete/, /^Cancel booking/, /no-show/, "Check In"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
    // What the server takes for a room of a group: its folio and a move to another room.
    expect(screen.getByRole("button", { name: "Folio of Asha Verma" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move Asha Verma to another room" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Managed from the group" });
    expect(link.getAttribute("href")).toBe("/bookings?tab=group&group=g1");
    fireEvent.click(link);
    expect(onOpenGroup).toHaveBeenCalledWith("g1");
  });

  it("offers a checked-in room of a group no check-out of its own", () => {
    renderCard(testBooking({ groupBookingId: "g1", status: "checked_in" }));
    expect(screen.queryByRole("button", { name: "Check Out" })).toBeNull();
  });

  it("says a refund is due on a cancelled or checked-out stay paid beyond its bill, not 'paid'", () => {
    for (const [booking, text] of [
      // ₹5,000 paid, ₹1,050 fee billed: ₹3,950 due back (the server's refundDue).
      [
        testBooking({ status: "cancelled", paymentStatus: "paid", refundDue: "3950.00" }),
        "Refund due ₹3,950.00",
      ],
      // ₹19,200 paid for three nights, one used at ₹6,400: ₹12,800 due back.
      [
        testBooking({ status: "checked_out", paymentStatus: "paid", refundDue: "12800.00" }),
        "Refund due ₹12,800.00",
      ],
    ] as const) {
      const { unmount } = renderCard(booking);
      expect(screen.getByText(text)).toBeTruthy();
      // Nor is an ended stay offered an edit: the server refuses it.
      expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
      expect(screen.queryByText("paid")).toBeNull();
      unmount();
    }
    renderCard(testBooking({ status: "checked_out", paymentStatus: "paid", refundDue: "0.00" }));
    expect(screen.getByText("paid")).toBeTruthy();
    expect(screen.queryByText(/Refund due/)).toBeNull();
  });

  it("shows an accountant the booking and its folio, nothing that changes it", () => {
    renderCard(testBooking(), "accountant");
    expect(screen.getByRole("button", { name: "Folio of Asha Verma" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy booking of Asha Verma" })).toBeTruthy();
    for (const name of [/^Edit/, /^Delete/, /^Cancel booking/, /no-show/, /^Move/, "Check In"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
  });
});
