import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const adminRow = (t: TestApp) =>
  t.database.db.selectFrom("users").selectAll().where("username", "=", "admin").executeTakeFirstOrThrow();

describe("user administration", () => {
  it("creates a user who can then sign in, and records it in the audit log", async () => {
    const admin = await adminRow(t);
    const created = await t.callerFor(admin).users.create({
      username: "Priya.K",
      password: "front-desk-pass",
      role: "front_desk",
      firstName: "Priya",
      lastName: "",
      email: "",
    });
    expect(created).toMatchObject({ username: "priya.k", role: "front_desk", lastName: null, email: null });
    await t.login("priya.k", "front-desk-pass");
    const audit = await t.database.db
      .selectFrom("auditLog")
      .selectAll()
      .where("entityId", "=", created.id)
      .execute();
    expect(audit).toMatchObject([{ action: "create", entityType: "user", userId: admin.id }]);
  });

  it("refuses a duplicate username with 409 and a short password with 400", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const dup = await t.request("POST", "/trpc/users.create", {
      cookie,
      body: { username: "ADMIN", password: "long-enough-pw", role: "manager" },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe("A user with this username already exists");
    const short = await t.request("POST", "/trpc/users.create", {
      cookie,
      body: { username: "newbie", password: "short", role: "manager" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe("Password must be at least 10 characters");
  });

  it("deactivating a user ends their sessions", async () => {
    const admin = await adminRow(t);
    const user = await t.createUser("manager", "manager1");
    const cookie = await t.login("manager1", "password-manager-1");
    await t.callerFor(admin).users.setActive({ id: user.id, isActive: false });
    expect((await t.request("GET", "/api/auth/user", { cookie })).statusCode).toBe(401);
  });

  it("never leaves the property without an active administrator", async () => {
    const admin = await adminRow(t);
    await expect(t.callerFor(admin).users.setActive({ id: admin.id, isActive: false })).rejects.toMatchObject(
      {
        code: "CONFLICT",
      },
    );
    await expect(t.callerFor(admin).users.setRole({ id: admin.id, role: "manager" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("resetting a password ends old sessions and the new password works", async () => {
    const admin = await adminRow(t);
    const user = await t.createUser("accountant", "books1");
    const cookie = await t.login("books1", "password-accountant-1");
    await t.callerFor(admin).users.resetPassword({ id: user.id, password: "a-brand-new-secret" });
    expect((await t.request("GET", "/api/auth/user", { cookie })).statusCode).toBe(401);
    await t.login("books1", "a-brand-new-secret");
  });

  it("answers 404 for an unknown user", async () => {
    const admin = await adminRow(t);
    await expect(
      t.callerFor(admin).users.setActive({ id: "no-such-user", isActive: false }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
