import type { Role } from "@atithi/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, type FakeProcedure } from "../../test/fake-api";
import { renderWithApi } from "../bookings/render-with-api";
import { GroupBookingsTab } from "./GroupBookingsTab";
import { testGroup } from "./test-group";

const { members: _members, invoice: _invoice, ...confirmed } = testGroup();
const arrived = { ...confirmed, id: "g2", groupName: "Iyer Conference", status: "checked_in" as const };

const renderTab = (procedures: Record<string, FakeProcedure>, role: Role = "admin") =>
  renderWithApi(<GroupBookingsTab />, procedures, { role });

const card = async (name: string) => screen.findByRole("article", { name: `Group ${name}` });

describe("GroupBookingsTab", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T06:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("says so when there is no group", async () => {
    renderTab({ "groups.list": () => [] });
    expect(await screen.findByText("No group bookings found")).toBeTruthy();
  });

  it("offers Edit and Cancel Group on a confirmed group only", async () => {
    renderTab({ "groups.list": () => [confirmed, arrived] });
    const open = within(await card("Sharma Wedding"));
    expect(open.getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(open.getByRole("button", { name: "Cancel Group" })).toBeTruthy();
    const checkedIn = within(await card("Iyer Conference"));
    expect(checkedIn.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(checkedIn.queryByRole("button", { name: "Cancel Group" })).toBeNull();
  });

  it("shows neither to a role that may not change groups", async () => {
    renderTab({ "groups.list": () => [confirmed] }, "accountant");
    const open = within(await card("Sharma Wedding"));
    expect(open.getByRole("button", { name: "Check-in" })).toBeTruthy();
    expect(open.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(open.queryByRole("button", { name: "Cancel Group" })).toBeNull();
  });

  it("opens the group in the edit dialog", async () => {
    renderTab({
      "groups.list": () => [confirmed],
      "groups.byId": () => testGroup(),
      "rooms.available": () => [],
    });
    fireEvent.click(within(await card("Sharma Wedding")).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Group Booking" });
    expect(((await within(dialog).findByLabelText(/Group Name/)) as HTMLInputElement).value).toBe(
      "Sharma Wedding",
    );
  });

  it("cancels a group after asking, and says so", async () => {
    const cancel = vi.fn(() => ({ ...confirmed, status: "cancelled" }));
    renderTab({ "groups.list": () => [confirmed], "groups.cancel": cancel });
    fireEvent.click(within(await card("Sharma Wedding")).getByRole("button", { name: "Cancel Group" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Group Booking" });
    expect(dialog.textContent).toContain(
      "Every room of Sharma Wedding (2 rooms) will be cancelled and freed.",
    );
    // The safe answer leaves it be.
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep Group" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel Group Booking" })).toBeNull());
    expect(cancel).not.toHaveBeenCalled();

    fireEvent.click(within(await card("Sharma Wedding")).getByRole("button", { name: "Cancel Group" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Cancel Group Booking" })).getByRole("button", {
        name: "Cancel Group",
      }),
    );
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: "g1" }));
    expect(await screen.findByText("Group booking cancelled successfully")).toBeTruthy();
  });

  it("shows why a cancel was refused", async () => {
    renderTab({
      "groups.list": () => [confirmed],
      "groups.cancel": () => {
        throw apiError("CONFLICT", "Only a confirmed group can be cancelled; this one is checked in");
      },
    });
    fireEvent.click(within(await card("Sharma Wedding")).getByRole("button", { name: "Cancel Group" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Cancel Group Booking" })).getByRole("button", {
        name: "Cancel Group",
      }),
    );
    expect(await screen.findByText("Failed to cancel group booking")).toBeTruthy();
    expect(screen.getByText("Only a confirmed group can be cancelled; this one is checked in")).toBeTruthy();
  });
});
