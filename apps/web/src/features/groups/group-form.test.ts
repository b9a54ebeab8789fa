import { describe, expect, it } from "vitest";
import {
  groupPayload,
  groupQuoteInputOf,
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

  it("asks the quote with the create's input once it is complete and every room's plan is known", () => {
    const values = newGroupValues();
    expect(groupQuoteInputOf(values)).toBeNull();
    Object.assign(values.groupBookingData, {
      groupName: "Sharma Wedding",
      contactPersonName: "Ravi Sharma",
      contactPersonPhone: "9876543210",
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-03",
      groupDiscountPercentage: "10",
    });
    values.roomSelections = selectRooms([], rooms, ["r101", "r201"]).map((s) => ({
      ...s,
      guestName: s.roomId === "r101" ? "Asha" : "Vikram",
    }));
    // Room 201's plan is not known yet.
    values.roomSelections[0] = {
      ...(values.roomSelections[0] as (typeof values.roomSelections)[0]),
      ratePlanId: "plan-rack",
    };
    expect(groupQuoteInputOf(values)).toBeNull();
    values.roomSelections[1] = {
      ...(values.roomSelections[1] as (typeof values.roomSelections)[0]),
      ratePlanId: "plan-weekend",
    };
    expect(groupQuoteInputOf(values)?.roomSelections).toEqual([
      { roomId: "r101", ratePlanId: "plan-rack", guestName: "Asha", adults: 1, children: 0 },
      { roomId: "r201", ratePlanId: "plan-weekend", guestName: "Vikram", adults: 1, children: 0 },
    ]);
    expect(groupQuoteInputOf(values)?.groupBookingData.groupDiscountPercentage).toBe("10");
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
      { roomId: "r101", roomNumber: "101", ratePlanId: "", guestName: "Asha", adults: 2, children: 0 },
      { roomId: "r102", roomNumber: "102", ratePlanId: "", guestName: "Vikram", adults: 1, children: 0 },
    ]);
    // Sent back unchanged, it is the group as it was.
    expect(groupPayload(values).groupBookingData.groupDiscountPercentage).toBe("10");
  });
});
