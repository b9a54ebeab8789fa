import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../test/render";
import { TopBar } from "./TopBar";

describe("TopBar", () => {
  it("shows the property's date as 'MMMM dd, yyyy' and the page title", () => {
    renderWithMantine(<TopBar title="Rooms" today="2026-11-22" navOpened={false} onToggleNav={vi.fn()} />);
    expect(screen.getByText("22 Nov 2026")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Rooms" })).toBeTruthy();
  });

  it("pads single-digit days and defaults the title to Dashboard", () => {
    renderWithMantine(<TopBar today="2027-03-05" navOpened={false} onToggleNav={vi.fn()} />);
    expect(screen.getByText("5 Mar 2027")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
  });

  it("shows the bell it is given, and none otherwise", () => {
    const { unmount } = renderWithMantine(
      <TopBar
        today="2026-11-22"
        navOpened={false}
        onToggleNav={vi.fn()}
        bell={<button type="button">Bell</button>}
      />,
    );
    expect(screen.getByRole("button", { name: "Bell" })).toBeTruthy();
    unmount();
    renderWithMantine(<TopBar today="2026-11-22" navOpened={false} onToggleNav={vi.fn()} />);
    expect(screen.queryByRole("button", { name: /bell|notifications/i })).toBeNull();
  });

  it("offers New Booking only when a handler is supplied", () => {
    const { unmount } = renderWithMantine(
      <TopBar today="2026-11-22" navOpened={false} onToggleNav={vi.fn()} />,
    );
    expect(screen.queryByRole("button", { name: "New Booking" })).toBeNull();
    unmount();

    const onNewBooking = vi.fn();
    renderWithMantine(
      <TopBar today="2026-11-22" navOpened={false} onToggleNav={vi.fn()} onNewBooking={onNewBooking} />,
    );
    screen.getByRole("button", { name: "New Booking" }).click();
    expect(onNewBooking).toHaveBeenCalledOnce();
  });
});
