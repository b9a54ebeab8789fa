import type { Database } from "@atithi/db";
import type { PaymentMethod } from "@atithi/domain";
import { PAYMENT_COLUMNS, type PaymentDto, toPayment } from "../stays";

export function paymentsRepository(db: Database) {
  return {
    /**
     * The statement that writes a payment whose id and time the caller chose, compiled to be sent
     * with the payment's voucher (postGuestMoney) as one statement.
     */
    insertStatement(values: {
      id: string;
      bookingId: string;
      kind: "payment" | "refund";
      amount: string;
      paymentMethod: PaymentMethod;
      paymentDate: Date;
      notes: string | null;
      createdBy: string;
    }) {
      return db
        .insertInto("payments")
        .values({
          id: values.id,
          bookingId: values.bookingId,
          kind: values.kind,
          amount: values.amount,
          paymentMethod: values.paymentMethod,
          paymentDate: values.paymentDate,
          notes: values.notes,
          createdBy: values.createdBy,
        })
        .compile();
    },
    /** One payment, as it stands (read again under its booking's lock). */
    async find(id: string): Promise<PaymentDto | undefined> {
      const row = await db
        .selectFrom("payments")
        .select(PAYMENT_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toPayment(row);
    },
    async markVoided(id: string, values: { voidedAt: Date; voidedBy: string; reason: string }) {
      const row = await db
        .updateTable("payments")
        .set({ voidedAt: values.voidedAt, voidedBy: values.voidedBy, voidReason: values.reason })
        .where("id", "=", id)
        .returning(PAYMENT_COLUMNS)
        .executeTakeFirstOrThrow();
      return toPayment(row);
    },
  };
}
