import { describe, expect, it } from "vitest";
import { useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceOfGroupPayments } from "../../../testing/races";

useFreshApp();

describe("two payments for one group at once", () => {
  it.skipIf(!onPostgres)(
    `take no more than the group owes: the second is refused (${postgresOnly})`,
    async () => {
      const race = await raceOfGroupPayments();
      // The first ₹10,000 pays 101's ₹6,400 and ₹3,600 of 102; the second finds ₹16,000 − ₹10,000
      // = ₹6,000 owed and is refused.
      expect(race.codes).toEqual([201, 400]);
      const refused = race.results.find((r) => r.statusCode === 400);
      expect(refused?.json().message).toBe("Payment of ₹10,000.00 is more than the ₹6,000.00 the group owes");
      expect(race.sumOfPayments).toBe("10000.00");
      expect(race.overpaid).toBe(0);
    },
  );
});
