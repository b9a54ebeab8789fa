import { addDays, fromPaise, toPaise } from "@atithi/domain";
import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { api, desk, t, useFreshApp } from "../../../testing/app-fixture";
import { postVoucher } from "../ledger";

useFreshApp();

const FIRST_DAY = "2024-01-01";
const DAYS = 3 * 366;

/** A voucher: a date, and lines as (account index, amount) debited, another account credited the sum. */
const voucher = fc.record({
  day: fc.integer({ min: 0, max: DAYS }),
  debits: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5_000_000 })), {
    minLength: 1,
    maxLength: 3,
  }),
  credit: fc.nat(),
});

describe("the ledger's invariants over random vouchers", () => {
  it("keeps the trial balance equal, the balance sheet balanced and the snapshots equal to the lines", async () => {
    const db = t.database.db;
    const accounts = await db
      .selectFrom("chartOfAccounts")
      .select("id")
      .where("isGroup", "=", false)
      .orderBy("accountCode")
      .execute();
    const pick = (n: number) => accounts[n % accounts.length]?.id ?? "";

    await fc.assert(
      fc.asyncProperty(
        fc.array(voucher, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: DAYS }),
        fc.integer({ min: 0, max: DAYS }),
        async (vouchers, a, b) => {
          for (const v of vouchers) {
            const total = v.debits.reduce((s, [, amount]) => s + amount, 0);
            // A voucher that debits and credits one account moves nothing and is refused, so the
            // credited account is drawn from those not debited.
            const debited = new Set(v.debits.map(([n]) => pick(n)));
            const others = accounts.filter((account) => !debited.has(account.id));
            const credited = others[v.credit % others.length]?.id ?? "";
            await db.transaction().execute((trx) =>
              postVoucher(trx, {
                voucherType: "journal",
                date: addDays(FIRST_DAY, v.day),
                narration: "random",
                lines: [
                  ...v.debits.map(([n, amount]) => ({
                    account: { accountId: pick(n) },
                    debit: amount,
                    credit: 0,
                  })),
                  { account: { accountId: credited }, debit: 0, credit: total },
                ],
                userId: desk.id,
              }),
            );
          }
          const asOf = addDays(FIRST_DAY, a);
          const tb = (await api("GET", `/api/erp/reports/trial-balance?asOf=${asOf}`)).json();
          expect(tb.totalDebit).toBe(tb.totalCredit);
          const bs = (await api("GET", `/api/erp/reports/balance-sheet?asOf=${asOf}`)).json();
          expect(bs.difference).toBe("0.00");
          expect(bs.assets.total).toBe(bs.totalLiabilitiesAndEquity);

          // The profit of any range equals the sums of its lines read directly.
          const [from, to] = a <= b ? [asOf, addDays(FIRST_DAY, b)] : [addDays(FIRST_DAY, b), asOf];
          const pl = (await api("GET", `/api/erp/reports/profit-loss?from=${from}&to=${to}`)).json();
          const { rows } = await sql<{ profit: string }>`
            SELECT coalesce(sum(CASE WHEN a.account_type = 'Revenue' THEN g.credit_amount - g.debit_amount
              ELSE g.debit_amount - g.credit_amount END * CASE WHEN a.account_type = 'Revenue' THEN 1 ELSE -1 END), 0)::text AS profit
            FROM general_ledger g JOIN chart_of_accounts a ON a.id = g.account_id
            WHERE a.account_type IN ('Revenue', 'Expenses', 'Cost of Goods Sold')
              AND g.transaction_date BETWEEN ${from}::date AND ${to}::date`.execute(db);
          expect(pl.netProfit).toBe(fromPaise(toPaise(rows[0]?.profit ?? "0")));

          // The monthly snapshots (summed over their slots) equal the lines, account by account and
          // month by month.
          const { rows: mismatches } = await sql`
            SELECT coalesce(b.account_id, l.account_id) AS account_id, coalesce(b.month, l.month) AS month
            FROM (
              SELECT account_id, month, sum(debit) AS debit, sum(credit) AS credit FROM account_balances GROUP BY 1, 2
            ) b
            FULL JOIN (
              SELECT account_id, date_trunc('month', transaction_date)::date AS month,
                sum(debit_amount) AS debit, sum(credit_amount) AS credit
              FROM general_ledger GROUP BY 1, 2
            ) l ON l.account_id = b.account_id AND l.month = b.month
            WHERE b.debit IS DISTINCT FROM l.debit OR b.credit IS DISTINCT FROM l.credit`.execute(db);
          expect(mismatches).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
