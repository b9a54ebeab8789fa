import { apiTokenIdInput, apiTokenListInput, createApiTokenInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router, sessionOnlyProcedure } from "../../../platform/trpc/init";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.service";

const own = authorizedProcedure("apiTokens.own");

export const apiTokensRouter = router({
  list: own.input(apiTokenListInput).query(({ ctx, input }) => listApiTokens(actor(ctx), input.everyone)),

  /** Made at the screen only: a token cannot mint a longer-lived one. */
  create: sessionOnlyProcedure("apiTokens.own", "create API tokens")
    .input(createApiTokenInput)
    .mutation(({ ctx, input }) => createApiToken(actor(ctx), input)),

  revoke: own.input(apiTokenIdInput).mutation(({ ctx, input }) => revokeApiToken(actor(ctx), input.id)),
});
