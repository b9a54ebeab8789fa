import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_TTL_MS } from "../../../platform/auth/session";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";

let t: TestApp;
let clock = Date.now();
beforeEach(async () => {
  clock = Date.now();
  t = await createTestApp({ now: () => clock });
});
afterEach(() => t.close());

describe("sign-in", () => {
  it("answers the user and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await t.request("POST", "/api/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { username: "admin", role: "admin" } });
    expect(res.json().user.passwordHash).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === "atithi_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const expires = cookie?.expires?.getTime() ?? 0;
    expect(Math.abs(expires - (Date.now() + SESSION_TTL_MS))).toBeLessThan(60_000);
  });

  it("marks the cookie Secure when served over https", async () => {
    const res = await t.request("POST", "/api/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
      headers: { "x-forwarded-proto": "https" },
    });
    // Without TRUST_PROXY the forwarded protocol is ignored.
    expect(res.cookies.find((c) => c.name === "atithi_session")?.secure).toBeFalsy();
    t.config.secureCookies = true;
    const secure = await t.request("POST", "/api/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(secure.cookies.find((c) => c.name === "atithi_session")?.secure).toBe(true);
  });

  it("gives the same 401 answer for an unknown user and a wrong password", async () => {
    const wrong = await t.request("POST", "/api/login", {
      body: { username: "admin", password: "nope-nope-nope" },
    });
    const unknown = await t.request("POST", "/api/login", {
      body: { username: "ghost", password: "nope-nope-nope" },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: "Invalid username or password" });
    }
  });

  it("refuses an empty form with the form's messages", async () => {
    const res = await t.request("POST", "/api/login", { body: { username: "", password: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Username is required");
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      "Username is required",
      "Password is required",
    ]);
  });

  it("creates a new session on every login, storing only a digest of the token", async () => {
    const first = await t.login("admin", ADMIN_PASSWORD);
    const second = await t.login("admin", ADMIN_PASSWORD);
    expect(first).not.toBe(second);
    const rows = await t.database.db.selectFrom("sessions").select("id").execute();
    expect(rows).toHaveLength(2);
    const token = first.split("=")[1] ?? "";
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it("does not let a deactivated user sign in", async () => {
    const user = await t.createUser("front_desk", "frontdesk1");
    await t.database.db.updateTable("users").set({ isActive: false }).where("id", "=", user.id).execute();
    const res = await t.request("POST", "/api/login", {
      body: { username: "frontdesk1", password: "password-front_desk-1" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("the current user and logout", () => {
  it("answers 401 when signed out, the user when signed in", async () => {
    expect((await t.request("GET", "/api/auth/user")).statusCode).toBe(401);
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const me = await t.request("GET", "/api/auth/user", { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: "admin", property: { timeZone: "Asia/Kolkata" } });
  });

  it("logout deletes the session so the cookie no longer works", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const out = await t.request("POST", "/api/logout", { cookie });
    expect(out.statusCode).toBe(200);
    expect(await t.database.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    expect((await t.request("GET", "/api/auth/user", { cookie })).statusCode).toBe(401);
  });

  it("expires a session after 30 days and slides it when used in its last 15", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const day = 86_400_000;
    // Pretend the session was created 20 days ago: it is renewed on use.
    await t.database.db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() + 10 * day) })
      .execute();
    const renewed = await t.request("GET", "/api/auth/user", { cookie });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies.find((c) => c.name === "atithi_session")).toBeDefined();
    const row = await t.database.db.selectFrom("sessions").select("expiresAt").executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);
    // Now let it lapse.
    await t.database.db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await t.request("GET", "/api/auth/user", { cookie })).statusCode).toBe(401);
    expect(await t.database.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
  });
});

describe("throttling", () => {
  it("answers 429 after five failures for one username, until the window passes", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.request("POST", "/api/login", {
        body: { username: "admin", password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request("POST", "/api/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts\. Try again in 15 minutes\./);
    clock += 15 * 60_000 + 1;
    const again = await t.request("POST", "/api/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it("counts parallel guesses before checking them, so they cannot all slip past the limit", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request("POST", "/api/login", { body: { username: "admin", password: `guess-${i}` } }),
      ),
    );
    const checked = results.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.statusCode === 429).length).toBe(20 - checked);
  });

  it("answers 429 after twenty failures from one address across usernames", async () => {
    for (let i = 0; i < 20; i++) {
      await t.request("POST", "/api/login", { body: { username: `user${i}`, password: "wrong-password" } });
    }
    const blocked = await t.request("POST", "/api/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe("cross-site requests", () => {
  it("refuses a cookie-authenticated change without a matching Origin", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const foreign = await t.request("POST", "/api/logout", {
      cookie,
      headers: { origin: "http://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { host: "atithi.test", cookie },
    });
    expect(missing.statusCode).toBe(403);
    // The session survived both attempts.
    expect((await t.request("GET", "/api/auth/user", { cookie })).statusCode).toBe(200);
    expect((await t.request("POST", "/api/logout", { cookie })).statusCode).toBe(200);
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await t.request("POST", "/api/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
      headers: { origin: "http://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("API tokens", () => {
  it("authenticate scripts with a bearer token until revoked", async () => {
    const admin = await t.database.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    const created = await t.callerFor(admin).apiTokens.create({ name: "night audit" });
    expect(created.token).toMatch(/^atk_/);
    const stored = await t.database.db.selectFrom("apiTokens").select("tokenHash").executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(created.token);

    const bearer = { authorization: `Bearer ${created.token}` };
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe("admin");
    const list = await t.app.inject({ method: "GET", url: "/trpc/apiTokens.list", headers: bearer });
    expect(list.statusCode).toBe(200);

    await t.callerFor(admin).apiTokens.revoke({ id: created.id });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/auth/user",
          headers: { authorization: "Bearer atk_bogus" },
        })
      ).statusCode,
    ).toBe(401);
  });
});
