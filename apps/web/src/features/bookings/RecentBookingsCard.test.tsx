import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RecentBookingsCard } from "./RecentBookingsCard";
import { renderWithApi } from "./render-with-api";
import { testBooking } from "./test-booking";

const page = (items: unknown[]) => () => ({ items, page: 1, pageSize: 3, hasMore: false });

describe("RecentBookingsCard", () => {
  it("shows initials, names, rooms, totals and the next stay action", async () => {
    renderWithApi(<RecentBookingsCard />, {
      "bookings.list": page([
        testBooking(),
        testBooking({ id: "b2", status: "checked_in", guest: { ...testBooking().guest, name: "" } }),
        testBooking({ id: "b3", status: "checked_out", room: { number: "" } }),
      ]),
    });
    expect(await screen.findAllByText("AV")).toHaveLength(2);
    expect(screen.getByText("??")).toBeTruthy();
    expect(screen.getByText("g1")).toBeTruthy();
    expect(screen.getByText(/^N\/A/)).toBeTruthy();
    expect(screen.getAllByText("₹16,000.00")).toHaveLength(3);
    expect(screen.getAllByRole("button", { name: "Check In" })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Check Out" })).toHaveLength(1);
  });

  it("says so when there are no bookings", async () => {
    renderWithApi(<RecentBookingsCard />, { "bookings.list": page([]) });
    expect(await screen.findByText("No recent bookings")).toBeTruthy();
  });
});
