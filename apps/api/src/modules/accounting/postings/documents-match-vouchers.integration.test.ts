import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { addExpense, api, categoryId, stay, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

type Op =
  | { kind: "pay"; stay: number; rupees: number }
  | { kind: "refund"; stay: number; rupees: number }
  | { kind: "expense"; rupees: number }
  | { kind: "cancelExpense"; pick: number }
  | { kind: "editExpense"; pick: number; rupees: number }
  | { kind: "invoice"; stay: number }
  | { kind: "reverse"; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("pay" as const),
    stay: fc.nat(1),
    rupees: fc.integer({ min: 1, max: 9000 }),
  }),
  fc.record({
    kind: fc.constant("refund" as const),
    stay: fc.nat(1),
    rupees: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({ kind: fc.constant("expense" as const), rupees: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant("cancelExpense" as const), pick: fc.nat(20) }),
  fc.record({
    kind: fc.constant("editExpense" as const),
    pick: fc.nat(20),
    rupees: fc.integer({ min: 1, max: 5000 }),
  }),
  fc.record({ kind: fc.constant("invoice" as const), stay: fc.nat(1) }),
  fc.record({ kind: fc.constant("reverse" as const), pick: fc.nat(50) }),
);

/** Each document's amount (a cancelled expense's is nothing) and its vouchers' net, by "type:id". */
async function documentsAndVouchers() {
  const { rows: documents } = await sql<{ key: string; amount: string }>`
    SELECT kind || ':' || id AS key, amount::text AS amount FROM payments
    UNION ALL
    SELECT 'expense:' || id, CASE WHEN cancelled_at IS NULL THEN amount ELSE 0 END::numeric(12, 2)::text FROM expenses
    UNION ALL
    SELECT 'stay_invoice:' || id, total_amount::text FROM stay_invoices`.execute(t.database.db);
  const { rows: vouchers } = await sql<{ key: string; amount: string }>`
    SELECT source_type || ':' || source_id AS key,
      sum(CASE WHEN reverses_voucher_id IS NULL THEN total_amount ELSE -total_amount END)::numeric(12, 2)::text AS amount
    FROM vouchers WHERE source_type IS NOT NULL GROUP BY 1`.execute(t.database.db);
  // A document of nothing posts nothing (a complimentary stay's invoice, a cancelled expense nets out).
  const nonZero = (rows: { key: string; amount: string }[]) =>
    rows
      .filter((r) => Number(r.amount) !== 0)
      .map((r) => `${r.key}=${r.amount}`)
      .sort();
  return { documents: nonZero(documents), vouchers: nonZero(vouchers) };
}

describe("documents and their vouchers", () => {
  it("stay equal whatever is paid, refunded, spent, corrected, cancelled, invoiced or reversed, in any order", async () => {
    const stays = [await stay("101", today(), 2), await stay("102", today(), 1)];
    const expenses: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === "pay") {
            const res = await api("POST", "/api/payments", {
              bookingId: stays[o.stay]?.id,
              amount: String(o.rupees),
              paymentMethod: "cash",
            });
            expect([201, 400, 409]).toContain(res.statusCode);
          } else if (o.kind === "refund") {
            const res = await api("POST", `/api/bookings/${stays[o.stay]?.id}/refunds`, {
              amount: String(o.rupees),
              paymentMethod: "cash",
            });
            expect([201, 400, 409]).toContain(res.statusCode);
          } else if (o.kind === "expense") {
            const res = await addExpense({ amount: String(o.rupees) });
            expect(res.statusCode, res.body).toBe(201);
            expenses.push(res.json().id);
          } else if (o.kind === "cancelExpense") {
            const id = expenses[o.pick % Math.max(expenses.length, 1)];
            if (id)
              expect([200, 409]).toContain((await api("POST", `/api/expenses/${id}/cancel`)).statusCode);
          } else if (o.kind === "editExpense") {
            const id = expenses[o.pick % Math.max(expenses.length, 1)];
            if (id) {
              const res = await api("PUT", `/api/expenses/${id}`, {
                categoryId: await categoryId("Utilities"),
                description: "Corrected",
                expenseDate: today(),
                amount: String(o.rupees),
              });
              // 409: the expense was cancelled.
              expect([200, 409], res.body).toContain(res.statusCode);
            }
          } else if (o.kind === "invoice") {
            const res = await api("POST", `/api/bookings/${stays[o.stay]?.id}/invoice`);
            expect([200, 201, 400, 409]).toContain(res.statusCode);
          } else {
            // Any voucher a document posted, or its reversal: never reversed by itself.
            const automatic = await t.database.db
              .selectFrom("vouchers")
              .select("id")
              .where("sourceType", "is not", null)
              .orderBy("entryOrder")
              .execute();
            const target = automatic[o.pick % Math.max(automatic.length, 1)];
            if (target) {
              const res = await api("POST", `/api/erp/vouchers/${target.id}/reverse`, {});
              expect(res.statusCode, res.body).toBe(409);
            }
          }
        }
        const { documents, vouchers } = await documentsAndVouchers();
        expect(vouchers).toEqual(documents);
      }),
      { numRuns: 4 },
    );
  });
});
