import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { api, t, useFreshApp } from "../../../testing/app-fixture";
import { raceOfMergeAndEdit, raceOfOppositeMerges } from "../../../testing/guest-races";
import { onPostgres, postgresOnly, untilWaitingOnLock } from "../../../testing/races";

useFreshApp();

const serial = onPostgres ? "" : " (one after another on PGlite)";

// On PostgreSQL these race for real (one connection each); on PGlite they run one after another.
// Each guard is shown to matter in guests-merge-race-guard.integration.test.ts beside them.
describe("merging guests under parallel requests", () => {
  it(`a merge and an edit of the duplicate: the edit is kept or refused, never lost${serial}`, async () => {
    const race = await raceOfMergeAndEdit();
    // Edited first: both 200, the merge taking the edited duplicate; merged first: the edit finds no guest (404).
    for (const pair of race.codes) expect([`${[200, 200]}`, `${[200, 404]}`]).toContain(`${pair}`);
    expect(race.lost).toBe(0);
  });

  it(`two guests merged into each other: one merge wins, the other finds its duplicate gone${serial}`, async () => {
    const race = await raceOfOppositeMerges();
    for (const [i, pair] of race.codes.entries()) {
      expect([`${[200, 404]}`, `${[404, 200]}`], race.results[i]?.map((r) => r.body).join(" | ")).toContain(
        `${pair}`,
      );
      const after = race.after[i];
      // One guest is left, and the stay is theirs.
      expect(after?.left).toHaveLength(1);
      expect(after?.stayOf).toBe(after?.left[0]);
    }
  });

  it.skipIf(!onPostgres)(
    `locks the two guests in id order, so it waits for the lower holding neither (${postgresOnly})`,
    async () => {
      const guest = async (name: string) =>
        ((await api("POST", "/api/guests", { name, phone: "9700011111" })).json() as { id: string }).id;
      const [lower, higher] = [await guest("First"), await guest("Second")].sort();
      if (!lower || !higher) throw new Error("no guests");
      const { db } = t.database;
      // The kept guest is the higher id: a merge locking the kept guest first would hold it.
      let merging: Promise<{ statusCode: number }> | undefined;
      const held = await db
        .transaction()
        .execute(async (trx) => {
          await sql`SELECT id FROM guests WHERE id = ${lower} FOR UPDATE`.execute(trx);
          merging = api("POST", `/api/guests/${higher}/merge`, { duplicateId: lower });
          await untilWaitingOnLock(db, "the merge");
          // NOWAIT: refused at once (55P03) when the merge holds the higher guest.
          await sql`SELECT id FROM guests WHERE id = ${higher} FOR UPDATE NOWAIT`.execute(trx);
          return "none held";
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === "55P03") return "the other guest held";
          throw error;
        });
      expect(held).toBe("none held");
      expect((await merging)?.statusCode).toBe(200);
    },
  );
});
