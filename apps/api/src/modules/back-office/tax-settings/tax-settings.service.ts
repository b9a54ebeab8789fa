import type { Database } from "@atithi/db";
import type { FrontDeskSettingsInput, TaxConfigInput } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import type { Actor } from "../../../platform/trpc/actor";
import { gstSwitched } from "./gst-switch-hooks";
import {
  type FrontDeskSettingsDto,
  type RoomGst,
  settingsRepository,
  type TaxConfigDto,
  toFrontDeskSettings,
  toTaxConfig,
} from "./tax-settings.repository";

/** Saves the tax registration in one transaction, with the before and after in the audit log. */
export function updateTaxConfig({ db, userId }: Actor, input: TaxConfigInput): Promise<TaxConfigDto> {
  return db.transaction().execute(async (trx) => {
    const settings = settingsRepository(trx);
    const before = toTaxConfig(await settings.lockTaxConfig());
    const after = toTaxConfig(await settings.updateTaxConfig(input));
    // Stays not yet invoiced owe GST from the moment it is enabled, and none once it is disabled.
    if (before.enableGst !== after.enableGst) await gstSwitched(trx);
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

/** Saves the front desk's settings in one transaction, audited with the before and after. */
export function updateFrontDeskSettings(
  { db, userId }: Actor,
  input: FrontDeskSettingsInput,
): Promise<FrontDeskSettingsDto> {
  return db.transaction().execute(async (trx) => {
    const settings = settingsRepository(trx);
    const before = toFrontDeskSettings(await settings.lockFrontDesk());
    const after = toFrontDeskSettings(await settings.updateFrontDesk(input));
    await writeAudit(trx, {
      userId,
      entityType: "front_desk_settings",
      entityId: "front_desk_settings",
      action: "update",
      before,
      after,
    });
    return after;
  });
}

/** The largest discount (percent) the front desk applies without a manager. */
export async function maxDiscountWithoutApproval(db: Database): Promise<number> {
  return (await settingsRepository(db).frontDesk()).maxDiscountWithoutApproval;
}

/** HH:mm of the arrival day from which a stay whose guest never came may be marked a no-show. */
export async function noShowCutoff(db: Database): Promise<string> {
  return toFrontDeskSettings(await settingsRepository(db).frontDesk()).noShowCutoff;
}
