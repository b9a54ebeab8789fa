import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testRoom, testStay, testUser } from "./test-data";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
});

const card = (number: string) => screen.getByRole("article", { name: `Room ${number}` });

describe("Rooms page", () => {
  it("shows each room's badge, text, capacity and the shortcut its status allows", async () => {
    renderApp("/rooms", {
      "auth.me": () => testUser(),
      "rooms.list": () => [
        testRoom("101", "available"),
        testRoom("102", "occupied", { capacity: 4 }),
        testRoom("103", "cleaning"),
        testRoom("104", "maintenance"),
        testRoom("105", "reserved"),
      ],
      "bookings.active": () => [testStay("102", "Asha Rao", "2026-11-22")],
    });
    expect(await screen.findByText("5 rooms, 1 available")).toBeTruthy();
    expect(within(card("101")).getByText("Ready for booking")).toBeTruthy();
    expect(within(card("101")).getByText("6 guests max")).toBeTruthy();
    expect(within(card("102")).getByText("Asha Rao")).toBeTruthy();
    expect(within(card("102")).getByText("Check-out: Today")).toBeTruthy();
    expect(within(card("102")).getByText("4 guests max")).toBeTruthy();
    expect(within(card("102")).getByRole("button", { name: "Mark as Check-out" })).toBeTruthy();
    expect(within(card("103")).getByRole("button", { name: "Mark as Cleaned" })).toBeTruthy();
    expect(within(card("104")).getByText("Under maintenance")).toBeTruthy();
    expect(within(card("105")).getByText("Status unknown")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Mark as/ })).toHaveLength(2);
    expect(screen.getAllByLabelText(/^Status of room/)).toHaveLength(5);
  });

  it("checks a room out to housekeeping and says so", async () => {
    const setStatus = vi.fn((input: unknown) => ({ ...testRoom("102", "cleaning"), ...(input as object) }));
    renderApp("/rooms", {
      "auth.me": () => testUser(),
      "rooms.list": () => [testRoom("102", "occupied")],
      "bookings.active": () => [],
      "rooms.setStatus": setStatus,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark as Check-out" }));
    expect(await screen.findByText("Room status updated successfully")).toBeTruthy();
    expect(setStatus).toHaveBeenCalledWith({ id: "room-102", status: "cleaning" });
  });

  it("tells the server's reason when the change is refused", async () => {
    renderApp("/rooms", {
      "auth.me": () => testUser(),
      "rooms.list": () => [testRoom("103", "cleaning")],
      "bookings.active": () => [],
      "rooms.setStatus": () => {
        throw apiError("NOT_FOUND", "Room not found");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark as Cleaned" }));
    expect(await screen.findByText("Failed to update room status")).toBeTruthy();
    expect(screen.getByText("Room not found")).toBeTruthy();
  });

  it("shows an accountant the rooms without the controls", async () => {
    renderApp("/rooms", {
      "auth.me": () => testUser("accountant"),
      "rooms.list": () => [testRoom("102", "occupied")],
      "bookings.active": () => [],
    });
    await waitFor(() => expect(card("102")).toBeTruthy());
    expect(screen.queryByLabelText(/^Status of room/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as Check-out" })).toBeNull();
  });

  it("says when there are no rooms", async () => {
    renderApp("/rooms", {
      "auth.me": () => testUser("front_desk"),
      "rooms.list": () => [],
      "bookings.active": () => [],
    });
    expect(await screen.findByText("No rooms found")).toBeTruthy();
    expect(screen.getByText("Rooms should be automatically initialized")).toBeTruthy();
  });

  it("shows placeholders while the rooms load", async () => {
    renderApp("/rooms", { "auth.me": () => testUser() });
    expect(await screen.findByText("Loading rooms")).toBeTruthy();
  });
});
