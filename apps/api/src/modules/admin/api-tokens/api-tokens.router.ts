import { apiTokenIdInput, createApiTokenInput } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { apiTokensRepository } from "../../../platform/auth/api-tokens.repository";
import { generateToken, hashToken } from "../../../platform/auth/tokens";
import { usersRepository } from "../../../platform/auth/users.repository";
import { DomainError, notFound } from "../../../platform/errors";
import { authorizedProcedure, router } from "../../../platform/trpc/init";

const manage = authorizedProcedure("apiTokens.manage");
export const API_TOKEN_PREFIX = "atk_";

export const apiTokensRouter = router({
  list: manage.query(({ ctx }) => apiTokensRepository(ctx.db).list()),

  /** The token is in this answer only; the server keeps nothing but its digest. */
  create: manage.input(createApiTokenInput).mutation(async ({ ctx, input }) => {
    const userId = input.userId ?? ctx.user.id;
    const owner = await usersRepository(ctx.db).findById(userId);
    if (!owner) throw notFound("User");
    const token = `${API_TOKEN_PREFIX}${generateToken()}`;
    const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null;
    return ctx.db.transaction().execute(async (trx) => {
      const { id } = await apiTokensRepository(trx).insert({
        name: input.name,
        tokenHash: hashToken(token),
        userId,
        createdBy: ctx.user.id,
        expiresAt,
      });
      await writeAudit(trx, {
        userId: ctx.user.id,
        entityType: "api_token",
        entityId: id,
        action: "create",
        after: { name: input.name, userId },
      });
      return {
        id,
        name: input.name,
        token,
        username: owner.username,
        expiresAt: expiresAt?.toISOString() ?? null,
      };
    });
  }),

  revoke: manage.input(apiTokenIdInput).mutation(async ({ ctx, input }) => {
    return ctx.db.transaction().execute(async (trx) => {
      const revoked = await apiTokensRepository(trx).revoke(input.id);
      if (!revoked) throw new DomainError("not_found", "Token not found or already revoked");
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
