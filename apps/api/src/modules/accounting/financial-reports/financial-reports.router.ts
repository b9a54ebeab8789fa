import { asOfInput, profitLossInput } from "@atithi/domain";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { balanceSheetAsOf, profitAndLossFor, trialBalanceAsOf } from "./financial-reports.service";

export const financialReportsRouter = router({
  trialBalance: authorizedProcedure("erp.read")
    .input(asOfInput)
    .query(({ ctx, input }) => trialBalanceAsOf(ctx.db, input.asOf)),
  profitLoss: authorizedProcedure("erp.read")
    .input(profitLossInput)
    .query(({ ctx, input }) => profitAndLossFor(ctx.db, input.from, input.to)),
  balanceSheet: authorizedProcedure("erp.read")
    .input(asOfInput)
    .query(({ ctx, input }) => balanceSheetAsOf(ctx.db, input.asOf)),
});
