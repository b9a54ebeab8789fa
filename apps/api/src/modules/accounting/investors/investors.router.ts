import {
  idSchema,
  investorInput,
  investorListInput,
  investorReturnsInput,
  participationInput,
  roundInput,
  scenarioInput,
  shareClassInput,
  shareIssueInput,
  updateInvestorInput,
  waterfallCalculateInput,
} from "@atithi/domain";
import { z } from "zod";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import {
  addParticipation,
  calculateWaterfall,
  capTable,
  closeRound,
  createInvestor,
  createRound,
  createScenario,
  createShareClass,
  investorReturns,
  investorReturnsCsv,
  issueShares,
  listInvestors,
  listRounds,
  listScenarios,
  listShareClasses,
  roundDetail,
  scenarioDetail,
  updateInvestor,
  waterfallClasses,
} from "./investors.service";

const roundIdInput = z.object({ id: idSchema("Round") });
const scenarioIdInput = z.object({ id: idSchema("Scenario") });

export const investorsRouter = router({
  list: authorizedProcedure("erp.read")
    .input(investorListInput)
    .query(({ ctx, input }) => listInvestors(ctx.db, input)),
  create: authorizedProcedure("erp.write")
    .input(investorInput)
    .mutation(({ ctx, input }) => createInvestor(actor(ctx), input)),
  update: authorizedProcedure("erp.write")
    .input(updateInvestorInput)
    .mutation(({ ctx, input }) => updateInvestor(actor(ctx), input)),

  shareClasses: authorizedProcedure("erp.read").query(({ ctx }) => listShareClasses(ctx.db)),
  createShareClass: authorizedProcedure("erp.write")
    .input(shareClassInput)
    .mutation(({ ctx, input }) => createShareClass(actor(ctx), input)),

  shareholdings: authorizedProcedure("erp.read").query(({ ctx }) => capTable(ctx.db)),
  issueShares: authorizedProcedure("erp.write")
    .input(shareIssueInput)
    .mutation(({ ctx, input }) => issueShares(actor(ctx), input)),

  rounds: authorizedProcedure("erp.read").query(({ ctx }) => listRounds(ctx.db)),
  round: authorizedProcedure("erp.read")
    .input(roundIdInput)
    .query(({ ctx, input }) => roundDetail(ctx.db, input.id)),
  createRound: authorizedProcedure("erp.write")
    .input(roundInput)
    .mutation(({ ctx, input }) => createRound(actor(ctx), input)),
  participate: authorizedProcedure("erp.write")
    .input(participationInput)
    .mutation(({ ctx, input }) => addParticipation(actor(ctx), input)),
  closeRound: authorizedProcedure("erp.write")
    .input(roundIdInput)
    .mutation(({ ctx, input }) => closeRound(actor(ctx), input.id)),

  calculateWaterfall: authorizedProcedure("erp.read")
    .input(waterfallCalculateInput)
    .mutation(({ input }) => calculateWaterfall(input)),
  waterfallClasses: authorizedProcedure("erp.read").query(({ ctx }) => waterfallClasses(ctx.db)),
  scenarios: authorizedProcedure("erp.read").query(({ ctx }) => listScenarios(ctx.db)),
  scenario: authorizedProcedure("erp.read")
    .input(scenarioIdInput)
    .query(({ ctx, input }) => scenarioDetail(ctx.db, input.id)),
  createScenario: authorizedProcedure("erp.write")
    .input(scenarioInput)
    .mutation(({ ctx, input }) => createScenario(actor(ctx), input)),

  returns: authorizedProcedure("erp.read")
    .input(investorReturnsInput)
    .query(({ ctx, input }) => investorReturns(ctx.db, input.scenarioId)),
  returnsCsv: authorizedProcedure("erp.read")
    .input(investorReturnsInput)
    .query(({ ctx, input }) => investorReturnsCsv(ctx.db, input.scenarioId)),
});
