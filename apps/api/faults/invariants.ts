import type { Database } from "@atithi/db";
import { sql } from "kysely";

/**
 * Counts of rows that would be half-written money: each must be zero whatever moment a process died.
 * They read the tables directly, so they hold for anything written, acknowledged or not.
 */
const CHECKS: Record<string, ReturnType<typeof sql<{ n: number }>>> = {
  "bookings without their guest": sql`
    SELECT count(*)::int AS n FROM bookings b LEFT JOIN guests g ON g.id = b.guest_id WHERE g.id IS NULL`,
  "bookings paid above their total": sql`
    SELECT count(*)::int AS n FROM bookings WHERE paid_amount > total_amount`,
  "bookings whose paid amount is not their payments net of refunds": sql`
    SELECT count(*)::int AS n FROM bookings b WHERE b.paid_amount <> coalesce((
      SELECT sum(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END)
      FROM payments p WHERE p.booking_id = b.id), 0)`,
  "payments without their posted voucher": sql`
    SELECT count(*)::int AS n FROM payments p WHERE NOT EXISTS (
      SELECT 1 FROM vouchers v WHERE v.source_type = p.kind AND v.source_id = p.id AND v.status = 'posted')`,
  "posted vouchers without ledger lines": sql`
    SELECT count(*)::int AS n FROM vouchers v WHERE v.status = 'posted'
      AND NOT EXISTS (SELECT 1 FROM general_ledger l WHERE l.voucher_id = v.id)`,
  "unbalanced vouchers": sql`
    SELECT count(*)::int AS n FROM (
      SELECT voucher_id FROM general_ledger GROUP BY voucher_id
      HAVING sum(debit_amount) <> sum(credit_amount)) unbalanced`,
  "trial balance off zero (0 or 1)": sql`
    SELECT (coalesce(sum(debit_amount), 0) <> coalesce(sum(credit_amount), 0))::int AS n FROM general_ledger`,
  "accounts whose monthly balances differ from their ledger lines": sql`
    SELECT count(*)::int AS n FROM (
      SELECT account_id, sum(debit_amount) AS debit, sum(credit_amount) AS credit
      FROM general_ledger GROUP BY account_id) l
    FULL JOIN (
      SELECT account_id, sum(debit) AS debit, sum(credit) AS credit
      FROM account_balances GROUP BY account_id) b USING (account_id)
    WHERE coalesce(l.debit, 0) <> coalesce(b.debit, 0) OR coalesce(l.credit, 0) <> coalesce(b.credit, 0)`,
};

/** Every invariant broken, with how many rows break it; empty when the books are whole. */
export async function brokenInvariants(db: Database): Promise<string[]> {
  const broken: string[] = [];
  for (const [name, query] of Object.entries(CHECKS)) {
    const { rows } = await query.execute(db);
    const n = rows[0]?.n ?? 0;
    if (n !== 0) broken.push(`${name}: ${n}`);
  }
  return broken;
}
