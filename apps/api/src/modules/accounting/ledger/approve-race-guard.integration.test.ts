import type { Database } from "@atithi/db";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api, t, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";
import { approveRace } from "../../../testing/voucher-races";

// Approval as it would be without its guard: the voucher read without `FOR UPDATE`.
vi.mock("./ledger.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("./ledger.repository")>();
  return {
    ...original,
    ledgerRepository: (db: Database) => {
      const repository = original.ledgerRepository(db);
      return {
        ...repository,
        lock: async (id: string) => {
          const row = await db
            .selectFrom("vouchers")
            .select(["id", "status"])
            .where("id", "=", id)
            .executeTakeFirst();
          return row && { ...(await repository.findVoucher(id)), ...row };
        },
      };
    },
  };
});

useFreshApp();
// The race is between approvals by whoever entered the draft: maker-checker (on by default) is off here.
beforeEach(async () => {
  const off = await api("PUT", "/api/erp/settings/approvals", { voucherMakerChecker: false });
  expect(off.statusCode, off.body).toBe(200);
});

describe("the voucher row lock in approval", () => {
  it.skipIf(!onPostgres)(
    `is what keeps parallel approvals from posting a draft more than once (${postgresOnly})`,
    async () => {
      const cash = await t.database.db
        .selectFrom("chartOfAccounts")
        .select(["id", "accountCode"])
        .where("accountCode", "in", ["1100", "1110"])
        .orderBy("accountCode")
        .execute();
      // A round could happen to run one after another; five rounds give five chances to race.
      const rounds = [];
      for (let round = 0; round < 5; round++) {
        const draft = (
          await api("POST", "/api/erp/vouchers", {
            voucherType: "journal",
            voucherDate: "2026-11-20",
            narration: `Round ${round}`,
            lines: [
              { accountId: cash[0]?.id, debit: "100" },
              { accountId: cash[1]?.id, credit: "100" },
            ],
          })
        ).json() as { id: string };
        const race = await approveRace(draft);
        rounds.push(race);
        if (race.ledgerLines > 2) break;
      }
      // What vouchers.integration.test.ts asserts (one 200, one set of two ledger lines) would fail.
      expect(rounds.some((r) => r.ledgerLines > 2 || r.codes.filter((c) => c === 200).length > 1)).toBe(true);
    },
  );
});
