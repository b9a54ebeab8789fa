import { financialYearSchema, periodLockUpdateInput, yearEndCloseInput } from "@atithi/domain";
import { z } from "zod";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { periodCloseRepository } from "./period-close.repository";
import { closeFinancialYear, reopenFinancialYear, setPeriodLock } from "./period-close.service";

export const periodCloseRouter = router({
  /** Read by whoever reads the books (a posting refused for a closed period should not surprise them). */
  periodLock: authorizedProcedure("erp.read").query(({ ctx }) => periodCloseRepository(ctx.db).periodLock()),
  /** Moving the lock (either way) is an administrator's decision. */
  setPeriodLock: authorizedProcedure("settings.manage")
    .input(periodLockUpdateInput)
    .mutation(({ ctx, input }) => setPeriodLock(actor(ctx), input)),
  yearEndClose: authorizedProcedure("erp.write")
    .input(yearEndCloseInput)
    .mutation(({ ctx, input }) => closeFinancialYear(actor(ctx), input)),
  /** Undoing a closing is an administrator's decision, like moving the period lock. */
  reopenYear: authorizedProcedure("settings.manage")
    .input(z.object({ financialYear: financialYearSchema }))
    .mutation(({ ctx, input }) => reopenFinancialYear(actor(ctx), input.financialYear)),
});
