import type { Database } from "@atithi/db";
import { toPaise } from "@atithi/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { desk, t, useFreshApp } from "../../../testing/app-fixture";
import {
  numberVoucherNow,
  type Posting,
  postVoucher,
  reverseVoucher,
  sourceVoucher,
} from "./posting.service";

useFreshApp();

const db = (): Database => t.database.db;

const receipt = (amount: string, date = "2026-11-20"): Posting => ({
  voucherType: "receipt",
  date,
  narration: "Advance from a guest",
  lines: [
    { account: { role: "cash" }, debit: toPaise(amount), credit: 0 },
    { account: { role: "guest_advances" }, debit: 0, credit: toPaise(amount) },
  ],
  userId: desk.id,
});

/** The monthly balances of each account, summed over the rows the postings were spread over. */
async function balances() {
  return db()
    .selectFrom("accountBalances")
    .innerJoin("chartOfAccounts", "chartOfAccounts.id", "accountBalances.accountId")
    .select([
      "chartOfAccounts.systemRole",
      "month",
      sql<string>`sum(debit)::numeric(18, 2)::text`.as("debit"),
      sql<string>`sum(credit)::numeric(18, 2)::text`.as("credit"),
    ])
    .groupBy(["chartOfAccounts.accountCode", "chartOfAccounts.systemRole", "month"])
    .orderBy("chartOfAccounts.accountCode")
    .orderBy("month")
    .execute();
}

const numberOf = async (id: string) =>
  (await db().selectFrom("vouchers").select("voucherNumber").where("id", "=", id).executeTakeFirstOrThrow())
    .voucherNumber;

describe("posting to the general ledger", () => {
  it("numbers the voucher in its series, writes balanced lines and keeps the monthly balances", async () => {
    const first = await db()
      .transaction()
      .execute((trx) => postVoucher(trx, receipt("1000.50")));
    const second = await db()
      .transaction()
      .execute((trx) => postVoucher(trx, receipt("250", "2026-12-02")));
    expect(await numberOf(first.id)).toBe("RV/2026-27/0001");
    expect(await numberOf(second.id)).toBe("RV/2026-27/0002");
    const lines = await db().selectFrom("generalLedger").selectAll().orderBy("lineNo").execute();
    expect(lines).toHaveLength(4);
    expect(await balances()).toEqual([
      { systemRole: "cash", month: "2026-11-01", debit: "1000.50", credit: "0.00" },
      { systemRole: "cash", month: "2026-12-01", debit: "250.00", credit: "0.00" },
      { systemRole: "guest_advances", month: "2026-11-01", debit: "0.00", credit: "1000.50" },
      { systemRole: "guest_advances", month: "2026-12-01", debit: "0.00", credit: "250.00" },
    ]);
    const voucher = await db()
      .selectFrom("vouchers")
      .selectAll()
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({ status: "posted", totalAmount: "1000.50", approvedBy: desk.id });
  });

  it("refuses lines that do not balance, one-sided lines and group headings, naming the problem", async () => {
    const unbalanced = receipt("100");
    const lines = [unbalanced.lines[0], { ...unbalanced.lines[1], credit: toPaise("99.99") }];
    await expect(
      db()
        .transaction()
        .execute((trx) => postVoucher(trx, { ...unbalanced, lines } as Posting)),
    ).rejects.toThrow("Debits (₹100.00) and credits (₹99.99) differ by ₹0.01");
    const heading = await db()
      .selectFrom("chartOfAccounts")
      .select("id")
      .where("accountCode", "=", "1000")
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .transaction()
        .execute((trx) =>
          postVoucher(trx, {
            ...unbalanced,
            lines: [
              { account: { accountId: heading.id }, debit: toPaise("100"), credit: 0 },
              unbalanced.lines[1],
            ],
          } as Posting),
        ),
    ).rejects.toThrow("1000 Assets is a group heading");
    expect(await db().selectFrom("generalLedger").selectAll().execute()).toHaveLength(0);
  });

  it("the database refuses an unbalanced voucher, a change to a posted line and a closed period", async () => {
    const { id } = await db()
      .transaction()
      .execute((trx) => postVoucher(trx, receipt("500")));
    const cash = await db()
      .selectFrom("chartOfAccounts")
      .select("id")
      .where("systemRole", "=", "cash")
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`INSERT INTO general_ledger (account_id, voucher_id, transaction_date, debit_amount)
            VALUES (${cash.id}, ${id}, '2026-11-20', 1)`.execute(trx);
        }),
    ).rejects.toThrow(/does not balance/);
    await expect(sql`UPDATE general_ledger SET debit_amount = 1`.execute(db())).rejects.toThrow(
      /never changed/,
    );
    await expect(sql`DELETE FROM general_ledger`.execute(db())).rejects.toThrow(/never changed/);

    await sql`UPDATE accounting_settings SET locked_through = '2026-11-30'`.execute(db());
    await expect(
      db()
        .transaction()
        .execute((trx) => postVoucher(trx, receipt("10", "2026-11-30"))),
    ).rejects.toThrow("The books are closed through 30/11/2026; nothing can be posted on 30/11/2026");
    const open = await db()
      .transaction()
      .execute((trx) => postVoucher(trx, receipt("10", "2026-12-01")));
    // The refused posting took no number: the series has no gap.
    expect(await numberOf(open.id)).toBe("RV/2026-27/0002");
  });

  it("posts a source once, and finds the source's voucher", async () => {
    const once = { ...receipt("100"), source: { type: "payment", id: "p-1" } };
    expect(await sourceVoucher(db(), "payment", "p-1")).toBeUndefined();
    const posted = await db()
      .transaction()
      .execute((trx) => postVoucher(trx, once));
    const number = await numberOf(posted.id);
    expect(await sourceVoucher(db(), "payment", "p-1")).toEqual({
      ...posted,
      voucherNumber: number,
      status: "posted",
    });
    await expect(
      db()
        .transaction()
        .execute((trx) => postVoucher(trx, once)),
    ).rejects.toThrow(/vouchers_source_key/);

    // Undone by reversing its voucher: the reversal carries the same source, the lookup still
    // answers the original (now cancelled).
    const reversal = await db()
      .transaction()
      .execute((trx) =>
        reverseVoucher(trx, posted.id, { userId: desk.id, timeZone: "Asia/Kolkata", date: "2026-11-21" }),
      );
    expect(reversal.voucherNumber).toBe("RV/2026-27/0002");
    expect(await sourceVoucher(db(), "payment", "p-1")).toEqual({
      ...posted,
      voucherNumber: number,
      status: "cancelled",
    });
    const lines = await db()
      .selectFrom("generalLedger")
      .select(["debitAmount", "creditAmount", "transactionDate"])
      .where("voucherId", "=", reversal.id)
      .orderBy("lineNo")
      .execute();
    expect(lines).toEqual([
      { debitAmount: "0.00", creditAmount: "100.00", transactionDate: "2026-11-21" },
      { debitAmount: "100.00", creditAmount: "0.00", transactionDate: "2026-11-21" },
    ]);
  });

  it("numbers vouchers at commit: gap-free when a transaction rolls back, at once when asked", async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await postVoucher(trx, receipt("10"));
          throw new Error("the operation failed after posting");
        }),
    ).rejects.toThrow("the operation failed after posting");
    const { first, second } = await db()
      .transaction()
      .execute(async (trx) => {
        const first = await postVoucher(trx, receipt("20"));
        // Before the commit the voucher has no number yet; asked for, it gets the next one now.
        expect(
          await trx
            .selectFrom("vouchers")
            .select("voucherNumber")
            .where("id", "=", first.id)
            .executeTakeFirst(),
        ).toEqual({ voucherNumber: null });
        expect(await numberVoucherNow(trx, first.id)).toBe("RV/2026-27/0001");
        const second = await postVoucher(trx, receipt("30"));
        return { first, second };
      });
    expect(await numberOf(first.id)).toBe("RV/2026-27/0001");
    expect(await numberOf(second.id)).toBe("RV/2026-27/0002");
  });

  it("numbers vouchers committed together once each, without gaps", async () => {
    const posted = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db()
          .transaction()
          .execute((trx) => postVoucher(trx, receipt(String(i + 1)))),
      ),
    );
    const numbers = await Promise.all(posted.map((p) => numberOf(p.id)));
    expect(numbers.toSorted()).toEqual(
      Array.from({ length: 10 }, (_, i) => `RV/2026-27/${String(i + 1).padStart(4, "0")}`),
    );
  });
});
