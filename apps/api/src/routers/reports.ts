import { incomeReportInput, reportRangeInput } from "@atithi/domain";
import { expenseReportFor, gstReportFor, incomeReportFor } from "../services/reports.service";
import { authorizedProcedure, router } from "../trpc/init";

export const reportsRouter = router({
  income: authorizedProcedure("reports.read")
    .input(incomeReportInput)
    .query(({ ctx, input }) => incomeReportFor(ctx.db, ctx.config.timeZone, input, input.period)),
  expenses: authorizedProcedure("reports.read")
    .input(reportRangeInput)
    .query(({ ctx, input }) => expenseReportFor(ctx.db, input)),
  gst: authorizedProcedure("reports.read")
    .input(reportRangeInput)
    .query(({ ctx, input }) => gstReportFor(ctx.db, ctx.config.timeZone, input)),
});
