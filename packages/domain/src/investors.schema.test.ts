import { describe, expect, it } from "vitest";
import { participationDateError } from "./investors.schema";

describe("participationDateError", () => {
  const round = { roundDate: "2026-04-01", closingDate: "2026-06-30" };

  it("takes an investment from the round's date to its closing date, both included", () => {
    expect(participationDateError("2026-04-01", round)).toBeNull();
    expect(participationDateError("2026-06-30", round)).toBeNull();
  });

  it("refuses one before the round's date or after its closing date, naming the range", () => {
    const message =
      "Investment date must be from 01/04/2026 to 30/06/2026, the round's date and its closing date";
    expect(participationDateError("2026-03-31", round)).toBe(message);
    expect(participationDateError("2026-07-01", round)).toBe(message);
  });

  it("has no end while the round has no closing date", () => {
    const open = { roundDate: "2026-04-01", closingDate: null };
    expect(participationDateError("2030-01-01", open)).toBeNull();
    expect(participationDateError("2026-03-31", open)).toBe(
      "Investment date must be on or after 01/04/2026, the round's date",
    );
  });

  it("has no start for a round recorded without a date", () => {
    const undated = { roundDate: null, closingDate: "2026-06-30" };
    expect(participationDateError("2000-01-01", undated)).toBeNull();
    expect(participationDateError("2026-07-01", undated)).toBe(
      "Investment date must be on or before 30/06/2026, the round's closing date",
    );
  });
});
