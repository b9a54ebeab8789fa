import type { Database, TaxConfig } from "@atithi/db";
import type { GstSlab, TaxConfigInput } from "@atithi/domain";
import type { Selectable } from "kysely";

/** The property's tax registration as clients see it. */
export interface TaxConfigDto {
  gstNumber: string | null;
  businessName: string | null;
  businessAddress: string | null;
  panNumber: string | null;
  enableGst: boolean;
  /** Decimal string ("18.00"). */
  gstRate: string;
  updatedAt: string;
}

export function toTaxConfig(row: Selectable<TaxConfig>): TaxConfigDto {
  return {
    gstNumber: row.gstNumber,
    businessName: row.businessName,
    businessAddress: row.businessAddress,
    panNumber: row.panNumber,
    enableGst: row.enableGst,
    gstRate: row.gstRate,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function settingsRepository(db: Database) {
  return {
    taxConfig() {
      return db.selectFrom("taxConfig").selectAll().executeTakeFirstOrThrow();
    },
    /** The one configuration row, locked for the rest of the transaction. */
    lockTaxConfig() {
      return db.selectFrom("taxConfig").selectAll().forUpdate().executeTakeFirstOrThrow();
    },
    updateTaxConfig(values: TaxConfigInput) {
      return db
        .updateTable("taxConfig")
        .set({ ...values, updatedAt: new Date() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    gstSlabs(): Promise<GstSlab[]> {
      return db.selectFrom("gstSlabs").select(["effectiveFrom", "maxNightValue", "rate"]).execute();
    },
  };
}
