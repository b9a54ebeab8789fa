import type { Role } from "@atithi/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BookingCard } from "./BookingCard";
import type { Booking } from "./booking-display";
import { DiscountLimitHint } from "./PendingDiscount";
import { renderWithApi } from "./render-with-api";
import { testBooking } from "./test-booking";

const noop = () => {};
const handlers = {
  onCopy: noop,
  onEdit: noop,
  onDelete: noop,
  onCancel: noop,
  onStayAction: noop,
  onFolio: noop,
  onNoShow: noop,
  onMove: noop,
  onOpenGroup: noop,
};

const awaiting = testBooking({
  totalAmount: "16000.00",
  pendingApproval: true,
  discountRequest: {
    discountPercentage: "25.00",
    isComplimentary: false,
    requestedBy: "desk",
    requestedAt: "2026-11-22T05:00:00.000Z",
  },
});

function renderCard(booking: Booking, role: Role, procedures = {}) {
  return renderWithApi(<BookingCard booking={booking} {...handlers} />, procedures, { role });
}

describe("a discount awaiting approval on a booking", () => {
  it("shows the front desk what waits, without the buttons that decide it", () => {
    renderCard(awaiting, "front_desk");
    expect(screen.getByText("Awaiting approval")).toBeTruthy();
    expect(screen.getByText("25% discount, asked by desk")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Approve the discount/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Reject the discount/ })).toBeNull();
  });

  it("lets a manager approve or reject it", async () => {
    const approve = vi.fn(() => ({ ...awaiting, pendingApproval: false, discountRequest: null }));
    const reject = vi.fn();
    renderCard(awaiting, "manager", {
      "bookings.approveDiscount": approve,
      "bookings.rejectDiscount": reject,
    });
    fireEvent.click(screen.getByRole("button", { name: "Approve the discount of booking of Asha Verma" }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith({ id: "b1" }));
    expect(reject).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Reject the discount of booking of Asha Verma" })).toBeTruthy();
  });

  it("is not shown on a booking whose discount applies", () => {
    renderCard(testBooking(), "manager");
    expect(screen.queryByText("Awaiting approval")).toBeNull();
    expect(screen.queryByRole("button", { name: /Approve the discount/ })).toBeNull();
  });
});

describe("deleting a booking", () => {
  it("is offered to managers and administrators, not to the front desk, who cancels", () => {
    const desk = renderCard(testBooking(), "front_desk");
    expect(screen.queryByRole("button", { name: "Delete booking of Asha Verma" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel booking of Asha Verma" })).toBeTruthy();
    desk.unmount();
    for (const role of ["manager", "admin"] as const) {
      const view = renderCard(testBooking(), role);
      expect(screen.getByRole("button", { name: "Delete booking of Asha Verma" })).toBeTruthy();
      view.unmount();
    }
  });
});

describe("the discount limit hint", () => {
  const limit = { "settings.frontDesk": () => ({ maxDiscountWithoutApproval: 10, updatedAt: "" }) };
  const percent = (discountPercentage: number) => ({ discountPercentage, isComplimentary: false });

  it("tells the front desk when a discount will wait: not at the limit, nor for an approved one kept", async () => {
    // Rendered together, so once the first hint shows the limit is known to all four.
    renderWithApi(
      <>
        <DiscountLimitHint discount={percent(25)} applied={null} />
        <DiscountLimitHint discount={percent(10)} applied={null} />
        <DiscountLimitHint discount={percent(30)} applied={percent(30)} />
        <DiscountLimitHint
          discount={{ discountPercentage: 0, isComplimentary: true }}
          applied={percent(30)}
        />
      </>,
      limit,
      { role: "front_desk" },
    );
    await screen.findAllByRole("status");
    expect(screen.getAllByRole("status").map((hint) => hint.textContent)).toEqual([
      "A discount above 10% needs a manager's approval; the stay is priced in full until it is approved.",
      "A complimentary stay needs a manager's approval; the stay is priced in full until it is approved.",
    ]);
  });

  it("says nothing to a manager, who applies any discount", () => {
    const frontDesk = vi.fn(limit["settings.frontDesk"]);
    renderWithApi(
      <DiscountLimitHint discount={percent(30)} applied={null} />,
      { "settings.frontDesk": frontDesk },
      {
        role: "manager",
      },
    );
    expect(screen.queryByRole("status")).toBeNull();
    expect(frontDesk).not.toHaveBeenCalled();
  });
});
