import { idInput, ratePlanInput, ratePlanListInput, updateRatePlanInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { makeDefaultRatePlan } from "./make-default.service";
import { createRatePlan, listRatePlans, updateRatePlan } from "./rate-plans.service";

// Read by everyone who reads rooms (the booking dialog offers them); changed by administrators, as rooms are.
export const ratePlansRouter = router({
  list: authorizedProcedure("rooms.read")
    .input(ratePlanListInput)
    .query(({ ctx, input }) => listRatePlans(ctx.db, input)),

  create: authorizedProcedure("rooms.manage")
    .input(ratePlanInput)
    .mutation(({ ctx, input }) => createRatePlan(actor(ctx), input)),

  update: authorizedProcedure("rooms.manage")
    .input(updateRatePlanInput)
    .mutation(({ ctx, input }) => updateRatePlan(actor(ctx), input)),

  makeDefault: authorizedProcedure("rooms.manage")
    .input(idInput)
    .mutation(({ ctx, input }) => makeDefaultRatePlan(actor(ctx), input.id)),
});
