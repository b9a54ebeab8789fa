import { incomeReportInput, reportRangeInput } from "@atithi/domain";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { expenseReportFor, gstReportFor, incomeReportFor } from "./reports.service";

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
