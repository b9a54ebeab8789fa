import { gstr1CsvInput, gstr1Input } from "@atithi/domain";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { gstr1Return, gstr1SectionCsv } from "./gst-returns.service";

export const gstReturnsRouter = router({
  gstr1: authorizedProcedure("erp.read")
    .input(gstr1Input)
    .query(({ ctx, input }) => gstr1Return(ctx.db, input.period, ctx.config.timeZone)),
  gstr1Csv: authorizedProcedure("erp.read")
    .input(gstr1CsvInput)
    .query(({ ctx, input }) => gstr1SectionCsv(ctx.db, input.period, input.section, ctx.config.timeZone)),
});
