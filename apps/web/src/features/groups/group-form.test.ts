import { describe, expect, it } from "vitest";
import {
  groupPayload,
  groupQuote,
  groupValuesOf,
  keepAvailable,
  newGroupValues,
  selectRooms,
} from "./group-form";
import { testGroup } from "./test-group";

const rooms = [
  { id: "r201", number: "201" },
  { id: "r101", number: "101" },
  { id: "r1001", number: "1001" },
];

describe("group form", () => {
  it("keeps a chosen room's guest when more rooms are ticked, in room-number order", () => {
    const first = selectRooms([], rooms, ["r201"]).map((s) => ({ ...s, guestName: "Asha", adults: 2 }));
    const more = selectRooms(first, rooms, ["r201", "r1001", "r101"]);
    expect(more.map((s) => s.roomNumber)).toEqual(["101", "201", "1001"]);
    expect(more[1]).toMatchObject({ guestName: "Asha", adults: 2 });
    expect(more[0]).toMatchObject({ guestName: "", adults: 1, children: 0 });
    expect(selectRooms(more, rooms, ["r101"]).map((s) => s.roomId)).toEqual(["r101"]);
  });

  it("lets go of rooms that are not free on new dates", () => {
    const chosen = selectRooms([], rooms, ["r101", "r201"]);
    expect(keepAvailable(chosen, new Set(["r201"])).map((s) => s.roomId)).toEqual(["r201"]);
  });

  it("quotes the group as the server prices it, once dates and rooms are set", () => {
    const values = newGroupValues();
    expect(groupQuote(values)).toBeNull();
    values.groupBookingData.checkInDate = "2026-12-01";
    values.groupBookingData.checkOutDate = "2026-12-03";
    values.groupBookingData.groupDiscountPercentage = "10";
    values.roomSelections = selectRooms([], rooms, ["r101", "r201"]).map((s) =>
      s.roomId === "r101" ? { ...s, adults: 2 } : s,
    );
    // Two nights: 2 adults ₹12,800 and 1 adult ₹6,400 = ₹19,200, less 10%.
    expect(groupQuote(values)).toMatchObject({
      subtotal: 1_920_000,
      discountAmount: 192_000,
      total: 1_728_000,
    });
    values.groupBookingData.isComplimentary = true;
    expect(groupQuote(values)?.total).toBe(0);
  });

  it("sends the discount as text, no discount when complimentary, and no room numbers", () => {
    const values = newGroupValues();
    values.groupBookingData.groupDiscountPercentage = 12.5;
    values.roomSelections = selectRooms([], rooms, ["r101"]).map((s) => ({ ...s, children: "2" }));
    const payload = groupPayload(values);
    expect(payload.groupBookingData.groupDiscountPercentage).toBe("12.5");
    expect(payload.roomSelections).toEqual([{ roomId: "r101", guestName: "", adults: 1, children: 2 }]);
    values.groupBookingData.isComplimentary = true;
    expect(groupPayload(values).groupBookingData.groupDiscountPercentage).toBe("0");
  });

  it("starts an edit from the group as the server has it, its rooms in room-number order", () => {
    const values = groupValuesOf(testGroup({ contactPersonEmail: null, specialRequests: null }));
    expect(values.groupBookingData).toMatchObject({
      groupName: "Sharma Wedding",
      contactPersonEmail: "",
      specialRequests: "",
      notes: "Sangeet on the first evening",
      eventType: "wedding",
      groupDiscountPercentage: 10,
      checkInDate: "2026-12-01",
    });
    expect(values.roomSelections).toEqual([
      { roomId: "r101", roomNumber: "101", guestName: "Asha", adults: 2, children: 0 },
      { roomId: "r102", roomNumber: "102", guestName: "Vikram", adults: 1, children: 0 },
    ]);
    // Sent back unchanged, it is the group as it was.
    expect(groupPayload(values).groupBookingData.groupDiscountPercentage).toBe("10");
  });
});
