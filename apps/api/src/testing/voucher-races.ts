import { sql } from "kysely";
import { api, t } from "./app-fixture";

/**
 * Ten approvals of one draft sent at the same moment, shared by the race test and by the test
 * showing the row lock is what settles it. They only race on PostgreSQL (PGlite has one connection).
 */
export async function approveRace(draft: { id: string }) {
  const results = await Promise.all(
    Array.from({ length: 10 }, () => api("POST", `/api/erp/vouchers/${draft.id}/approve`)),
  );
  const { db } = t.database;
  const lines = await db
    .selectFrom("generalLedger")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("voucherId", "=", draft.id)
    .executeTakeFirstOrThrow();
  const counter = await sql<{ lastValue: number }>`
    SELECT last_value FROM document_sequences WHERE series = 'voucher:JV'`.execute(db);
  return {
    id: draft.id,
    codes: results.map((r) => r.statusCode).sort(),
    ledgerLines: Number(lines.n),
    numbersTaken: counter.rows[0]?.lastValue ?? 0,
    voucher: await db
      .selectFrom("vouchers")
      .select(["status", "voucherNumber"])
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow(),
  };
}
