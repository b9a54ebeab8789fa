import type { Database } from "@atithi/db";
import type { ChargeCategory } from "@atithi/domain";
import { sql } from "kysely";

export interface ChargeDto {
  id: string;
  bookingId: string;
  description: string;
  category: ChargeCategory;
  sac: string;
  unitAmount: string;
  quantity: number;
  /** Percent ("5.00"); null: part of the accommodation, taxed at the slab of the stay's nights. */
  gstRate: string | null;
  /** unitAmount × quantity, before tax. */
  amount: string;
  notes: string | null;
  createdAt: string;
}

function chargeColumns(db: Database) {
  return db
    .selectFrom("bookingCharges")
    .select([
      "id",
      "bookingId",
      "description",
      "category",
      "sac",
      "unitAmount",
      "quantity",
      "gstRate",
      sql<string>`(unit_amount * quantity)::numeric(14, 2)::text`.as("amount"),
      "notes",
      "createdAt",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof chargeColumns>["executeTakeFirstOrThrow"]>>;

const toCharge = (row: Row): ChargeDto => ({
  ...row,
  category: row.category as ChargeCategory,
  createdAt: row.createdAt.toISOString(),
});

/** The extras on a stay's folio. */
export function chargesRepository(db: Database) {
  return {
    forBooking(bookingId: string): Promise<ChargeDto[]> {
      return this.forBookings([bookingId]);
    },
    /** The extras of many stays in one statement, each stay's in the order they were added. */
    async forBookings(bookingIds: readonly string[]): Promise<ChargeDto[]> {
      if (bookingIds.length === 0) return [];
      const rows = await chargeColumns(db)
        .where("bookingId", "in", bookingIds)
        .orderBy("createdAt")
        .orderBy("id")
        .execute();
      return rows.map(toCharge);
    },
    async insert(values: {
      bookingId: string;
      description: string;
      category: ChargeCategory;
      sac: string;
      unitAmount: string;
      quantity: number;
      gstRate: string | null;
      notes: string | null;
      createdBy: string;
    }): Promise<ChargeDto> {
      const { id } = await db
        .insertInto("bookingCharges")
        .values(values)
        .returning("id")
        .executeTakeFirstOrThrow();
      return toCharge(await chargeColumns(db).where("id", "=", id).executeTakeFirstOrThrow());
    },
    async delete(bookingId: string, chargeId: string): Promise<ChargeDto | undefined> {
      const row = await chargeColumns(db)
        .where("id", "=", chargeId)
        .where("bookingId", "=", bookingId)
        .executeTakeFirst();
      if (!row) return undefined;
      await db.deleteFrom("bookingCharges").where("id", "=", chargeId).execute();
      return toCharge(row);
    },
  };
}
