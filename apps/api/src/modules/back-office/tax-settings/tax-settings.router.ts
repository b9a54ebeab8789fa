import { frontDeskSettingsInput, taxConfigInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { settingsRepository, toFrontDeskSettings, toTaxConfig } from "./tax-settings.repository";
import { updateFrontDeskSettings, updateTaxConfig } from "./tax-settings.service";

export const settingsRouter = router({
  /** Read by whoever reads the reports it feeds (the GST report); changed by administrators only. */
  taxConfig: authorizedProcedure("reports.read").query(async ({ ctx }) =>
    toTaxConfig(await settingsRepository(ctx.db).taxConfig()),
  ),

  updateTaxConfig: authorizedProcedure("settings.manage")
    .input(taxConfigInput)
    .mutation(({ ctx, input }) => updateTaxConfig(actor(ctx), input)),
  /** The discount limit and the no-show cut-off: read by whoever enters bookings (the screens follow them). */
  frontDesk: authorizedProcedure("bookings.read").query(async ({ ctx }) =>
    toFrontDeskSettings(await settingsRepository(ctx.db).frontDesk()),
  ),
  updateFrontDesk: authorizedProcedure("settings.manage")
    .input(frontDeskSettingsInput)
    .mutation(({ ctx, input }) => updateFrontDeskSettings(actor(ctx), input)),
});
