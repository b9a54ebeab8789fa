import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickRange } from "../../test/date-pickers";
import { apiError } from "../../test/fake-api";
import { renderWithApi } from "../bookings/render-with-api";
import { GroupBookingDialog } from "./GroupBookingDialog";
import { testGroup } from "./test-group";

const rooms = [
  { id: "r101", number: "101", capacity: 6 },
  { id: "r102", number: "102", capacity: 6 },
];

async function fillGroup() {
  fireEvent.change(screen.getByLabelText(/Group Name/), { target: { value: "Sharma Wedding" } });
  fireEvent.change(screen.getByLabelText(/Contact Person Name/), { target: { value: "Ravi Sharma" } });
  fireEvent.change(screen.getByLabelText(/Contact Phone/), { target: { value: "9876543210" } });
  await pickRange(/Check-in Date/, "2026-12-01", "2026-12-03");
}

describe("GroupBookingDialog", () => {
  // The calendar opens on the property's month.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T06:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("asks for at least one room and names the missing fields", async () => {
    const create = vi.fn();
    renderWithApi(<GroupBookingDialog opened onClose={() => {}} />, {
      "rooms.available": () => rooms,
      "groups.create": create,
    });
    expect(screen.getByText("Select dates first")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create Group Booking" }));
    for (const message of [
      "Group name is required",
      "Contact person name is required",
      "Valid phone number is required",
      "Check-in date is required",
      "Please select at least one room.",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(create).not.toHaveBeenCalled();
  });

  it("offers the free rooms, prices the chosen ones and sends one request", async () => {
    const create = vi.fn(() => ({ id: "g1" }));
    renderWithApi(<GroupBookingDialog opened onClose={() => {}} />, {
      "rooms.available": () => rooms,
      "groups.create": create,
    });
    await fillGroup();
    fireEvent.click(await screen.findByLabelText("Room 101"));
    fireEvent.click(screen.getByLabelText("Room 102"));
    fireEvent.change(screen.getByLabelText("Guest name for Room 101"), { target: { value: "Asha" } });
    fireEvent.change(screen.getByLabelText("Guest name for Room 102"), { target: { value: "Vikram" } });
    fireEvent.change(screen.getByLabelText("Adults in Room 102"), { target: { value: "2" } });
    // Two nights: ₹6,400 and ₹12,800.
    expect(await screen.findByText("Total ₹19,200.00")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Create Group Booking" }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        roomSelections: [
          { roomId: "r101", guestName: "Asha", adults: 1, children: 0 },
          { roomId: "r102", guestName: "Vikram", adults: 2, children: 0 },
        ],
      }),
    );
  });

  it("names a room whose guest is missing", async () => {
    renderWithApi(<GroupBookingDialog opened onClose={() => {}} />, { "rooms.available": () => rooms });
    await fillGroup();
    fireEvent.click(await screen.findByLabelText("Room 101"));
    fireEvent.click(screen.getByRole("button", { name: "Create Group Booking" }));
    expect(await screen.findByText("Guest name is required")).toBeTruthy();
  });

  it("edits a group: its values filled in, its own rooms offered, one request with the changes", async () => {
    const available = vi.fn(() => [...rooms, { id: "r103", number: "103", capacity: 6 }]);
    const update = vi.fn(() => testGroup());
    const onClose = vi.fn();
    renderWithApi(<GroupBookingDialog opened groupId="g1" onClose={onClose} />, {
      "groups.byId": () => testGroup(),
      "rooms.available": available,
      "groups.update": update,
    });
    expect(await screen.findByRole("dialog", { name: "Edit Group Booking" })).toBeTruthy();
    const name = (await screen.findByLabelText(/Group Name/)) as HTMLInputElement;
    expect(name.value).toBe("Sharma Wedding");
    expect((screen.getByLabelText("Guest name for Room 102") as HTMLInputElement).value).toBe("Vikram");
    // The group's own rooms count as free for its dates.
    await waitFor(() =>
      expect(available).toHaveBeenCalledWith(
        expect.objectContaining({ checkInDate: "2026-12-01", exceptGroupBookingId: "g1" }),
      ),
    );
    expect(((await screen.findByLabelText("Room 101")) as HTMLInputElement).checked).toBe(true);
    // Two nights, ₹12,800 + ₹6,400, less 10%.
    expect(screen.getByText("Total ₹17,280.00")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Guest name for Room 102"), { target: { value: "Vikram Iyer" } });
    fireEvent.click(screen.getByLabelText("Room 101"));
    fireEvent.click(screen.getByLabelText("Room 103"));
    fireEvent.change(screen.getByLabelText("Guest name for Room 103"), { target: { value: "Neha" } });
    expect(await screen.findByText("Total ₹11,520.00")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith({
      id: "g1",
      groupBookingData: expect.objectContaining({
        groupName: "Sharma Wedding",
        checkInDate: "2026-12-01",
        checkOutDate: "2026-12-03",
        groupDiscountPercentage: "10",
        eventType: "wedding",
      }),
      roomSelections: [
        { roomId: "r102", guestName: "Vikram Iyer", adults: 1, children: 0 },
        { roomId: "r103", guestName: "Neha", adults: 1, children: 0 },
      ],
    });
    expect(await screen.findByText("Group booking updated successfully")).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows why the server refused an edit and stays open", async () => {
    const onClose = vi.fn();
    renderWithApi(<GroupBookingDialog opened groupId="g1" onClose={onClose} />, {
      "groups.byId": () => testGroup(),
      "rooms.available": () => rooms,
      "groups.update": () => {
        throw apiError("CONFLICT", "Room 101 has payments; it cannot be removed from the group");
      },
    });
    fireEvent.click(await screen.findByLabelText("Room 101"));
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update group booking")).toBeTruthy();
    expect(screen.getByText("Room 101 has payments; it cannot be removed from the group")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Edit Group Booking" })).toBeTruthy();
  });
});
