import { taxConfigInput } from "@atithi/domain";
import { settingsRepository, toTaxConfig } from "../repositories/settings.repository";
import { actor } from "../services/actor";
import { updateTaxConfig } from "../services/settings.service";
import { authorizedProcedure, router } from "../trpc/init";

export const settingsRouter = router({
  /** Read by whoever reads the reports it feeds (the GST report); changed by administrators only. */
  taxConfig: authorizedProcedure("reports.read").query(async ({ ctx }) =>
    toTaxConfig(await settingsRepository(ctx.db).taxConfig()),
  ),

  updateTaxConfig: authorizedProcedure("settings.manage")
    .input(taxConfigInput)
    .mutation(({ ctx, input }) => updateTaxConfig(actor(ctx), input)),
});
