import { loginInput, todayIn } from "@atithi/domain";
import { decoyHash, verifyPassword } from "../../../platform/auth/password";
import { createSession, invalidateSession } from "../../../platform/auth/session";
import { toPublicUser, usersRepository } from "../../../platform/auth/users.repository";
import { throttled, unauthorized } from "../../../platform/errors";
import { authorizedProcedure, publicProcedure, router } from "../../../platform/trpc/init";

export const INVALID_CREDENTIALS = "Invalid username or password";

function tooManyAttempts(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return throttled(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const username = input.username.toLowerCase();
    const wait = await ctx.loginThrottle.begin(ctx.db, username, ctx.ipAddress);
    if (wait > 0) throw tooManyAttempts(wait);
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
});
