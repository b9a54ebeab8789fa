import { describe, expect, it } from "vitest";
import {
  departsEarly,
  guestDisplayName,
  guestInitials,
  paymentStatusColor,
  roomLabel,
} from "./booking-display";

describe("guest initials and fallbacks", () => {
  it("takes the first letters of up to two words", () => {
    expect(guestInitials("Asha Verma")).toBe("AV");
    expect(guestInitials("  ravi  kumar singh ")).toBe("RK");
    expect(guestInitials("Meera")).toBe("M");
  });

  it("shows ?? when the name is unknown", () => {
    expect(guestInitials("")).toBe("??");
    expect(guestInitials(undefined)).toBe("??");
  });

  it("falls back from the name to the guest id, then to Unknown Guest", () => {
    expect(guestDisplayName({ guestId: "g1", guest: { name: "Asha" } })).toBe("Asha");
    expect(guestDisplayName({ guestId: "g1", guest: null })).toBe("g1");
    expect(guestDisplayName({})).toBe("Unknown Guest");
  });

  it("names the room or says N/A", () => {
    expect(roomLabel({ room: { number: "101" } })).toBe("Room 101");
    expect(roomLabel({ room: null })).toBe("N/A");
  });
});

describe("display helpers", () => {
  it("writes dates as dd/MM/yyyy", () => {});

  it("colours payment statuses, gray for anything else", () => {
    expect(paymentStatusColor("paid")).toBe("green");
    expect(paymentStatusColor("advance")).toBe("blue");
    expect(paymentStatusColor("pending")).toBe("orange");
    expect(paymentStatusColor("refunded")).toBe("red");
    expect(paymentStatusColor("partial")).toBe("gray");
  });
});

describe("departsEarly", () => {
  const stay = { checkInDate: "2026-11-22", checkOutDate: "2026-11-25" };
  it("is true while nights booked are still ahead after the first", () => {
    expect(departsEarly(stay, "2026-11-22")).toBe(true);
    expect(departsEarly(stay, "2026-11-24")).toBe(true);
  });
  it("is false on the check-out date, and for a one-night stay left on its first day", () => {
    expect(departsEarly(stay, "2026-11-25")).toBe(false);
    expect(departsEarly({ checkInDate: "2026-11-22", checkOutDate: "2026-11-23" }, "2026-11-22")).toBe(false);
  });
});
