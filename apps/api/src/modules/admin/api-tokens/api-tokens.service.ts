import { can, type createApiTokenInput } from "@atithi/domain";
import type { z } from "zod";
import { writeAudit } from "../../../platform/audit";
import { apiTokensRepository } from "../../../platform/auth/api-tokens.repository";
import { generateToken, hashToken } from "../../../platform/auth/tokens";
import { usersRepository } from "../../../platform/auth/users.repository";
import { conflict, forbidden, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";

const API_TOKEN_PREFIX = "atk_";
const DAY_MS = 86_400_000;

/** The administrator sees and revokes everyone's tokens; everyone else only their own. */
const managesAll = ({ role }: Actor) => can(role, "apiTokens.manage");

export function listApiTokens(actor: Actor, everyone: boolean) {
  if (everyone && !managesAll(actor)) throw forbidden("Only an administrator sees everyone's tokens");
  return apiTokensRepository(actor.db).list(everyone ? null : actor.userId);
}

/**
 * A token for the signed-in user only. The token is in this answer only; the server keeps nothing
 * but its digest.
 */
export function createApiToken({ db, userId }: Actor, input: z.output<typeof createApiTokenInput>) {
  const token = `${API_TOKEN_PREFIX}${generateToken()}`;
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  return db.transaction().execute(async (trx) => {
    // Locked so a deactivation, role or password change running now either waits for this
    // token (and then revokes it) or has already happened (and is seen here).
    const owner = await usersRepository(trx).findForShare(userId);
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
      userId,
      entityType: "api_token",
      entityId: id,
      action: "create",
      after: { name: input.name, userId: owner.id, scope: input.scope, expiresAt: expiresAt.toISOString() },
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
}

export function revokeApiToken(actor: Actor, id: string) {
  return actor.db.transaction().execute(async (trx) => {
    const tokens = apiTokensRepository(trx);
    const found = await tokens.findById(id);
    // Another user's token is as unknown as a missing one to a user who cannot see it.
    if (!found || (found.userId !== actor.userId && !managesAll(actor))) throw notFound("Token");
    if (!(await tokens.revoke(found.id))) throw conflict("This token is already revoked");
    await writeAudit(trx, { userId: actor.userId, entityType: "api_token", entityId: id, action: "revoke" });
    return { success: true as const };
  });
}
