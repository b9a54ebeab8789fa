import type { Database } from "@atithi/db";
import { sql } from "kysely";

/**
 * The database's invariants, read with SQL after (and during) a fuzz run. Each query returns the
 * rows that break its rule, at most a few, so an answer of none is a pass.
 */
const INVARIANTS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: "the trial balance is zero: the ledger's debits equal its credits",
    query: sql`
      SELECT sum(debit_amount)::text AS debit, sum(credit_amount)::text AS credit FROM general_ledger
      HAVING coalesce(sum(debit_amount), 0) <> coalesce(sum(credit_amount), 0)`,
  },
  {
    // A posted voucher's lines are in the ledger (voucher_lines holds drafts); a cancelled one
    // stays there beside the voucher that reverses it.
    name: "every posted voucher is balanced in the ledger and matches its total",
    query: sql`
      SELECT v.id, v.voucher_number, v.status, v.total_amount::text, g.debit::text, g.credit::text
      FROM vouchers v
      LEFT JOIN (SELECT voucher_id, sum(debit_amount) AS debit, sum(credit_amount) AS credit
        FROM general_ledger GROUP BY 1) g ON g.voucher_id = v.id
      WHERE (v.status = 'posted' OR g.voucher_id IS NOT NULL)
        AND (g.debit IS DISTINCT FROM g.credit OR g.debit IS DISTINCT FROM v.total_amount)
      LIMIT 5`,
  },
  {
    name: "only posted vouchers (or cancelled ones, with their reversal posted) are in the ledger",
    query: sql`
      SELECT v.id, v.status FROM vouchers v
      WHERE EXISTS (SELECT 1 FROM general_ledger g WHERE g.voucher_id = v.id) AND (
        v.status = 'draft' OR (v.status = 'cancelled' AND NOT EXISTS (
          SELECT 1 FROM vouchers r WHERE r.reverses_voucher_id = v.id AND r.status = 'posted')))
      LIMIT 5`,
  },
  {
    name: "no booking without a guest (or a room)",
    query: sql`
      SELECT b.id FROM bookings b
      LEFT JOIN guests g ON g.id = b.guest_id LEFT JOIN rooms r ON r.id = b.room_id
      WHERE g.id IS NULL OR r.id IS NULL LIMIT 5`,
  },
  {
    // A voided payment counts as never received.
    name: "a stay's paid amount is its payments net of refunds, never below zero",
    query: sql`
      SELECT b.id, b.paid_amount::text, coalesce(p.net, 0)::text AS net FROM bookings b
      LEFT JOIN (SELECT booking_id, sum(CASE WHEN kind = 'refund' THEN -amount ELSE amount END) AS net
        FROM payments WHERE voided_at IS NULL GROUP BY 1) p ON p.booking_id = b.id
      WHERE b.paid_amount <> coalesce(p.net, 0) OR b.paid_amount < 0 LIMIT 5`,
  },
  {
    // A cancelled, no-show or departed stay may hold more than it owes: that is the refund due.
    name: "paid never above the total of a stay still open",
    query: sql`
      SELECT id, status, paid_amount::text, amount_due::text FROM bookings
      WHERE status IN ('confirmed', 'checked_in') AND paid_amount > amount_due LIMIT 5`,
  },
  {
    name: "paid never above the total of an invoice, and its balance is what is left",
    query: sql`
      SELECT id, invoice_number, total_amount::text, paid_amount::text, credited_amount::text,
        balance_amount::text FROM invoices
      WHERE paid_amount > total_amount OR balance_amount < 0
        OR balance_amount <> total_amount - paid_amount - credited_amount LIMIT 5`,
  },
  {
    name: "an invoice's paid amount is its payments",
    query: sql`
      SELECT i.id, i.paid_amount::text, coalesce(p.paid, 0)::text AS payments FROM invoices i
      LEFT JOIN (SELECT invoice_id, sum(amount) AS paid FROM invoice_payments GROUP BY 1) p
        ON p.invoice_id = i.id
      WHERE i.paid_amount <> coalesce(p.paid, 0) LIMIT 5`,
  },
  {
    name: "no two open stays hold a room on the same night (each from the day it moved in)",
    query: sql`
      SELECT a.id, b.id AS other FROM bookings a JOIN bookings b
        ON a.room_id = b.room_id AND a.id < b.id
        AND coalesce(a.room_since, a.check_in_date) < b.check_out_date
        AND coalesce(b.room_since, b.check_in_date) < a.check_out_date
      WHERE a.status IN ('confirmed', 'checked_in') AND b.status IN ('confirmed', 'checked_in') LIMIT 5`,
  },
];

/** Each broken invariant with the rows that break it; empty when all hold. */
export async function brokenInvariants(db: Database): Promise<string[]> {
  const broken: string[] = [];
  for (const { name, query } of INVARIANTS) {
    const { rows } = await query.execute(db);
    if (rows.length > 0) broken.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return broken;
}
