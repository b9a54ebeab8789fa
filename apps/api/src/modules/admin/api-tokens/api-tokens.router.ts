import { apiTokenIdInput, apiTokenListInput, can, createApiTokenInput, isRole } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { apiTokensRepository } from "../../../platform/auth/api-tokens.repository";
import { generateToken, hashToken } from "../../../platform/auth/tokens";
import type { SessionUser } from "../../../platform/auth/users.repository";
import { usersRepository } from "../../../platform/auth/users.repository";
import { conflict, forbidden, notFound } from "../../../platform/errors";
import { authorizedProcedure, router, sessionOnlyProcedure } from "../../../platform/trpc/init";

const own = authorizedProcedure("apiTokens.own");
export const API_TOKEN_PREFIX = "atk_";
const DAY_MS = 86_400_000;

/** The administrator sees and revokes everyone's tokens; everyone else only their own. */
const managesAll = (user: SessionUser) => isRole(user.role) && can(user.role, "apiTokens.manage");

export const apiTokensRouter = router({
  list: own.input(apiTokenListInput).query(({ ctx, input }) => {
    if (input.everyone && !managesAll(ctx.user))
      throw forbidden("Only an administrator sees everyone's tokens");
    return apiTokensRepository(ctx.db).list(input.everyone ? null : ctx.user.id);
  }),

  /**
   * A token for the signed-in user only, made at the screen (a token cannot mint a longer-lived
   * one). The token is in this answer only; the server keeps nothing but its digest.
   */
  create: sessionOnlyProcedure("apiTokens.own", "create API tokens")
    .input(createApiTokenInput)
    .mutation(async ({ ctx, input }) => {
      const token = `${API_TOKEN_PREFIX}${generateToken()}`;
      const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
      return ctx.db.transaction().execute(async (trx) => {
        // Locked so a deactivation, role or password change running now either waits for this
        // token (and then revokes it) or has already happened (and is seen here).
        const owner = await usersRepository(trx).findForShare(ctx.user.id);
        if (!owner?.isActive) throw forbidden("This account is deactivated");
        const { id } = await apiTokensRepository(trx).insert({
          name: input.name,
          tokenHash: hashToken(token),
          userId: owner.id,
          createdBy: owner.id,
          scope: input.scope,
          expiresAt,
        });
        await writeAudit(trx, {
          userId: ctx.user.id,
          entityType: "api_token",
          entityId: id,
          action: "create",
          after: {
            name: input.name,
            userId: owner.id,
            scope: input.scope,
            expiresAt: expiresAt.toISOString(),
          },
        });
        return {
          id,
          name: input.name,
          token,
          username: owner.username,
          scope: input.scope,
          expiresAt: expiresAt.toISOString(),
        };
      });
    }),

  revoke: own.input(apiTokenIdInput).mutation(async ({ ctx, input }) => {
    return ctx.db.transaction().execute(async (trx) => {
      const tokens = apiTokensRepository(trx);
      const found = await tokens.findById(input.id);
      // Another user's token is as unknown as a missing one to a user who cannot see it.
      if (!found || (found.userId !== ctx.user.id && !managesAll(ctx.user))) throw notFound("Token");
      if (!(await tokens.revoke(found.id))) throw conflict("This token is already revoked");
      await writeAudit(trx, {
        userId: ctx.user.id,
        entityType: "api_token",
        entityId: input.id,
        action: "revoke",
      });
      return { success: true as const };
    });
  }),
});
