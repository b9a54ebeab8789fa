import type { Database } from "@atithi/db";
import { toPaise } from "@atithi/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { desk, t, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres } from "../../../testing/races";
import {
  numberVoucherNow,
  type Posting,
  postVoucher,
  reverseVoucher,
  sourceVoucher,
} from "./posting.service";
import { numberPendingVouchers } from "./voucher-numbering";

useFreshApp();

const db = (): Database => t.database.db;

/** A promise and the function that settles it: one transaction held open while another acts. */
function signal<T = void>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/** The other side of a race: what it answers when the work has not finished within 2 s. */
const twoSeconds = () => new Promise((resolve) => setTimeout(() => resolve("still waiting after 2 s"), 2000));

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

/** A voucher's number once the posted vouchers waiting for one are numbered, as after a commit. */
const numberedAs = async (id: string) => {
  await numberPendingVouchers(db());
  return numberOf(id);
};

describe("posting to the general ledger", () => {
  it("numbers the voucher in its series, writes balanced lines and keeps the monthly balances", async () => {
    const first = await db()
      .transaction()
      .execute((trx) => postVoucher(trx, receipt("1000.50")));
    const second = await db()
      .transaction()
      .execute((trx) => postVoucher(trx, receipt("250", "2026-12-02")));
    expect(await numberedAs(first.id)).toBe("RV/2026-27/0001");
    expect(await numberedAs(second.id)).toBe("RV/2026-27/0002");
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
    expect(await numberedAs(open.id)).toBe("RV/2026-27/0002");
  });

  it("posts a source once, and finds the source's voucher", async () => {
    const once = { ...receipt("100"), source: { type: "payment", id: "p-1" } };
    expect(await sourceVoucher(db(), "payment", "p-1")).toBeUndefined();
    const posted = await db()
      .transaction()
      .execute((trx) => postVoucher(trx, once));
    const number = await numberedAs(posted.id);
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

    // Not reversed by itself (the payment would stay while the ledger moved; no such payment here,
    // so its id names it)…
    const options = { userId: desk.id, timeZone: "Asia/Kolkata", date: "2026-11-21" };
    await expect(
      db()
        .transaction()
        .execute((trx) => reverseVoucher(trx, posted.id, options)),
    ).rejects.toThrow("This voucher was posted by payment p-1; correct the payment instead");
    // …but by its source: the reversal carries the same source, the lookup still answers the
    // original (now cancelled).
    const reversal = await db()
      .transaction()
      .execute((trx) => reverseVoucher(trx, posted.id, { ...options, bySource: true }));
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

  it("numbers vouchers after commit: gap-free when a transaction rolls back, at once when asked", async () => {
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
    expect(await numberedAs(second.id)).toBe("RV/2026-27/0002");
  });

  it("numbers vouchers once each, in order, without gaps, however many batches run", async () => {
    const first: { id: string }[] = [];
    for (let i = 0; i < 5; i++) {
      first.push(
        await db()
          .transaction()
          .execute((trx) => postVoucher(trx, receipt(String(i + 1)))),
      );
    }
    await numberPendingVouchers(db());
    expect(await Promise.all(first.map((p) => numberOf(p.id)))).toEqual(
      ["0001", "0002", "0003", "0004", "0005"].map((n) => `RV/2026-27/${n}`),
    );
    // Postings and batches at once (several connections on PostgreSQL): the series' lock keeps
    // batches from giving one number twice.
    const work = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? db()
              .transaction()
              .execute((trx) => postVoucher(trx, receipt(String(i + 1))))
          : numberPendingVouchers(db()),
      ),
    );
    await numberPendingVouchers(db());
    const posted = work.filter((w): w is { id: string } => typeof w === "object");
    const numbers = await Promise.all(posted.map((p) => numberOf(p.id)));
    expect(numbers.toSorted()).toEqual(
      Array.from({ length: 20 }, (_, i) => `RV/2026-27/${String(i + 6).padStart(4, "0")}`),
    );
    const counter = await sql<{ lastValue: number }>`
      SELECT last_value FROM document_sequences WHERE series = 'voucher:RV'`.execute(db());
    expect(counter.rows[0]?.lastValue).toBe(25);
  });

  it.skipIf(!onPostgres)(
    "a batch passes over a series another transaction is numbering, and never gives a number twice (two connections: PostgreSQL only)",
    async () => {
      const earlier = await db()
        .transaction()
        .execute((trx) => postVoucher(trx, receipt("5")));
      expect(await numberedAs(earlier.id)).toBe("RV/2026-27/0001");
      const held = signal();
      const holding = signal();
      const first = db()
        .transaction()
        .execute(async (trx) => {
          const voucher = await postVoucher(trx, receipt("1"));
          const number = await numberVoucherNow(trx, voucher.id);
          holding.settle();
          await held.promise;
          return number;
        });
      await holding.promise;
      const second = await db()
        .transaction()
        .execute((trx) => postVoucher(trx, receipt("2")));
      // The series is held by the open transaction: the batch leaves it, rather than wait or reuse 0002.
      const batch = numberPendingVouchers(db());
      const outcome = await Promise.race([batch, twoSeconds()]).finally(() => held.settle());
      expect(outcome).toBe(0);
      await batch;
      expect(await first).toBe("RV/2026-27/0002");
      expect(await numberedAs(second.id)).toBe("RV/2026-27/0003");
    },
  );

  it.skipIf(!onPostgres)(
    "a posting never waits for another open posting to the same account and month (two connections: PostgreSQL only)",
    async () => {
      // The other transaction holds the balance slot this posting's connection would have used
      // before slots were claimed (its pid modulo 16): the claimed slot and that row's lock.
      const pid = signal<number>();
      const holding = signal();
      const held = signal();
      const other = db()
        .transaction()
        .execute(async (trx) => {
          const slot = (await pid.promise) % 16;
          await sql`SELECT pg_advisory_xact_lock(20261125, ${slot}::int)`.execute(trx);
          await sql`
            INSERT INTO account_balances (account_id, month, slot, debit, credit)
            SELECT id, '2026-11-01', ${slot}, 0, 0 FROM chart_of_accounts WHERE system_role = 'cash'
            ON CONFLICT (account_id, month, slot) DO UPDATE SET debit = account_balances.debit`.execute(trx);
          holding.settle();
          await held.promise;
          throw new Error("rolled back");
        })
        .catch((error: Error) => error.message);
      const posting = db()
        .transaction()
        .execute(async (trx) => {
          const own = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          pid.settle(own.rows[0]?.pid ?? 0);
          await holding.promise;
          return postVoucher(trx, receipt("7"));
        });
      const outcome = await Promise.race([posting.then(() => "posted"), twoSeconds()]).finally(() =>
        held.settle(),
      );
      // Both transactions end before anything is asserted, so a failure leaves no connection busy.
      const [otherEnd] = await Promise.all([other, posting]);
      expect(outcome).toBe("posted");
      expect(otherEnd).toBe("rolled back");
      const sums = await sql<{ debit: string }>`
        SELECT sum(b.debit)::text AS debit FROM account_balances b
        JOIN chart_of_accounts c ON c.id = b.account_id WHERE c.system_role = 'cash'`.execute(db());
      expect(sums.rows[0]?.debit).toBe("7.00");
    },
  );
});
