import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserRow } from "../../../platform/auth/users.repository";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";
import { onPostgres, postgresOnly } from "../../../testing/races";

// The guards as they would be without their locks and conditions: the token's owner read without
// FOR SHARE, and a new password written whatever the stored one has become. The unguarded read
// pauses before answering, as a busy server may, so the deactivation lands between the read and
// the token's insert every time rather than by chance (a CI run once saw no race in 40 pairs).
const unguarded = vi.hoisted(() => ({ on: false }));
vi.mock("../../../platform/auth/users.repository", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../platform/auth/users.repository")>();
  return {
    ...original,
    usersRepository: (db: Parameters<typeof original.usersRepository>[0]) => {
      const repository = original.usersRepository(db);
      if (!unguarded.on) return repository;
      return {
        ...repository,
        findForShare: async (id: string) => {
          const user = await repository.findById(id);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return user;
        },
        replacePassword: async (id: string, _verified: string, passwordHash: string) =>
          (await db.updateTable("users").set({ passwordHash }).where("id", "=", id).executeTakeFirst())
            .numUpdatedRows > 0n,
      };
    },
  };
});

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  unguarded.on = false;
  await t.close();
});

/** Deactivations racing token creations: how many tokens of a deactivated user were left working. */
async function tokensOutlivingDeactivation(rounds: number, batch = "") {
  const adminCookie = await t.login("admin", ADMIN_PASSWORD);
  const users: UserRow[] = [];
  for (let i = 0; i < rounds; i++) users.push(await t.createUser("front_desk", `racer${batch}${i}`));
  await Promise.all(
    users.map((user) =>
      Promise.all([
        t
          .callerFor(user)
          .apiTokens.create({ name: "Racing", scope: "write" })
          .catch(() => null),
        t.request("POST", "/trpc/users.setActive", {
          cookie: adminCookie,
          body: { id: user.id, isActive: false },
        }),
      ]),
    ),
  );
  const live = await t.database.db
    .selectFrom("apiTokens")
    .innerJoin("users", "users.id", "apiTokens.userId")
    .select("apiTokens.id")
    .where("users.isActive", "=", false)
    .where("apiTokens.revokedAt", "is", null)
    .execute();
  return live.length;
}

describe("the guards on tokens and passwords", () => {
  it("leave no working token to a user deactivated while it was being created", async () => {
    expect(await tokensOutlivingDeactivation(8)).toBe(0);
  });

  it.skipIf(!onPostgres)(
    `are what keeps a token alive past its user's deactivation (${postgresOnly})`,
    async () => {
      unguarded.on = true;
      expect(await tokensOutlivingDeactivation(8)).toBeGreaterThan(0);
    },
  );

  it.skipIf(!onPostgres)(
    `are what settles two password changes from one old password (${postgresOnly})`,
    async () => {
      unguarded.on = true;
      const cookie = await t.login("admin", ADMIN_PASSWORD);
      const answers = await Promise.all(
        ["first-new-password", "second-new-password"].map((newPassword) =>
          t.request("POST", "/api/auth/password", {
            cookie,
            body: { currentPassword: ADMIN_PASSWORD, newPassword },
          }),
        ),
      );
      // Unguarded, both are told their password is set, and one of them is wrong.
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    },
  );
});
