import { describe, expect, it } from "vitest";
import { isArrivalDue, isDepartureDue, notificationItems, notificationKindsFor } from "./notifications";

describe("who sees which notification", () => {
  it("shows discount approvals only to those who decide them", () => {
    expect(notificationKindsFor("admin")).toEqual([
      "discount_approvals",
      "departures_due",
      "arrivals_due",
      "low_stock",
    ]);
    expect(notificationKindsFor("manager")).toContain("discount_approvals");
    expect(notificationKindsFor("front_desk")).toEqual(["departures_due", "arrivals_due"]);
    // The accountant checks nobody in or out and decides no discount; stock is theirs.
    expect(notificationKindsFor("accountant")).toEqual(["low_stock"]);
  });
});

describe("what is due", () => {
  const today = "2026-12-02";
  it("counts a departure from its check-out date while the guest is still in", () => {
    expect(isDepartureDue({ status: "checked_in", checkOutDate: "2026-12-02" }, today)).toBe(true);
    expect(isDepartureDue({ status: "checked_in", checkOutDate: "2026-11-30" }, today)).toBe(true);
    expect(isDepartureDue({ status: "checked_in", checkOutDate: "2026-12-03" }, today)).toBe(false);
    expect(isDepartureDue({ status: "checked_out", checkOutDate: "2026-12-02" }, today)).toBe(false);
  });

  it("counts an arrival from its check-in date until checked in or marked a no-show", () => {
    expect(isArrivalDue({ status: "confirmed", checkInDate: "2026-12-02" }, today)).toBe(true);
    expect(isArrivalDue({ status: "confirmed", checkInDate: "2026-12-01" }, today)).toBe(true);
    expect(isArrivalDue({ status: "confirmed", checkInDate: "2026-12-03" }, today)).toBe(false);
    expect(isArrivalDue({ status: "checked_in", checkInDate: "2026-12-02" }, today)).toBe(false);
    // A no-show is cancelled with the reason no_show.
    expect(isArrivalDue({ status: "cancelled", checkInDate: "2026-12-01" }, today)).toBe(false);
  });
});

describe("the bell's list", () => {
  it("words each count, links where it is settled and leaves out what is zero", () => {
    expect(
      notificationItems({ discount_approvals: 1, departures_due: 0, arrivals_due: 3, low_stock: 2 }),
    ).toEqual([
      { kind: "discount_approvals", count: 1, text: "1 discount waits for approval", link: "/" },
      { kind: "arrivals_due", count: 3, text: "3 arrivals not checked in", link: "/bookings" },
      { kind: "low_stock", count: 2, text: "2 items at or below the reorder level", link: "/erp" },
    ]);
    expect(notificationItems({ departures_due: 1 })[0]?.text).toBe("1 departure not checked out");
    expect(notificationItems({})).toEqual([]);
  });
});
