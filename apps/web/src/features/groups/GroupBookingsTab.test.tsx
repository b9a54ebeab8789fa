import type { Role } from "@atithi/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, type FakeProcedure, sentKeys } from "../../test/fake-api";
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

  it("takes one payment for the group, its amount what the group owes, spread by the server", async () => {
    // The server gives Room 101 its ₹11,520 first, then ₹3,480 of 102's ₹5,760: ₹15,000.
    const pay = vi.fn(() => ({
      groupBookingId: "g1",
      amount: "15000.00",
      paymentMethod: "upi",
      payments: [
        { id: "p1", bookingId: "b1", amount: "11520.00" },
        { id: "p2", bookingId: "b2", amount: "3480.00" },
      ],
    }));
    renderTab(
      { "groups.list": () => [confirmed], "groups.byId": () => testGroup(), "payments.group": pay },
      "front_desk",
    );
    fireEvent.click(within(await card("Sharma Wedding")).getByRole("button", { name: "Take Payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Take Payment" });
    const amount = (await within(dialog).findByLabelText("Amount (₹)")) as HTMLInputElement;
    // ₹11,520 + ₹5,760 owed.
    expect(amount.value).toBe("17,280.00");
    expect(dialog.textContent).toContain("Sharma Wedding owes ₹17,280.00");
    fireEvent.change(amount, { target: { value: "15000" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Payment Method" }));
    fireEvent.click(await screen.findByRole("option", { name: "UPI", hidden: true }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Record Payment" }));
    await waitFor(() =>
      expect(pay).toHaveBeenCalledWith({
        id: "g1",
        amount: "15000",
        paymentMethod: "upi",
        notes: "",
      }),
    );
    expect(sentKeys["payments.group"]?.at(-1)).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText("Room 101: ₹11,520.00, Room 102: ₹3,480.00")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Take Payment" })).toBeNull());
  });

  it("sends the desk's split, and says in the dialog why the server refused it", async () => {
    const pay = vi.fn((input: unknown) => {
      const { allocation } = input as { allocation: { amount: string }[] };
      if (allocation.length === 1)
        throw apiError("BAD_REQUEST", "Room 102 owes ₹5,760.00; ₹6,000.00 cannot be allocated to it");
      return { groupBookingId: "g1", amount: "6000.00", paymentMethod: "cash", payments: [] };
    });
    renderTab({ "groups.list": () => [confirmed], "groups.byId": () => testGroup(), "payments.group": pay });
    fireEvent.click(within(await card("Sharma Wedding")).getByRole("button", { name: "Take Payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Take Payment" });
    fireEvent.change(await within(dialog).findByLabelText("Amount (₹)"), { target: { value: "6000" } });
    fireEvent.click(within(dialog).getByRole("switch", { name: "Choose what each room takes" }));
    const shares = within(dialog).getByRole("group", { name: "Each room's share" });
    fireEvent.change(within(shares).getByLabelText("Room 102 · Vikram"), { target: { value: "6000" } });
    expect(shares.textContent).toContain("Allocated ₹6,000.00 of ₹6,000.00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Record Payment" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "Room 102 owes ₹5,760.00; ₹6,000.00 cannot be allocated to it",
    );
    expect(pay).toHaveBeenLastCalledWith({
      id: "g1",
      amount: "6000",
      paymentMethod: "cash",
      notes: "",
      allocation: [{ bookingId: "b2", amount: "6000" }],
    });

    // ₹5,760 to 102 and ₹240 to 101: ₹6,000, taken.
    fireEvent.change(within(shares).getByLabelText("Room 102 · Vikram"), { target: { value: "5760" } });
    fireEvent.change(within(shares).getByLabelText("Room 101 · Asha"), { target: { value: "240" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record Payment" }));
    await waitFor(() =>
      expect(pay).toHaveBeenLastCalledWith({
        id: "g1",
        amount: "6000",
        paymentMethod: "cash",
        notes: "",
        allocation: [
          { bookingId: "b2", amount: "5760" },
          { bookingId: "b1", amount: "240" },
        ],
      }),
    );
  });

  it("offers no payment to a role that may not take one, nor for a group that owes nothing", async () => {
    renderTab({ "groups.list": () => [confirmed, { ...arrived, paymentStatus: "paid" }] }, "accountant");
    expect(within(await card("Sharma Wedding")).queryByRole("button", { name: "Take Payment" })).toBeNull();
    cleanup();
    renderTab({ "groups.list": () => [confirmed, { ...arrived, paymentStatus: "paid" }] }, "front_desk");
    expect(within(await card("Sharma Wedding")).getByRole("button", { name: "Take Payment" })).toBeTruthy();
    expect(within(await card("Iyer Conference")).queryByRole("button", { name: "Take Payment" })).toBeNull();
  });

  it("says what a cancelled group has to give back, in place of 'paid'", async () => {
    // ₹10,000 taken before the group was cancelled: the server's refundDue.
    const cancelled = {
      ...confirmed,
      status: "cancelled" as const,
      paymentStatus: "paid" as const,
      paidAmount: "10000.00",
      refundDue: "10000.00",
    };
    renderTab({ "groups.list": () => [cancelled] });
    const group = within(await card("Sharma Wedding"));
    expect(group.getByText("Refund due ₹10,000.00")).toBeTruthy();
    expect(group.queryByText("paid")).toBeNull();
    expect(group.queryByRole("button", { name: "Take Payment" })).toBeNull();
  });

  it("opens the group a room's card linked to, with its rooms and what each owes", async () => {
    renderWithApi(<GroupBookingsTab focusGroupId="g1" />, {
      "groups.list": () => [confirmed, arrived],
      "groups.byId": () =>
        testGroup({
          members: testGroup().members.map((m) => ({ ...m, owed: m.id === "b1" ? "6520.00" : m.owed })),
        }),
    });
    expect((await card("Sharma Wedding")).getAttribute("aria-current")).toBe("true");
    const rooms = await screen.findByRole("region", { name: "Rooms of Sharma Wedding" });
    // Room 101 owes ₹11,520 of which ₹5,000 is paid: ₹6,520 pending, as the server says.
    expect(within(rooms).getByText("₹6,520.00")).toBeTruthy();
    expect(within(rooms).queryByRole("button")).toBeNull();
    expect((await card("Iyer Conference")).getAttribute("aria-current")).toBeNull();
  });
});
