import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickRange } from "../../test/date-pickers";
import { apiError } from "../../test/fake-api";
import { renderWithApi } from "../bookings/render-with-api";
import { GroupBookingDialog } from "./GroupBookingDialog";
import { testGroup } from "./test-group";

const rooms = [
  { id: "r101", number: "101", capacity: 6, roomTypeId: "type-standard" },
  { id: "r102", number: "102", capacity: 6, roomTypeId: "type-standard" },
  { id: "r201", number: "201", capacity: 6, roomTypeId: "type-suite" },
];
// Listed as the server may list them: a type's default is not first.
const plansOf = (input: unknown) =>
  (input as { roomTypeId: string }).roomTypeId === "type-suite"
    ? [{ id: "plan-suite", name: "Suite Rack", isDefault: true }]
    : [
        { id: "plan-corporate", name: "Corporate", isDefault: false },
        { id: "plan-rack", name: "Rack", isDefault: true },
      ];

const night = (date: string, amount: string) => ({ date, amount, gstRate: 5 });
/**
 * The server's quote for Room 101 (1 adult, Rack) and Room 201 (2 adults, Suite Rack), 1–3/12:
 * 2 × ₹3,200 = ₹6,400 and 2 × ₹7,000 = ₹14,000; subtotal ₹20,400, 10% off ₹2,040 → ₹18,360;
 * 5% GST ₹918 (₹459 + ₹459); total ₹19,278.
 */
const groupQuote = {
  rooms: [
    {
      roomId: "r101",
      ratePlan: { id: "plan-rack", name: "Rack" },
      nights: [night("2026-12-01", "3200.00"), night("2026-12-02", "3200.00")],
    },
    {
      roomId: "r201",
      ratePlan: { id: "plan-suite", name: "Suite Rack" },
      nights: [night("2026-12-01", "7000.00"), night("2026-12-02", "7000.00")],
    },
  ],
  subtotal: "20400.00",
  discountAmount: "2040.00",
  roomAmount: "18360.00",
  cgst: "459.00",
  sgst: "459.00",
  taxAmount: "918.00",
  totalAmount: "19278.00",
  pendingApproval: false,
};
const priceRegion = () => screen.getByRole("region", { name: "Group price" });

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

  it("offers the free rooms with their type's plans, shows the server's quote and sends the plans", async () => {
    const create = vi.fn(() => ({ id: "g1" }));
    const quote = vi.fn(() => groupQuote);
    renderWithApi(<GroupBookingDialog opened onClose={() => {}} />, {
      "rooms.available": () => rooms,
      "ratePlans.list": plansOf,
      "groups.quote": quote,
      "groups.create": create,
    });
    await fillGroup();
    fireEvent.change(screen.getByLabelText("Group Discount (%)"), { target: { value: "10" } });
    expect(priceRegion().textContent).toContain("The price shows once");
    fireEvent.click(await screen.findByLabelText("Room 101"));
    fireEvent.click(screen.getByLabelText("Room 201"));
    fireEvent.change(screen.getByLabelText("Guest name for Room 101"), { target: { value: "Asha" } });
    fireEvent.change(screen.getByLabelText("Guest name for Room 201"), { target: { value: "Vikram" } });
    fireEvent.change(screen.getByLabelText("Adults in Room 201"), { target: { value: "2" } });
    // Each room's type's default plan is chosen first.
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Rate plan for Room 101" })).toHaveProperty(
        "value",
        "Rack (default)",
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Rate plan for Room 201" })).toHaveProperty(
        "value",
        "Suite Rack (default)",
      ),
    );

    await waitFor(() => expect(priceRegion().textContent).toContain("₹19,278.00"));
    const region = priceRegion().textContent ?? "";
    expect(region).toContain("Room 101 · Rack01/12/2026: 2 nights × ₹3,200.00");
    expect(region).toContain("Room 201 · Suite Rack01/12/2026: 2 nights × ₹7,000.00");
    expect(region).toContain("Discount-₹2,040.00");
    expect(region).toContain("CGST₹459.00");
    expect(region).toContain("SGST₹459.00");
    const sent = [
      { roomId: "r101", ratePlanId: "plan-rack", guestName: "Asha", adults: 1, children: 0 },
      { roomId: "r201", ratePlanId: "plan-suite", guestName: "Vikram", adults: 2, children: 0 },
    ];
    expect(quote).toHaveBeenLastCalledWith(
      expect.objectContaining({
        groupBookingData: expect.objectContaining({
          checkInDate: "2026-12-01",
          groupDiscountPercentage: "10",
        }),
        roomSelections: sent,
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Create Group Booking" }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ roomSelections: sent }));
  });

  it("shows the server's refusal of the quote under the price", async () => {
    renderWithApi(<GroupBookingDialog opened onClose={() => {}} />, {
      "rooms.available": () => rooms,
      "ratePlans.list": plansOf,
      "groups.quote": () => {
        throw apiError("BAD_REQUEST", "Room 101 takes at most 3 guests");
      },
    });
    await fillGroup();
    fireEvent.click(await screen.findByLabelText("Room 101"));
    fireEvent.change(screen.getByLabelText("Guest name for Room 101"), { target: { value: "Asha" } });
    expect(await within(priceRegion()).findByRole("alert")).toHaveProperty(
      "textContent",
      "Room 101 takes at most 3 guests",
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
    const available = vi.fn(() => [
      ...rooms,
      { id: "r103", number: "103", capacity: 6, roomTypeId: "type-standard" },
    ]);
    const update = vi.fn(() => testGroup());
    const onClose = vi.fn();
    renderWithApi(<GroupBookingDialog opened groupId="g1" onClose={onClose} />, {
      // Room 102's stay is on the Corporate plan.
      "groups.byId": () => {
        const group = testGroup();
        return {
          ...group,
          members: group.members.map((m) =>
            m.roomId === "r102" ? { ...m, ratePlanId: "plan-corporate" } : m,
          ),
        };
      },
      "rooms.available": available,
      "ratePlans.list": plansOf,
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

    fireEvent.change(screen.getByLabelText("Guest name for Room 102"), { target: { value: "Vikram Iyer" } });
    fireEvent.click(screen.getByLabelText("Room 101"));
    fireEvent.click(screen.getByLabelText("Room 103"));
    fireEvent.change(screen.getByLabelText("Guest name for Room 103"), { target: { value: "Neha" } });
    // Room 102 keeps its stay's plan; Room 103 starts on its type's default.
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Rate plan for Room 103" })).toHaveProperty(
        "value",
        "Rack (default)",
      ),
    );

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
        { roomId: "r102", ratePlanId: "plan-corporate", guestName: "Vikram Iyer", adults: 1, children: 0 },
        { roomId: "r103", ratePlanId: "plan-rack", guestName: "Neha", adults: 1, children: 0 },
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
      "ratePlans.list": plansOf,
      "groups.update": () => {
        throw apiError("CONFLICT", "Room 101 has payments; it cannot be removed from the group");
      },
    });
    fireEvent.click(await screen.findByLabelText("Room 101"));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Rate plan for Room 102" })).toHaveProperty(
        "value",
        "Rack (default)",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update group booking")).toBeTruthy();
    expect(screen.getByText("Room 101 has payments; it cannot be removed from the group")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Edit Group Booking" })).toBeTruthy();
  });
});
