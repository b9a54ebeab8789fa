import type { Database } from "@atithi/db";
import type { BookingStatus, CancelReason, PaymentStatus } from "@atithi/domain";
import { sql } from "kysely";

export interface DiscountRequest {
  discountPercentage: string;
  isComplimentary: boolean;
  requestedBy: string | null;
  requestedAt: string;
}

/** The columns of a request waiting for a manager; all null clears it. */
export interface DiscountRequestValues {
  requestedDiscountPercentage: string | null;
  requestedComplimentary: boolean | null;
  discountRequestedBy: string | null;
  discountRequestedAt: Date | null;
}

export const NO_DISCOUNT_REQUEST: DiscountRequestValues = {
  requestedDiscountPercentage: null,
  requestedComplimentary: null,
  discountRequestedBy: null,
  discountRequestedAt: null,
};

export function discountRequestOf(row: {
  requestedDiscountPercentage: string | null;
  requestedComplimentary: boolean | null;
  discountRequestedAt: Date | null;
  requesterName: string | null;
}): DiscountRequest | null {
  if (row.requestedComplimentary === null || row.discountRequestedAt === null) return null;
  return {
    discountPercentage: row.requestedDiscountPercentage ?? "0.00",
    isComplimentary: row.requestedComplimentary,
    requestedBy: row.requesterName,
    requestedAt: row.discountRequestedAt.toISOString(),
  };
}

/** A user's name as the screens show it: first and last name, or the username. */
export const userDisplayName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', requester.first_name, requester.last_name)), ''), requester.username)`;

export interface BookingValues {
  guestId: string;
  roomId: string;
  /** The plan its nights were priced by; null for a stay priced before plans. */
  ratePlanId: string | null;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  totalAmount: string;
  paidAmount: string;
  paymentStatus: PaymentStatus;
  isComplimentary: boolean;
  discountPercentage: string;
  notes: string | null;
  billToName?: string | null;
  billToAddress?: string | null;
  billToGstin?: string | null;
}

/** What the folio decides: written back whenever a stay's money may have changed. */
export interface StayMoneyValues {
  chargesAmount: string;
  taxAmount: string;
  amountDue: string;
  paidAmount: string;
  paymentStatus: PaymentStatus;
}

/** The SQL type of each column `updateMany` writes, for the record it reads its rows from. */
const BATCH_COLUMN_TYPES = {
  guestId: "text",
  ratePlanId: "text",
  checkInDate: "date",
  checkOutDate: "date",
  adults: "smallint",
  children: "smallint",
  totalAmount: "numeric",
  isComplimentary: "boolean",
  discountPercentage: "numeric",
  notes: "text",
  chargesAmount: "numeric",
  taxAmount: "numeric",
  amountDue: "numeric",
  paidAmount: "numeric",
  paymentStatus: "text",
} as const;
type BatchColumn = keyof typeof BATCH_COLUMN_TYPES;
export type BatchValues = Partial<Pick<BookingValues & StayMoneyValues, BatchColumn>>;
const snakeCase = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A stay's row as the code shared by bookings, groups and payments locks, writes and moves it. */
export function staysRepository(db: Database) {
  return {
    /** Locks the booking row for the rest of the transaction; concurrent writers queue behind it. */
    lock(id: string) {
      return db.selectFrom("bookings").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    },
    /** Stays that still hold a room and have no invoice yet, locked in id order (so two callers cannot deadlock). */
    lockOpenUninvoiced() {
      return db
        .selectFrom("bookings")
        .selectAll()
        .where("status", "in", ["confirmed", "checked_in"])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("stayInvoices")
                .select("stayInvoices.id")
                .whereRef("stayInvoices.bookingId", "=", "bookings.id"),
            ),
          ),
        )
        .orderBy("id")
        .forUpdate()
        .execute();
    },
    /** Many stays in one statement; each row returned with its room (a group's rooms are distinct). */
    async insertMany(values: readonly (BookingValues & { createdBy: string })[]) {
      if (values.length === 0) return [];
      return db.insertInto("bookings").values(values).returningAll().execute();
    },
    /**
     * Many stays, each with values of its own, in one statement: the rows are read from one JSON
     * parameter. Every row names the columns the first one does.
     */
    async updateMany(rows: readonly { id: string; values: BatchValues }[]) {
      const first = rows[0];
      if (!first) return;
      const columns = Object.keys(first.values) as BatchColumn[];
      const records = rows.map((row) =>
        Object.fromEntries([["id", row.id], ...columns.map((c) => [snakeCase(c), row.values[c] ?? null])]),
      );
      const set = columns.map((c) => sql.raw(`${snakeCase(c)} = v.${snakeCase(c)}`));
      const shape = ["id text", ...columns.map((c) => `${snakeCase(c)} ${BATCH_COLUMN_TYPES[c]}`)].join(", ");
      await sql`UPDATE bookings AS b SET ${sql.join(set)}, updated_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS v(${sql.raw(shape)})
        WHERE b.id = v.id`.execute(db);
    },
    async update(
      id: string,
      values: Partial<BookingValues & StayMoneyValues & DiscountRequestValues> & {
        status?: BookingStatus;
        cancelReason?: CancelReason | null;
        roomSince?: string | null;
      },
    ) {
      await db
        .updateTable("bookings")
        .set({ ...values, updatedAt: new Date() })
        .where("id", "=", id)
        .execute();
    },
    delete(id: string) {
      return db.deleteFrom("bookings").where("id", "=", id).execute();
    },
    /** Which of `roomIds` someone other than `exceptBookingIds` is still checked in to. */
    async checkedInElsewhere(
      roomIds: readonly string[],
      exceptBookingIds: readonly string[],
    ): Promise<string[]> {
      if (roomIds.length === 0) return [];
      const rows = await db
        .selectFrom("bookings")
        .select("roomId")
        .distinct()
        .where("roomId", "in", roomIds)
        .where("status", "=", "checked_in")
        .where("id", "not in", exceptBookingIds)
        .execute();
      return rows.map((r) => r.roomId);
    },
    async setStatuses(ids: readonly string[], status: BookingStatus) {
      if (ids.length === 0) return;
      await db
        .updateTable("bookings")
        .set({ status, updatedAt: new Date() })
        .where("id", "in", ids)
        .execute();
    },
  };
}
