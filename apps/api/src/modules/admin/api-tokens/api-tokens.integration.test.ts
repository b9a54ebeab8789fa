import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { UserRow } from "../../../platform/auth/users.repository";
import { READ_ONLY_TOKEN_MESSAGE } from "../../../platform/trpc/init";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";

let t: TestApp;
let adminCookie: string;
let desk: UserRow;
let deskCookie: string;
beforeEach(async () => {
  t = await createTestApp();
  adminCookie = await t.login("admin", ADMIN_PASSWORD);
  desk = await t.createUser("front_desk", "desk");
  deskCookie = await t.login("desk", "password-front_desk-1");
});
afterEach(() => t.close());

const DAY_MS = 86_400_000;

async function createToken(cookie: string, body: Record<string, unknown>) {
  const res = await t.request("POST", "/api/api-tokens", { cookie, body });
  if (res.statusCode !== 201) throw new Error(`token not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; token: string; scope: string; expiresAt: string; username: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const withToken = (method: "GET" | "POST", url: string, token: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as object }),
  });
const works = async (token: string) => (await withToken("GET", "/api/auth/user", token)).statusCode === 200;

describe("creating a token", () => {
  it("expires in 90 days unless told otherwise, at most a year, and needs a scope", async () => {
    const before = Date.now();
    const standard = await createToken(deskCookie, { name: "Channel manager", scope: "read" });
    expect(standard.username).toBe("desk");
    const days = (iso: string) => Math.round((new Date(iso).getTime() - before) / DAY_MS);
    expect(days(standard.expiresAt)).toBe(90);
    expect(
      days((await createToken(deskCookie, { name: "Year", scope: "write", expiresInDays: 365 })).expiresAt),
    ).toBe(365);

    for (const [body, message] of [
      [
        { name: "Long", scope: "read", expiresInDays: 366 },
        "Expiry must be a whole number of days from 1 to 365",
      ],
      [
        { name: "Never", scope: "read", expiresInDays: null },
        "Expiry must be a whole number of days from 1 to 365",
      ],
      [{ name: "No scope" }, "Scope must be read or write"],
      [{ name: "Admin", scope: "admin" }, "Scope must be read or write"],
    ] as const) {
      const res = await t.request("POST", "/api/api-tokens", { cookie: deskCookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("is for oneself only: another user's id is refused, and a token cannot mint tokens", async () => {
    const res = await t.request("POST", "/api/api-tokens", {
      cookie: adminCookie,
      body: { name: "For the desk", scope: "write", userId: desk.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Each user creates their own tokens: sign in as that user to create one for them",
    );
    const write = await createToken(adminCookie, { name: "Script", scope: "write" });
    const minted = await withToken("POST", "/api/api-tokens", write.token, { name: "Child", scope: "write" });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().message).toBe(
      "An API token cannot create API tokens: sign in with your password to do it",
    );
    const rows = await t.database.db.selectFrom("apiTokens").select(["userId", "createdBy"]).execute();
    expect(rows).toHaveLength(1);
  });

  it("stops working at its expiry", async () => {
    const token = await createToken(deskCookie, { name: "Short", scope: "read", expiresInDays: 1 });
    expect(await works(token.token)).toBe(true);
    await t.database.db
      .updateTable("apiTokens")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("id", "=", token.id)
      .execute();
    expect(await works(token.token)).toBe(false);
  });
});

describe("a read token", () => {
  it("reads over REST and tRPC, and every write is refused with 403 saying why", async () => {
    const read = await createToken(adminCookie, { name: "Reports", scope: "read" });
    expect((await withToken("GET", "/api/rooms", read.token)).statusCode).toBe(200);
    expect((await withToken("GET", "/trpc/rooms.list", read.token)).statusCode).toBe(200);

    const guest = { name: "Asha Rao", phone: "9876543210" };
    const rest = await withToken("POST", "/api/guests", read.token, guest);
    expect(rest.statusCode).toBe(403);
    expect(rest.json().message).toBe(READ_ONLY_TOKEN_MESSAGE);
    const trpc = await withToken("POST", "/trpc/guests.create", read.token, guest);
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json().error.message).toBe(READ_ONLY_TOKEN_MESSAGE);
    expect(await t.database.db.selectFrom("guests").select("id").execute()).toEqual([]);

    const write = await createToken(adminCookie, { name: "Sync", scope: "write" });
    expect((await withToken("POST", "/api/guests", write.token, guest)).statusCode).toBe(201);
  });
});

describe("listing and revoking", () => {
  it("shows each user their own tokens and the administrator everyone's", async () => {
    await createToken(adminCookie, { name: "Admin script", scope: "write" });
    await createToken(deskCookie, { name: "Desk script", scope: "read" });
    const names = async (cookie: string, query = "") =>
      (
        (await t.request("GET", `/api/api-tokens${query}`, { cookie })).json() as {
          name: string;
          username: string;
        }[]
      ).map((r) => `${r.username}: ${r.name}`);
    expect(await names(deskCookie)).toEqual(["desk: Desk script"]);
    expect(await names(adminCookie)).toEqual(["admin: Admin script"]);
    expect((await names(adminCookie, "?everyone=true")).sort()).toEqual([
      "admin: Admin script",
      "desk: Desk script",
    ]);
    const refused = await t.request("GET", "/api/api-tokens?everyone=true", { cookie: deskCookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only an administrator sees everyone's tokens");
    const accountant = await t.createUser("accountant", "books");
    const accountantCookie = await t.login(accountant.username, "password-accountant-1");
    expect(await names(accountantCookie)).toEqual([]);
  });

  it("lets a user revoke their own, not another's; the administrator revokes any", async () => {
    const mine = await createToken(deskCookie, { name: "Mine", scope: "write" });
    const admins = await createToken(adminCookie, { name: "Admin's", scope: "write" });

    const other = await t.request("POST", `/api/api-tokens/${admins.id}/revoke`, { cookie: deskCookie });
    expect(other.statusCode).toBe(404);
    expect(await works(admins.token)).toBe(true);

    expect(
      (await t.request("POST", `/api/api-tokens/${mine.id}/revoke`, { cookie: deskCookie })).statusCode,
    ).toBe(200);
    expect(await works(mine.token)).toBe(false);
    const again = await t.request("POST", `/api/api-tokens/${mine.id}/revoke`, { cookie: deskCookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This token is already revoked");

    const desks = await createToken(deskCookie, { name: "Second", scope: "read" });
    expect(
      (await t.request("POST", `/api/api-tokens/${desks.id}/revoke`, { cookie: adminCookie })).statusCode,
    ).toBe(200);
    expect(await works(desks.token)).toBe(false);
    const list = (await t.request("GET", "/api/api-tokens", { cookie: deskCookie })).json();
    expect(list.map((r: { name: string; revokedReason: string }) => [r.name, r.revokedReason])).toEqual([
      ["Second", "revoked"],
      ["Mine", "revoked"],
    ]);
  });
});

describe("a user's tokens die", () => {
  async function deskToken() {
    const { token } = await createToken(deskCookie, { name: "Desk script", scope: "write" });
    expect(await works(token)).toBe(true);
    return token;
  }
  const reasons = async () =>
    (
      await t.database.db
        .selectFrom("apiTokens")
        .select("revokedReason")
        .where("userId", "=", desk.id)
        .execute()
    ).map((r) => r.revokedReason);

  it("when an administrator resets their password", async () => {
    const token = await deskToken();
    const res = await t.request("POST", "/trpc/users.resetPassword", {
      cookie: adminCookie,
      body: { id: desk.id, password: "a-brand-new-password" },
    });
    expect(res.statusCode).toBe(200);
    expect(await works(token)).toBe(false);
    expect(await reasons()).toEqual(["password_reset"]);
  });

  it("when they are deactivated, and stay dead after reactivation", async () => {
    const token = await deskToken();
    const setActive = (isActive: boolean) =>
      t.request("POST", "/trpc/users.setActive", { cookie: adminCookie, body: { id: desk.id, isActive } });
    expect((await setActive(false)).statusCode).toBe(200);
    expect(await works(token)).toBe(false);
    expect((await setActive(true)).statusCode).toBe(200);
    expect(await works(token)).toBe(false);
    expect(await reasons()).toEqual(["deactivated"]);
  });

  it("when their role changes, and not when it is set to what it was", async () => {
    const token = await deskToken();
    const setRole = (role: string) =>
      t.request("POST", "/trpc/users.setRole", { cookie: adminCookie, body: { id: desk.id, role } });
    expect((await setRole("front_desk")).statusCode).toBe(200);
    expect(await works(token)).toBe(true);
    expect((await setRole("manager")).statusCode).toBe(200);
    expect(await works(token)).toBe(false);
    expect(await reasons()).toEqual(["role_changed"]);
  });
});
