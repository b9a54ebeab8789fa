import { changePasswordInput, loginInput, todayIn } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { apiTokensRepository } from "../../../platform/auth/api-tokens.repository";
import { decoyHash, hashPassword, verifyPassword } from "../../../platform/auth/password";
import { createSession, invalidateSession } from "../../../platform/auth/session";
import { sessionsRepository } from "../../../platform/auth/sessions.repository";
import { toPublicUser, usersRepository } from "../../../platform/auth/users.repository";
import { badRequest, conflict, notFound, throttled, unauthorized } from "../../../platform/errors";
import {
  authorizedProcedure,
  publicProcedure,
  router,
  sessionOnlyProcedure,
} from "../../../platform/trpc/init";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

function tooManyAttempts(retryAfterMs: number, what: string) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return throttled(
    `Too many failed ${what} attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const username = input.username.toLowerCase();
    const wait = await ctx.loginThrottle.begin(ctx.db, username, ctx.ipAddress);
    if (wait > 0) throw tooManyAttempts(wait, "sign-in");
    const users = usersRepository(ctx.db);
    const user = await users.findByUsername(username);
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
    if (!user || !passwordOk || !user.isActive) {
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await ctx.loginThrottle.succeeded(ctx.db, username, ctx.ipAddress);
    if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
    const session = await createSession(ctx.db, user.id, {
      userAgent: ctx.userAgent,
      ipAddress: ctx.ipAddress,
    });
    await users.touchLastLogin(user.id);
    ctx.cookies.set(session.token, session.expiresAt);
    return { success: true as const, user: toPublicUser(user) };
  }),

  logout: authorizedProcedure("session.self").mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
    ctx.cookies.clear();
    return { success: true as const };
  }),

  /** The signed-in user, with what the web app needs to know about the property. */
  me: authorizedProcedure("session.self").query(({ ctx }) => ({
    ...toPublicUser(ctx.user),
    property: { timeZone: ctx.config.timeZone, today: todayIn(ctx.config.timeZone) },
  })),

  /**
   * The signed-in user's own password. A wrong current password counts against the same throttle
   * as a wrong sign-in (a stolen session must not become a password oracle). The change keeps this
   * session, ends every other one and revokes every API token of the user.
   */
  changePassword: sessionOnlyProcedure("session.self", "change a password")
    .input(changePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const { username } = ctx.user;
      const wait = await ctx.loginThrottle.begin(ctx.db, username, ctx.ipAddress);
      if (wait > 0) throw tooManyAttempts(wait, "password");
      const user = await usersRepository(ctx.db).findById(ctx.user.id);
      if (!user) throw notFound("User");
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest(WRONG_CURRENT_PASSWORD);
      }
      await ctx.loginThrottle.succeeded(ctx.db, username, ctx.ipAddress);
      const passwordHash = await hashPassword(input.newPassword);
      const result = await ctx.db.transaction().execute(async (trx) => {
        // Only over the password just verified: of two changes from the same old password, the
        // second finds it gone and changes nothing.
        if (!(await usersRepository(trx).replacePassword(user.id, user.passwordHash, passwordHash))) {
          throw conflict(
            "Your password was changed a moment ago by another request; sign in with the new one",
          );
        }
        const signedOutSessions = await sessionsRepository(trx).deleteOthers(user.id, ctx.sessionId);
        const revokedTokens = await apiTokensRepository(trx).revokeAllForUser(user.id, "password_changed");
        await writeAudit(trx, {
          userId: user.id,
          entityType: "user",
          entityId: user.id,
          action: "change_password",
          after: { signedOutSessions, revokedTokens },
        });
        return { signedOutSessions, revokedTokens };
      });
      return { success: true as const, ...result };
    }),

  /** Ends every session of the signed-in user but this one (a forgotten sign-in on another desk). */
  revokeOtherSessions: sessionOnlyProcedure("session.self", "sign out sessions").mutation(async ({ ctx }) => {
    return ctx.db.transaction().execute(async (trx) => {
      const signedOutSessions = await sessionsRepository(trx).deleteOthers(ctx.user.id, ctx.sessionId);
      await writeAudit(trx, {
        userId: ctx.user.id,
        entityType: "user",
        entityId: ctx.user.id,
        action: "revoke_other_sessions",
        after: { signedOutSessions },
      });
      return { success: true as const, signedOutSessions };
    });
  }),
});
