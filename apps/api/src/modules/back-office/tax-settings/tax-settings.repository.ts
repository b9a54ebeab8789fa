import type { Database, FrontDeskSettings, TaxConfig } from "@atithi/db";
import type { FrontDeskSettingsInput, GstSlab, TaxConfigInput } from "@atithi/domain";
import { type Selectable, sql } from "kysely";

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

/** PUT/GET /api/settings/front-desk. */
export interface FrontDeskSettingsDto {
  maxDiscountWithoutApproval: number;
  /** HH:mm: a no-show may be marked from this time of the arrival day. */
  noShowCutoff: string;
  updatedAt: string;
}

export function toFrontDeskSettings(row: Selectable<FrontDeskSettings>): FrontDeskSettingsDto {
  return {
    maxDiscountWithoutApproval: row.maxDiscountWithoutApproval,
    // PostgreSQL answers a time as HH:mm:ss.
    noShowCutoff: row.noShowCutoff.slice(0, 5),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What GST on room nights depends on. */
export interface RoomGst {
  enabled: boolean;
  slabs: GstSlab[];
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
    frontDesk() {
      return db.selectFrom("frontDeskSettings").selectAll().executeTakeFirstOrThrow();
    },
    lockFrontDesk() {
      return db.selectFrom("frontDeskSettings").selectAll().forUpdate().executeTakeFirstOrThrow();
    },
    updateFrontDesk(values: FrontDeskSettingsInput) {
      return db
        .updateTable("frontDeskSettings")
        .set({ ...values, updatedAt: new Date() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Whether GST is charged and the dated slabs for room nights, in one round trip. */
    async roomGst(): Promise<RoomGst> {
      // Text, not JSON numbers: amounts and rates stay exact decimal strings.
      const { rows } = await sql<RoomGst>`
        SELECT t.enable_gst AS enabled, coalesce((
          SELECT json_agg(json_build_object('effectiveFrom', s.effective_from::text,
            'maxNightValue', s.max_night_value::text, 'rate', s.rate::text))
          FROM gst_slabs s), '[]') AS slabs
        FROM tax_config t`.execute(db);
      const row = rows[0];
      if (!row) throw new Error("the tax configuration row is missing");
      return row;
    },
  };
}
