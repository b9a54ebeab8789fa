import type { Database, Users } from "@atithi/db";
import type { Role } from "@atithi/domain";
import type { Selectable } from "kysely";

/** The user as every client sees it: never the password hash. */
export interface PublicUser {
  id: string;
  username: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export type UserRow = Selectable<Users>;

/**
 * What a request knows of its signed-in user: never the password hash. Named, not `users.*`, so the
 * lookup behind every request is a prepared statement (planned once per connection).
 */
export const SESSION_USER_COLUMNS = [
  "users.id",
  "users.username",
  "users.role",
  "users.firstName",
  "users.lastName",
  "users.email",
  "users.isActive",
  "users.lastLoginAt",
  "users.createdAt",
] as const;

export type SessionUser = Pick<
  UserRow,
  (typeof SESSION_USER_COLUMNS)[number] extends `users.${infer C extends keyof UserRow}` ? C : never
>;

export function toPublicUser(row: SessionUser): PublicUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role as Role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isActive: row.isActive,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function usersRepository(db: Database) {
  return {
    findByUsername(username: string) {
      return db
        .selectFrom("users")
        .selectAll()
        .where((eb) => eb(eb.fn("lower", ["username"]), "=", username.toLowerCase()))
        .executeTakeFirst();
    },
    findById(id: string) {
      return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    },
    list() {
      return db.selectFrom("users").selectAll().orderBy("username").execute();
    },
    count() {
      return db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
    insert(values: {
      username: string;
      passwordHash: string;
      role: Role;
      firstName?: string | null;
      lastName?: string | null;
      email?: string | null;
    }) {
      return db.insertInto("users").values(values).returningAll().executeTakeFirstOrThrow();
    },
    update(id: string, values: Partial<{ isActive: boolean; passwordHash: string; role: Role }>) {
      return db
        .updateTable("users")
        .set({ ...values, updatedAt: new Date() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
    },
    /**
     * The user, its row locked against a concurrent deactivation, role change or password change
     * until the transaction ends (FOR SHARE: such a change waits, and is then seen).
     */
    findForShare(id: string) {
      return db.selectFrom("users").selectAll().where("id", "=", id).forShare().executeTakeFirst();
    },
    /** Sets a new password only if it is still the one just verified; false when it changed meanwhile. */
    async replacePassword(id: string, verifiedHash: string, passwordHash: string): Promise<boolean> {
      const row = await db
        .updateTable("users")
        .set({ passwordHash, updatedAt: new Date() })
        .where("id", "=", id)
        .where("passwordHash", "=", verifiedHash)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },
    touchLastLogin(id: string) {
      return db.updateTable("users").set({ lastLoginAt: new Date() }).where("id", "=", id).execute();
    },
    lockActiveAdmins() {
      return db
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .where("isActive", "=", true)
        .forUpdate()
        .execute();
    },
  };
}
