import type { Database } from "@atithi/db";
import { describe, expect, it, vi } from "vitest";
import { api, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";
import { raceOfCloses } from "../../../testing/round-races";

// Closes as they would be without their guard: the cap table's lock not taken.
vi.mock("./investors.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./investors.repository")>();
  return {
    ...original,
    investorsRepository: (db: Database) => ({
      ...original.investorsRepository(db),
      lockCapTable: async () => {},
    }),
  };
});

useFreshApp();

describe("the cap table's lock in closing rounds", () => {
  it.skipIf(!onPostgres)(
    `is what prices two rounds closed at once one after the other (${postgresOnly})`,
    async () => {
      const founder = (
        await api("POST", "/api/erp/investors", { investorCode: "F1", investorName: "Founder" })
      ).json() as { id: string };
      const classes = (await api("GET", "/api/erp/share-classes")).json() as { id: string; name: string }[];
      await api("POST", "/api/erp/shareholdings", {
        investorId: founder.id,
        shareClassId: classes.find((c) => c.name === "Common")?.id,
        sharesHeld: "100000",
        effectiveDate: "2025-01-01",
      });
      // Unlocked, both closes read the shares before either added its own: both are priced on the
      // same shares, which the race test's two outcomes (one close after the other) never are.
      // A run could happen to close one after another; five runs give five chances to race.
      const runs = [];
      for (let n = 0; n < 5; n++) {
        const race = await raceOfCloses(n);
        runs.push(race);
        if (race.seed.sharesBefore === race.bridge.sharesBefore) break;
      }
      expect(runs.some((r) => r.seed.sharesBefore === r.bridge.sharesBefore)).toBe(true);
    },
  );
});
