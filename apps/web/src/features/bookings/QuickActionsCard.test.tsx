import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuickActionsCard } from "./QuickActionsCard";
import { renderWithApi } from "./render-with-api";
import { testBooking } from "./test-booking";

/** The card as a page of a throwaway router: its Group Booking button is a link. */
function renderCard(bookings: ReturnType<typeof testBooking>[]) {
  const root = createRootRoute({ component: QuickActionsCard });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
  return renderWithApi(<RouterProvider router={router} />, {
    "bookings.list": () => ({ items: bookings, page: 1, pageSize: 200, hasMore: false }),
  });
}

describe("QuickActionsCard", () => {
  it("lists today's arrivals and opens the check-in of the one picked", async () => {
    renderCard([
      testBooking({ id: "today", guest: { ...testBooking().guest, name: "Arriving Today" } }),
      testBooking({
        id: "later",
        checkInDate: "2026-11-23",
        guest: { ...testBooking().guest, name: "Arriving Later" },
      }),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Check-in Guest" }));
    fireEvent.click(await screen.findByRole("button", { name: /Arriving Today/ }));
    expect(screen.queryByText("Arriving Later")).toBeNull();
    expect(
      await screen.findByText("Confirm check-in for this guest? The room will be marked as occupied."),
    ).toBeTruthy();
  });

  it("says when nobody leaves today", async () => {
    renderCard([testBooking({ status: "checked_in", checkOutDate: "2026-11-24" })]);
    fireEvent.click(await screen.findByRole("button", { name: "Check-out Guest" }));
    expect(await screen.findByText("No departures due today")).toBeTruthy();
  });

  it("links Group Booking to the group tab", async () => {
    renderCard([]);
    expect((await screen.findByRole("link", { name: "Group Booking" })).getAttribute("href")).toBe(
      "/bookings?tab=group",
    );
  });
});
