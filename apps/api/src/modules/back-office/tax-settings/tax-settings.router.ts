import { taxConfigInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { settingsRepository, toTaxConfig } from "./tax-settings.repository";
import { updateTaxConfig } from "./tax-settings.service";

export const settingsRouter = router({
  /** Read by whoever reads the reports it feeds (the GST report); changed by administrators only. */
  taxConfig: authorizedProcedure("reports.read").query(async ({ ctx }) =>
    toTaxConfig(await settingsRepository(ctx.db).taxConfig()),
  ),

  updateTaxConfig: authorizedProcedure("settings.manage")
    .input(taxConfigInput)
    .mutation(({ ctx, input }) => updateTaxConfig(actor(ctx), input)),
});
