import { partyInput, partyListInput, updatePartyInput } from "@atithi/domain";
import { z } from "zod";
import { notFound } from "../../../platform/errors";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { partiesRepository } from "./parties.repository";
import { createParty, findParty, updateParty } from "./parties.service";

export const partiesRouter = router({
  list: authorizedProcedure("erp.read")
    .input(partyListInput)
    .query(({ ctx, input }) => partiesRepository(ctx.db).list(input)),
  byId: authorizedProcedure("erp.read")
    .input(z.object({ id: z.string().max(64) }))
    .query(async ({ ctx, input }) => {
      const party = await findParty(ctx.db, input.id);
      if (!party) throw notFound("Party");
      return party;
    }),
  create: authorizedProcedure("erp.write")
    .input(partyInput)
    .mutation(({ ctx, input }) => createParty(actor(ctx), input)),
  update: authorizedProcedure("erp.write")
    .input(updatePartyInput)
    .mutation(({ ctx, input }) => updateParty(actor(ctx), input)),
});
