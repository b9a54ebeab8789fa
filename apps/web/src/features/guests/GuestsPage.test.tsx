import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

const asha = {
  id: "g1",
  name: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.in",
  idProofNumber: "PAN-ABCDE1234F",
  createdAt: "2026-11-21T20:00:00.000Z",
};
const ravi = { ...asha, id: "g2", name: "Ravi Kumar", email: null, idProofNumber: null };

describe("Guests page", () => {
  it("shows each guest's details, 'Not provided' for a missing ID proof", async () => {
    renderApp("/guests", { "auth.me": () => testUser(), "guests.list": () => [asha, ravi] });
    const first = await screen.findByRole("article", { name: "Asha Rao" });
    expect(within(first).getByText("asha@example.in")).toBeTruthy();
    expect(within(first).getByText("PAN-ABCDE1234F")).toBeTruthy();
    // Registered at 01:30 on the 22nd in India.
    expect(within(first).getByText("22/11/2026")).toBeTruthy();
    const second = screen.getByRole("article", { name: "Ravi Kumar" });
    expect(within(second).queryByText("Email")).toBeNull();
    expect(within(second).getByText("Not provided")).toBeTruthy();
    expect(screen.getByText("2 guests")).toBeTruthy();
  });

  it("says where guests come from when there are none", async () => {
    renderApp("/guests", { "auth.me": () => testUser(), "guests.list": () => [] });
    expect(await screen.findByText("No guests found")).toBeTruthy();
    expect(screen.getByText("Guests will appear here when you create bookings")).toBeTruthy();
  });

  it("asks the server for the guests matching the search", async () => {
    const list = vi.fn((input: unknown) =>
      (input as { search?: string } | undefined)?.search ? [] : [asha],
    );
    renderApp("/guests", { "auth.me": () => testUser(), "guests.list": list });
    await screen.findByRole("article", { name: "Asha Rao" });
    fireEvent.change(screen.getByLabelText("Search guests"), { target: { value: " zz " } });
    expect(await screen.findByText("No guest's name or phone matches “zz”")).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ search: "zz" });
  });
});
