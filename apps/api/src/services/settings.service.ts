import type { TaxConfigInput } from "@atithi/domain";
import { writeAudit } from "../repositories/audit.repository";
import { settingsRepository, type TaxConfigDto, toTaxConfig } from "../repositories/settings.repository";
import type { Actor } from "./actor";

/** Saves the tax registration in one transaction, with the before and after in the audit log. */
export function updateTaxConfig({ db, userId }: Actor, input: TaxConfigInput): Promise<TaxConfigDto> {
  return db.transaction().execute(async (trx) => {
    const settings = settingsRepository(trx);
    const before = toTaxConfig(await settings.lockTaxConfig());
    const after = toTaxConfig(await settings.updateTaxConfig(input));
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
