import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_TTL_MS } from "../../../platform/auth/session";
import { LoginThrottle } from "../../../platform/auth/throttle";
import { ADMIN_PASSWORD, createTestApp, TEST_ORIGIN, type TestApp } from "../../../testing/harness";

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

/** A sign-in sent by the peer at `address` (the harness's requests come from 127.0.0.1). */
function loginFrom(
  address: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: address,
    headers: { host: "atithi.test", origin: TEST_ORIGIN, ...headers },
    payload: { username, password },
  });
}

describe("throttling", () => {
  it("makes a pair wait after five wrong passwords, doubling the wait, and a success clears it", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom("127.0.0.1", "admin", `wrong-${i}`)).statusCode).toBe(401);
    }
    const blocked = await loginFrom("127.0.0.1", "admin", ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("60");
    expect(blocked.json().message).toBe("Too many failed sign-in attempts. Try again in 1 minute.");
    clock += 60_000;
    expect((await loginFrom("127.0.0.1", "admin", "wrong-again")).statusCode).toBe(401);
    const longer = await loginFrom("127.0.0.1", "admin", ADMIN_PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers["retry-after"]).toBe("120");
    expect(longer.json().message).toBe("Too many failed sign-in attempts. Try again in 2 minutes.");
    clock += 120_000;
    expect((await loginFrom("127.0.0.1", "admin", ADMIN_PASSWORD)).statusCode).toBe(200);
    // The success cleared the pair: the next mistake is an ordinary one.
    expect((await loginFrom("127.0.0.1", "admin", "typo")).statusCode).toBe(401);
    expect((await loginFrom("127.0.0.1", "admin", ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("never locks the owner out of their own address by a stranger's guesses from another", async () => {
    for (let i = 0; i < 30; i++) await loginFrom("203.0.113.9", "admin", `guess-${i}`);
    expect((await loginFrom("203.0.113.9", "admin", ADMIN_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom("127.0.0.1", "admin", ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("counts parallel guesses before checking them, so they cannot all slip past the limit", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom("127.0.0.1", "admin", `guess-${i}`)),
    );
    const checked = results.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(5);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    const [row] = await t.database.db
      .selectFrom("loginFailures")
      .select("failures")
      .where("username", "=", "admin")
      .execute();
    expect(row?.failures).toBe(5);
  });

  it("makes one address wait after twenty wrong passwords across usernames, and only that address", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await loginFrom("198.51.100.7", `user${i}`, "wrong-password")).statusCode).toBe(401);
    }
    const blocked = await loginFrom("198.51.100.7", "admin", ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("60");
    expect((await loginFrom("127.0.0.1", "admin", ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("shares the counts between server processes, since they live in the database", async () => {
    const [one, two] = [new LoginThrottle(() => clock), new LoginThrottle(() => clock)];
    const db = t.database.db;
    for (let i = 0; i < 3; i++) expect(await one.begin(db, "admin", "192.0.2.1")).toBe(0);
    for (let i = 0; i < 2; i++) expect(await two.begin(db, "admin", "192.0.2.1")).toBe(0);
    expect(await one.begin(db, "admin", "192.0.2.1")).toBe(60_000);
    expect(await two.begin(db, "admin", "192.0.2.1")).toBe(60_000);
  });

  it("ignores an X-Forwarded-For sent by a peer that is not a trusted proxy", async () => {
    for (let i = 0; i < 20; i++) {
      const spoofed = { "x-forwarded-for": `10.0.${i}.1` };
      expect((await loginFrom("198.51.100.8", `user${i}`, "wrong", spoofed)).statusCode).toBe(401);
    }
    const res = await loginFrom("198.51.100.8", "admin", ADMIN_PASSWORD, { "x-forwarded-for": "10.9.9.9" });
    expect(res.statusCode).toBe(429);
    const addresses = await t.database.db.selectFrom("loginFailures").select("address").distinct().execute();
    expect(addresses.map((a) => a.address)).toEqual(["198.51.100.8"]);
  });
});

describe("behind a trusted proxy", () => {
  it("throttles the client the proxy names, and only the proxy's word counts", async () => {
    const proxied = await createTestApp({ now: () => clock, config: { trustProxy: ["192.0.2.10"] } });
    try {
      const via = (peer: string, forwardedFor: string, password: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress: peer,
          headers: { host: "atithi.test", origin: TEST_ORIGIN, "x-forwarded-for": forwardedFor },
          payload: { username: "admin", password },
        });
      for (let i = 0; i < 5; i++) await via("192.0.2.10", "203.0.113.5", `wrong-${i}`);
      expect((await via("192.0.2.10", "203.0.113.5", ADMIN_PASSWORD)).statusCode).toBe(429);
      // Another client behind the same proxy is someone else.
      expect((await via("192.0.2.10", "203.0.113.6", ADMIN_PASSWORD)).statusCode).toBe(200);
      // The waiting client, reaching the server directly, cannot pose as another by adding a hop.
      expect((await via("203.0.113.5", "203.0.113.77", ADMIN_PASSWORD)).statusCode).toBe(429);
      const rows = await proxied.database.db
        .selectFrom("loginFailures")
        .select("address")
        .distinct()
        .execute();
      expect(rows.map((r) => r.address).sort()).toEqual(["203.0.113.5", "203.0.113.6"]);
    } finally {
      await proxied.close();
    }
  });

  it("with a hop count, takes the address the last proxy saw, not one the client wrote", async () => {
    const proxied = await createTestApp({ now: () => clock, config: { trustProxy: 1 } });
    try {
      for (let i = 0; i < 5; i++) {
        await proxied.app.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress: "10.0.0.2",
          headers: { host: "atithi.test", origin: TEST_ORIGIN, "x-forwarded-for": `1.1.1.${i}, 203.0.113.5` },
          payload: { username: "admin", password: `wrong-${i}` },
        });
      }
      const rows = await proxied.database.db.selectFrom("loginFailures").selectAll().execute();
      expect(rows.map((r) => [r.username, r.address, r.failures]).sort()).toEqual([
        ["", "203.0.113.5", 5],
        ["admin", "203.0.113.5", 5],
      ]);
    } finally {
      await proxied.close();
    }
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
    const created = await t.callerFor(admin).apiTokens.create({ name: "night audit", scope: "write" });
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
