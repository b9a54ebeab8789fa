import { type Database, firstRoomTypeId } from "@atithi/db";
import { addDays } from "@atithi/domain";
import { sql } from "kysely";
import { writeLedgerLinesInBulk } from "./ledger-bulk";

export const BENCH_ROOMS = 300;
const GUESTS = 50_000;

export async function seedRoomsAndGuests(db: Database) {
  await sql`
    INSERT INTO rooms (id, number, room_type_id)
    SELECT 'bench-r-' || n, (100 * (1 + (n - 1) / 30) + 1 + (n - 1) % 30)::text, ${await firstRoomTypeId(db)}
    FROM generate_series(1, ${BENCH_ROOMS}::int) n`.execute(db);
  await sql`
    INSERT INTO guests (id, name, phone, phone_normalized)
    SELECT 'bench-g-' || n, 'Guest ' || n, (9000000000 + n)::text, (9000000000 + n)::text
    FROM generate_series(1, ${GUESTS}::int) n`.execute(db);
}

/**
 * Back-to-back stays of 1-4 nights with 0-2 free nights between them, for every room, whose
 * check-in falls in [from, to); about 300 rooms × 95 stays a year. Past stays are checked out and
 * paid, tonight's are checked in with an advance, future ones confirmed. Returns the stays added.
 */
export async function seedStays(
  db: Database,
  from: string,
  to: string,
  today: string,
  seed: number,
): Promise<number> {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  const perRoom = Math.ceil(days / 2.5) + 5;
  await sql`SELECT setseed(${seed})`.execute(db);
  const inserted = await sql<{ n: number }>`
    WITH seq AS (
      SELECT r.id AS room_id, k, 1 + floor(random() * 4)::int AS len, floor(random() * 3)::int AS gap,
             1 + floor(random() * 3)::int AS adults, 1 + floor(random() * ${GUESTS}::int)::int AS guest
      FROM rooms r CROSS JOIN generate_series(1, ${perRoom}::int) k
      WHERE r.id LIKE 'bench-r-%'
    ), placed AS (
      SELECT *, ${from}::date + (sum(len + gap) OVER (PARTITION BY room_id ORDER BY k) - len - gap)::int AS check_in
      FROM seq
    ), stays AS (
      SELECT *, check_in + len AS check_out, (adults * 3200 * len)::numeric(10, 2) AS total
      FROM placed WHERE check_in < ${to}::date AND check_in + len <= ${to}::date
    )
    INSERT INTO bookings (guest_id, room_id, check_in_date, check_out_date, adults, total_amount, paid_amount,
                          payment_status, status, created_at)
    SELECT 'bench-g-' || guest, room_id, check_in, check_out, adults, total,
           CASE WHEN check_out <= ${today}::date THEN total WHEN check_in <= ${today}::date THEN total / 2 ELSE 0 END,
           CASE WHEN check_out <= ${today}::date THEN 'paid' WHEN check_in <= ${today}::date THEN 'advance' ELSE 'pending' END,
           CASE WHEN check_out <= ${today}::date THEN 'checked_out' WHEN check_in <= ${today}::date THEN 'checked_in' ELSE 'confirmed' END,
           (check_in - 7)::timestamptz
    FROM stays
    RETURNING 1 AS n`.execute(db);
  // Each payment with its receipt voucher, as the hotel's books hold them (UPI clearing debited, guest
  // advances credited), so a create checks against a ledger of real size, not an empty one. Written in
  // bulk as bench/ledger.ts does, the vouchers analysed before their lines (the lines' key checks then
  // use the index).
  await db.transaction().execute(async (trx) => {
    await sql`
      WITH p AS (
        INSERT INTO payments (booking_id, amount, payment_method, payment_date)
        SELECT id, paid_amount, 'upi', check_in_date::timestamptz + interval '12 hours'
        FROM bookings WHERE paid_amount > 0 AND check_in_date >= ${from}::date AND check_in_date < ${to}::date
          AND room_id LIKE 'bench-r-%'
        RETURNING id, amount, payment_date::date AS d
      )
      INSERT INTO vouchers (id, voucher_number, voucher_type, voucher_date, status, total_amount, narration,
        source_type, source_id)
      SELECT 'bench-rv-' || p.id, 'BR/' || ${seed} || '/' || row_number() OVER (), 'receipt', p.d, 'posted',
        p.amount, 'Bench receipt', 'payment', p.id
      FROM p`.execute(trx);
    await sql`ANALYZE vouchers`.execute(trx);
    await writeLedgerLinesInBulk(
      trx,
      sql`
      INSERT INTO general_ledger (account_id, voucher_id, transaction_date, debit_amount, credit_amount, line_no)
      SELECT a.id, v.id, v.voucher_date, CASE WHEN k = 1 THEN v.total_amount ELSE 0 END,
        CASE WHEN k = 2 THEN v.total_amount ELSE 0 END, k
      FROM vouchers v CROSS JOIN generate_series(1, 2) AS k
      JOIN chart_of_accounts a ON a.system_role = CASE WHEN k = 1 THEN 'upi_clearing' ELSE 'guest_advances' END
      WHERE v.id LIKE 'bench-rv-%' AND v.voucher_number LIKE ${`BR/${seed}/%`}`,
    );
  });
  await sql`ANALYZE`.execute(db);
  return inserted.rows.length;
}

export function windows(today: string) {
  return {
    recent: { from: addDays(today, -365), to: addDays(today, 90) },
    older: { from: addDays(today, -3 * 365), to: addDays(today, -365) },
  };
}
