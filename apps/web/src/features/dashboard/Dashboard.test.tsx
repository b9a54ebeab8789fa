import { notifications } from "@mantine/notifications";
import { focusManager } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testRoom, testStay, testUser } from "../rooms/test-data";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
  focusManager.setFocused(undefined);
});

const stats = () => ({
  occupancyRate: 33.33,
  totalRooms: 3,
  availableRooms: 1,
  todayRevenue: "5000.00",
  pendingPayments: "123456.50",
});

const counts = { available: 1, booked: 0, occupied: 1, cleaning: 0, maintenance: 1, not_available: 0 };

/** calendar.availability: every day of the range, each room's entry only when asked for. */
function availability(input: unknown) {
  const { startDate, endDate, include } = input as { startDate: string; endDate: string; include: string };
  const days = [];
  for (let d = new Date(`${startDate}T00:00:00Z`); d <= new Date(`${endDate}T00:00:00Z`); ) {
    const date = d.toISOString().slice(0, 10);
    days.push({
      date,
      counts: date === "2026-11-22" ? counts : { ...counts, available: 2, occupied: 0 },
      roomsSold: 1,
      roomsAvailable: 2,
      adr: "3199.50",
      totalRevenue: "3199.50",
      occupancyRate: 33.33,
      rooms:
        include === "rooms"
          ? [
              {
                id: "room-101",
                number: "101",
                status: "occupied",
                adr: "3199.50",
                revenue: "3199.50",
                booking: {
                  id: "b1",
                  guestName: "Asha Rao",
                  checkIn: "2026-11-21",
                  checkOut: "2026-11-23",
                  totalAmount: "6399.00",
                },
              },
              {
                id: "room-102",
                number: "102",
                status: "available",
                adr: "0.00",
                revenue: "0.00",
                booking: null,
              },
            ]
          : [],
    });
    d = new Date(d.getTime() + 86_400_000);
  }
  return days;
}

function renderDashboard(over: Record<string, (input: unknown) => unknown> = {}) {
  const calendar = vi.fn(availability);
  const result = renderApp("/", {
    "auth.me": () => testUser(),
    "dashboard.stats": stats,
    "rooms.list": () => [
      testRoom("101", "occupied"),
      testRoom("102", "available"),
      testRoom("103", "maintenance"),
    ],
    "bookings.active": () => [testStay("101", "Asha Rao", "2026-11-23")],
    "calendar.availability": calendar,
    ...over,
  });
  return { ...result, calendar };
}

describe("Dashboard", () => {
  it("shows the day's four figures", async () => {
    renderDashboard();
    const figures = await screen.findByRole("region", { name: "Today's figures" });
    expect(within(figures).getByText("33.33%")).toBeTruthy();
    expect(within(figures).getByText("₹5,000.00")).toBeTruthy();
    expect(within(figures).getByText("of 3 rooms")).toBeTruthy();
    expect(within(figures).getByText("₹1,23,456.50")).toBeTruthy();
  });

  it("shows four placeholders while the figures load, and nothing when none came back", async () => {
    const { unmount } = renderDashboard({ "dashboard.stats": () => new Promise(() => {}) });
    expect(await screen.findByText("Loading today's figures")).toBeTruthy();
    unmount();
    renderDashboard({ "dashboard.stats": () => null });
    await screen.findByRole("article", { name: "Room 101" });
    expect(screen.queryByRole("region", { name: "Today's figures" })).toBeNull();
    expect(screen.queryByText("Occupancy Rate")).toBeNull();
  });

  it("shows each room's card with the guest in it", async () => {
    renderDashboard();
    const overview = await screen.findByRole("region", { name: "Room Status Overview" });
    const room = await within(overview).findByRole("article", { name: "Room 101" });
    expect(within(room).getByText("Asha Rao")).toBeTruthy();
    expect(within(room).getByText("Check-out: 23/11/2026")).toBeTruthy();
    expect(within(overview).getByText("Scheduled maintenance")).toBeTruthy();
  });

  it("shows the month's counts, moves between months and opens a day's revenue", async () => {
    const { calendar } = renderDashboard();
    const region = await screen.findByRole("region", { name: "Room Availability" });
    expect(
      within(region)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    const today = await within(region).findByRole("button", {
      name: "Sunday, 22 Nov 2026: 1 available, 0 booked, 1 occupied, 1 other",
    });
    expect(today.getAttribute("aria-current")).toBe("date");
    expect(within(today).getByText("M 1")).toBeTruthy();
    expect(calendar).toHaveBeenCalledWith({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      include: "summary",
    });

    fireEvent.click(within(region).getByRole("button", { name: "Next month" }));
    expect(within(region).getByText("December 2026")).toBeTruthy();
    await within(region).findByRole("button", { name: /^Thursday, 31 Dec 2026: 2 available/ });
    expect(calendar).toHaveBeenCalledWith({
      startDate: "2026-12-01",
      endDate: "2026-12-31",
      include: "summary",
    });
    fireEvent.click(within(region).getByRole("button", { name: "Previous month" }));
    fireEvent.click(within(region).getByRole("button", { name: "Previous month" }));
    expect(within(region).getByText("October 2026")).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "Next month" }));

    fireEvent.click(await within(region).findByRole("button", { name: /^Sunday, 22 Nov 2026:/ }));
    const panel = await screen.findByRole("dialog", { name: "Revenue for 22 Nov 2026" });
    expect(calendar).toHaveBeenCalledWith({
      startDate: "2026-11-22",
      endDate: "2026-11-22",
      include: "rooms",
    });
    // 3199.50 rounds to ₹3,200 and 33.33% to 33%.
    expect(await within(panel).findAllByText("₹3,200")).toHaveLength(2);
    expect(within(panel).getByText("33%")).toBeTruthy();
    const row = within(panel).getByRole("row", { name: /^101/ });
    for (const text of ["Occupied", "Asha Rao", "21/11/2026", "23/11/2026", "₹6,399.00"]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getAllByText("₹3,199.50")).toHaveLength(2);
    expect(within(within(panel).getByRole("row", { name: /^102/ })).getByText("No booking")).toBeTruthy();
  });

  it("asks for the calendar again whenever the window regains focus", async () => {
    const { calendar } = renderDashboard();
    await screen.findByRole("button", { name: /^Sunday, 22 Nov 2026:/ });
    const calls = calendar.mock.calls.length;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(calendar.mock.calls.length).toBeGreaterThan(calls));
  });

  it("says when the calendar cannot be loaded", async () => {
    renderDashboard({
      "calendar.availability": () => {
        throw apiError("INTERNAL_SERVER_ERROR", "Database unavailable");
      },
    });
    expect(await screen.findByText("Failed to fetch calendar availability")).toBeTruthy();
  });

  it("links to the accounts for those who may open them", async () => {
    renderDashboard();
    const erp = await screen.findByRole("region", { name: "ERP & Accounts" });
    expect(
      within(erp)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/erp/chart-of-accounts", "/erp/invoices", "/erp/investors", "/erp"]);
  });

  it("leaves the accounts card out for the front desk", async () => {
    renderDashboard({ "auth.me": () => testUser("front_desk") });
    await screen.findByRole("region", { name: "Room Status Overview" });
    expect(screen.queryByRole("region", { name: "ERP & Accounts" })).toBeNull();
  });
});
