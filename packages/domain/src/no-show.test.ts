import { describe, expect, it } from "vitest";
import { roomReadiness } from "./booking-status";
import { noShowNotYet, timeOfDayIn, timeOfDaySchema } from "./no-show";

const IST = "Asia/Kolkata";

describe("the no-show cut-off", () => {
  it("opens at the cut-off of the arrival day in the property's zone, and stays open after", () => {
    // 12:29 UTC is 17:59 in India, 12:30 UTC is 18:00.
    expect(noShowNotYet("2026-12-02", "18:00", IST, new Date("2026-12-02T12:29:00Z"))).toBe(
      "A no-show can be marked from 18:00 on 02/12/2026, the arrival day's cut-off",
    );
    expect(noShowNotYet("2026-12-02", "18:00", IST, new Date("2026-12-02T12:30:00Z"))).toBeNull();
    expect(noShowNotYet("2026-12-02", "18:00", IST, new Date("2026-12-03T00:00:00Z"))).toBeNull();
  });

  it("is closed the day before, whatever the hour", () => {
    // 20:00 UTC on the 1st is 01:30 on the 2nd in India: already the arrival day, before its cut-off.
    expect(noShowNotYet("2026-12-02", "00:00", IST, new Date("2026-12-01T18:29:00Z"))).not.toBeNull();
    expect(noShowNotYet("2026-12-02", "00:00", IST, new Date("2026-12-01T18:30:00Z"))).toBeNull();
  });

  it("reads the wall clock of the zone on the 24-hour clock", () => {
    expect(timeOfDayIn(IST, new Date("2026-12-02T18:45:00Z"))).toBe("00:15");
    expect(timeOfDayIn("UTC", new Date("2026-12-02T18:45:00Z"))).toBe("18:45");
  });

  it("takes a time of day from 00:00 to 23:59 only", () => {
    const schema = timeOfDaySchema("The no-show cut-off");
    expect(schema.parse("23:59")).toBe("23:59");
    for (const wrong of ["24:00", "7:00", "18:60", "18:00:00", ""]) {
      expect(schema.safeParse(wrong).error?.issues[0]?.message).toBe(
        "The no-show cut-off must be a time from 00:00 to 23:59 (HH:mm)",
      );
    }
  });
});

describe("a room's readiness for a check-in", () => {
  it("refuses maintenance, warns of cleaning, lets the rest in", () => {
    expect(roomReadiness("maintenance")).toBe("under_maintenance");
    expect(roomReadiness("cleaning")).toBe("not_clean");
    expect(roomReadiness("available")).toBe("ready");
    expect(roomReadiness("reserved")).toBe("ready");
  });
});
