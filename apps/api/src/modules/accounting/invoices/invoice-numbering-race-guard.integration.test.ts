import type { Database } from "@atithi/db";
import { describe, expect, it, vi } from "vitest";
import { api, useFreshApp } from "../../../testing/app-fixture";
import { raceOfIssues } from "../../../testing/invoice-races";
import { onPostgres, postgresOnly } from "../../../testing/races";

// Issues as they would be without their guard: the series' lock not taken.
vi.mock("./invoices.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./invoices.repository")>();
  return {
    ...original,
    invoicesRepository: (db: Database) => ({
      ...original.invoicesRepository(db),
      lockSalesSeries: async () => {},
    }),
  };
});

useFreshApp();

describe("the sales series' lock at issue", () => {
  it.skipIf(!onPostgres)(
    `is what gives invoices issued in parallel consecutive numbers (${postgresOnly})`,
    async () => {
      await api("PUT", "/api/settings/tax", {
        gstNumber: "27AAPFU0939F1ZV",
        businessName: "Hotel Sagar",
        businessAddress: null,
        panNumber: null,
        enableGst: true,
      });
      const partyId = (
        await api("POST", "/api/erp/parties", {
          partyCode: "RACE",
          partyName: "Racer",
          partyType: "customer",
        })
      ).json().id as string;
      const itemId = (
        await api("POST", "/api/erp/items", {
          itemCode: "RACE",
          itemName: "Race",
          itemType: "goods",
          hsnCode: "3401",
          taxRate: 18,
        })
      ).json().id as string;
      // Unlocked, issues read the same highest serial; the unique index refuses all but one of
      // each, so some answer 409 where the race test asserts that every one is issued.
      // A round could happen to run one after another; three rounds give three chances to race.
      const rounds = [];
      for (let round = 0; round < 3; round++) {
        const race = await raceOfIssues({ partyId, itemId });
        rounds.push(race);
        if (race.codes.some((c) => c !== 200)) break;
      }
      expect(rounds.some((r) => r.codes.some((c) => c !== 200))).toBe(true);
    },
  );
});
