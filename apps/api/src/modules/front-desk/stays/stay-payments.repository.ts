import type { Database } from "@atithi/db";
import type { PaymentMethod } from "@atithi/domain";

export interface PaymentDto {
  id: string;
  bookingId: string;
  /** A refund gives money back; both are listed, each with a positive amount. */
  kind: "payment" | "refund";
  amount: string;
  paymentMethod: PaymentMethod;
  paymentDate: string;
  notes: string | null;
  /** A payment entered by mistake, voided on its day: listed, counted nowhere. */
  voided: { at: string; reason: string } | null;
}

export const PAYMENT_COLUMNS = [
  "id",
  "bookingId",
  "kind",
  "amount",
  "paymentMethod",
  "paymentDate",
  "notes",
  "voidedAt",
  "voidReason",
] as const;

/** A payment as the API answers it, from its row (read, or about to be written). */
export function toPayment(row: {
  id: string;
  bookingId: string;
  kind: string;
  amount: string;
  paymentMethod: string;
  paymentDate: Date;
  notes: string | null;
  voidedAt?: Date | null;
  voidReason?: string | null;
}): PaymentDto {
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind === "refund" ? "refund" : "payment",
    amount: row.amount,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentDate: row.paymentDate.toISOString(),
    notes: row.notes,
    voided: row.voidedAt ? { at: row.voidedAt.toISOString(), reason: row.voidReason ?? "" } : null,
  };
}

/** A stay's payments and refunds as its folio reads them. */
export function stayPaymentsRepository(db: Database) {
  return {
    /** The payments and refunds of many stays in one statement, by date. */
    async forBookings(bookingIds: readonly string[]): Promise<PaymentDto[]> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .selectFrom("payments")
        .select(PAYMENT_COLUMNS)
        .where("bookingId", "in", bookingIds)
        // Two payments of one moment (the time is the server's clock) keep the order they were written.
        .orderBy("paymentDate")
        .orderBy("createdAt")
        .orderBy("id")
        .execute();
      return rows.map(toPayment);
    },
    /** Payments only: a booking that ever took money keeps its history (refunds are money too). */
    count(bookingId: string) {
      return db
        .selectFrom("payments")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("bookingId", "=", bookingId)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
  };
}
