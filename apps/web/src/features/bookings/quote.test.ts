import { describe, expect, it } from "vitest";
import { nightRuns } from "./quote";

describe("nightRuns", () => {
  it("groups equal consecutive nights and keeps a change of price or slab apart", () => {
    const night = (date: string, amount: string, gstRate = 5) => ({ date, amount, gstRate });
    expect(
      nightRuns([
        night("2026-11-27", "3200.00"),
        night("2026-11-28", "4500.00"),
        night("2026-11-29", "4500.00"),
        night("2026-11-30", "3200.00"),
        night("2026-12-01", "3200.00", 18),
      ]),
    ).toEqual([
      { from: "2026-11-27", count: 1, amount: "3200.00", gstRate: 5 },
      { from: "2026-11-28", count: 2, amount: "4500.00", gstRate: 5 },
      { from: "2026-11-30", count: 1, amount: "3200.00", gstRate: 5 },
      { from: "2026-12-01", count: 1, amount: "3200.00", gstRate: 18 },
    ]);
  });
});
