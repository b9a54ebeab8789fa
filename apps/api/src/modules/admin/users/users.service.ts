import type { Database } from "@atithi/db";
import type { CreateUserInput, Role } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { apiTokensRepository } from "../../../platform/auth/api-tokens.repository";
import { hashPassword } from "../../../platform/auth/password";
import { sessionsRepository } from "../../../platform/auth/sessions.repository";
import { toPublicUser, type UserRow, usersRepository } from "../../../platform/auth/users.repository";
import { conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";

async function existingUser(db: Database, id: string): Promise<UserRow> {
  const user = await usersRepository(db).findById(id);
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

export async function listUsers(db: Database) {
  return (await usersRepository(db).list()).map(toPublicUser);
}

export async function createUser({ db, userId }: Actor, input: CreateUserInput) {
  const { password, ...rest } = input;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const user = await usersRepository(trx).insert({ ...rest, passwordHash });
    await writeAudit(trx, {
      userId,
      entityType: "user",
      entityId: user.id,
      action: "create",
      after: toPublicUser(user),
    });
    return toPublicUser(user);
  });
}

/** A deactivated user's sessions end and their tokens are revoked. */
export async function setUserActive({ db, userId }: Actor, id: string, isActive: boolean) {
  const user = await existingUser(db, id);
  return db.transaction().execute(async (trx) => {
    if (!isActive) await assertNotLastAdmin(trx, user);
    const updated = await usersRepository(trx).update(user.id, { isActive });
    if (!isActive) {
      await sessionsRepository(trx).deleteForUser(user.id);
      // Revoked, not merely unusable while inactive: reactivation gives no token back.
      await apiTokensRepository(trx).revokeAllForUser(user.id, "deactivated");
    }
    await writeAudit(trx, {
      userId,
      entityType: "user",
      entityId: user.id,
      action: isActive ? "activate" : "deactivate",
      before: { isActive: user.isActive },
      after: { isActive },
    });
    return toPublicUser(updated ?? user);
  });
}

export async function setUserRole({ db, userId }: Actor, id: string, role: Role) {
  const user = await existingUser(db, id);
  return db.transaction().execute(async (trx) => {
    if (role !== "admin") await assertNotLastAdmin(trx, user);
    const updated = await usersRepository(trx).update(user.id, { role });
    // A token was given for what its user did then; a new role means new tokens.
    if (role !== user.role) await apiTokensRepository(trx).revokeAllForUser(user.id, "role_changed");
    await writeAudit(trx, {
      userId,
      entityType: "user",
      entityId: user.id,
      action: "set_role",
      before: { role: user.role },
      after: { role },
    });
    return toPublicUser(updated ?? user);
  });
}

export async function resetUserPassword({ db, userId }: Actor, id: string, password: string) {
  const user = await existingUser(db, id);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await usersRepository(trx).update(user.id, { passwordHash });
    // A reset password ends every session that knew the old one.
    await sessionsRepository(trx).deleteForUser(user.id);
    await apiTokensRepository(trx).revokeAllForUser(user.id, "password_reset");
    await writeAudit(trx, { userId, entityType: "user", entityId: user.id, action: "reset_password" });
  });
  return { success: true as const };
}
