import { describe, expect, it } from "vitest";
import { activeBookingFor, type CardBooking, roomCardText, roomStatusColor } from "./room-status";

const TODAY = "2026-11-22";

const stay = (over: Partial<CardBooking> = {}): CardBooking => ({
  roomId: "r1",
  status: "checked_in",
  guest: { name: "Asha Rao" },
  checkOutDate: "2026-11-24",
  ...over,
});

describe("roomCardText", () => {
  it("describes rooms that hold no guest by their status alone", () => {
    expect(roomCardText("available", stay(), TODAY)).toEqual({
      text: "Ready for booking",
      detail: "Last cleaned: Today",
    });
    expect(roomCardText("cleaning", undefined, TODAY)).toEqual({
      text: "Housekeeping",
      detail: "ETA: 2 hours",
    });
    expect(roomCardText("maintenance", undefined, TODAY)).toEqual({
      text: "Under maintenance",
      detail: "Scheduled maintenance",
    });
  });

  it("names the guest and the check-out date, written for India", () => {
    expect(roomCardText("occupied", stay(), TODAY)).toEqual({
      text: "Asha Rao",
      detail: "Check-out: 24/11/2026",
    });
    expect(roomCardText("reserved", stay({ checkOutDate: "2027-01-05" }), TODAY).detail).toBe(
      "Check-out: 05/01/2027",
    );
  });

  it("says Today when the guest leaves on the property's today", () => {
    expect(roomCardText("occupied", stay({ checkOutDate: TODAY }), TODAY).detail).toBe("Check-out: Today");
  });

  it("falls back to 'Guest' when the stay has no guest name", () => {
    expect(roomCardText("occupied", stay({ guest: null }), TODAY).text).toBe("Guest");
    expect(roomCardText("occupied", stay({ guest: { name: "  " } }), TODAY).text).toBe("Guest");
  });

  it("admits it does not know when an occupied or reserved room has no stay", () => {
    expect(roomCardText("occupied", undefined, TODAY)).toEqual({ text: "Status unknown", detail: null });
    expect(roomCardText("reserved", undefined, TODAY)).toEqual({ text: "Status unknown", detail: null });
    expect(roomCardText("something-new", undefined, TODAY)).toEqual({ text: "Status unknown", detail: null });
  });
});

describe("roomStatusColor", () => {
  it("uses the spec's colours, grey for what it does not know", () => {
    expect(
      ["available", "occupied", "cleaning", "reserved", "maintenance", "flooded"].map(roomStatusColor),
    ).toEqual(["gray", "green", "red", "blue", "orange", "gray"]);
  });
});

describe("activeBookingFor", () => {
  it("picks the room's own stay, the guest in the room first", () => {
    const expected = stay({ roomId: "r2", status: "confirmed", guest: { name: "Arriving" } });
    const inRoom = stay({ roomId: "r2", status: "checked_in", guest: { name: "Staying" } });
    const elsewhere = stay({ roomId: "r1" });
    expect(activeBookingFor("r2", [elsewhere, expected, inRoom])).toBe(inRoom);
    expect(activeBookingFor("r2", [elsewhere, expected])).toBe(expected);
    expect(activeBookingFor("r3", [elsewhere, expected])).toBeUndefined();
  });
});
