import type { Database } from "@atithi/db";
import { createUserInput, resetPasswordInput, setUserActiveInput, updateUserRoleInput } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { apiTokensRepository } from "../../../platform/auth/api-tokens.repository";
import { hashPassword } from "../../../platform/auth/password";
import { sessionsRepository } from "../../../platform/auth/sessions.repository";
import { toPublicUser, type UserRow, usersRepository } from "../../../platform/auth/users.repository";
import { conflict, notFound } from "../../../platform/errors";
import type { Context } from "../../../platform/trpc/context";
import { authorizedProcedure, router } from "../../../platform/trpc/init";

const manage = authorizedProcedure("users.manage");

async function existingUser(ctx: Context, id: string): Promise<UserRow> {
  const user = await usersRepository(ctx.db).findById(id);
  if (!user) throw notFound("User");
  return user;
}

/**
 * The property must never be left without an active administrator. Checked inside the change's
 * transaction with the administrators locked, so two of them cannot remove each other at once.
 */
async function assertNotLastAdmin(trx: Database, user: UserRow) {
  if (user.role !== "admin" || !user.isActive) return;
  if ((await usersRepository(trx).lockActiveAdmins()).length <= 1) {
    throw conflict("The last active administrator cannot be removed or demoted");
  }
}

export const usersRouter = router({
  list: manage.query(async ({ ctx }) => (await usersRepository(ctx.db).list()).map(toPublicUser)),

  create: manage.input(createUserInput).mutation(async ({ ctx, input }) => {
    const { password, ...rest } = input;
    const passwordHash = await hashPassword(password);
    return ctx.db.transaction().execute(async (trx) => {
      const user = await usersRepository(trx).insert({ ...rest, passwordHash });
      await writeAudit(trx, {
        userId: ctx.user.id,
        entityType: "user",
        entityId: user.id,
        action: "create",
        after: toPublicUser(user),
      });
      return toPublicUser(user);
    });
  }),

  setActive: manage.input(setUserActiveInput).mutation(async ({ ctx, input }) => {
    const user = await existingUser(ctx, input.id);
    return ctx.db.transaction().execute(async (trx) => {
      if (!input.isActive) await assertNotLastAdmin(trx, user);
      const updated = await usersRepository(trx).update(user.id, { isActive: input.isActive });
      if (!input.isActive) {
        await sessionsRepository(trx).deleteForUser(user.id);
        // Revoked, not merely unusable while inactive: reactivation gives no token back.
        await apiTokensRepository(trx).revokeAllForUser(user.id, "deactivated");
      }
      await writeAudit(trx, {
        userId: ctx.user.id,
        entityType: "user",
        entityId: user.id,
        action: input.isActive ? "activate" : "deactivate",
        before: { isActive: user.isActive },
        after: { isActive: input.isActive },
      });
      return toPublicUser(updated ?? user);
    });
  }),

  setRole: manage.input(updateUserRoleInput).mutation(async ({ ctx, input }) => {
    const user = await existingUser(ctx, input.id);
    return ctx.db.transaction().execute(async (trx) => {
      if (input.role !== "admin") await assertNotLastAdmin(trx, user);
      const updated = await usersRepository(trx).update(user.id, { role: input.role });
      // A token was given for what its user did then; a new role means new tokens.
      if (input.role !== user.role) await apiTokensRepository(trx).revokeAllForUser(user.id, "role_changed");
      await writeAudit(trx, {
        userId: ctx.user.id,
        entityType: "user",
        entityId: user.id,
        action: "set_role",
        before: { role: user.role },
        after: { role: input.role },
      });
      return toPublicUser(updated ?? user);
    });
  }),

  resetPassword: manage.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const user = await existingUser(ctx, input.id);
    const passwordHash = await hashPassword(input.password);
    await ctx.db.transaction().execute(async (trx) => {
      await usersRepository(trx).update(user.id, { passwordHash });
      // A reset password ends every session that knew the old one.
      await sessionsRepository(trx).deleteForUser(user.id);
      await apiTokensRepository(trx).revokeAllForUser(user.id, "password_reset");
      await writeAudit(trx, {
        userId: ctx.user.id,
        entityType: "user",
        entityId: user.id,
        action: "reset_password",
      });
    });
    return { success: true as const };
  }),
});
