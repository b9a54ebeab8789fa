import type { Database } from "@atithi/db";
import type { TaxConfigInput } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import type { Actor } from "../../../platform/trpc/actor";
import { refreshOpenStays } from "../../front-desk/bookings";
import { type RoomGst, settingsRepository, type TaxConfigDto, toTaxConfig } from "./tax-settings.repository";

/** Saves the tax registration in one transaction, with the before and after in the audit log. */
export function updateTaxConfig({ db, userId }: Actor, input: TaxConfigInput): Promise<TaxConfigDto> {
  return db.transaction().execute(async (trx) => {
    const settings = settingsRepository(trx);
    const before = toTaxConfig(await settings.lockTaxConfig());
    const after = toTaxConfig(await settings.updateTaxConfig(input));
    // Stays not yet invoiced owe GST from the moment it is enabled, and none once it is disabled.
    if (before.enableGst !== after.enableGst) await refreshOpenStays(trx);
    await writeAudit(trx, {
      userId,
      entityType: "tax_config",
      entityId: "tax_config",
      action: "update",
      before,
      after,
    });
    return after;
  });
}

/** The tax registration as stored (the GST flag and the seller's details printed on invoices). */
export function taxConfig(db: Database) {
  return settingsRepository(db).taxConfig();
}

/** Whether GST is charged, and the dated slabs for room nights. */
export function roomGst(db: Database): Promise<RoomGst> {
  return settingsRepository(db).roomGst();
}
