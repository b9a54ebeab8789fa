import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp, TEST_ORIGIN, type TestApp } from "../../../testing/harness";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const NEW_PASSWORD = "a-new-admin-password";
const change = (cookie: string, body: unknown) => t.request("POST", "/api/auth/password", { cookie, body });
const signedIn = async (cookie: string) =>
  (await t.request("GET", "/api/auth/user", { cookie })).statusCode === 200;

describe("changing one's own password", () => {
  it("keeps this session, ends the others, revokes the user's tokens, and the new password signs in", async () => {
    const here = await t.login("admin", ADMIN_PASSWORD);
    const elsewhere = await t.login("admin", ADMIN_PASSWORD);
    const created = await t.request("POST", "/api/api-tokens", {
      cookie: here,
      body: { name: "Script", scope: "write" },
    });
    const token = created.json().token as string;

    const res = await change(here, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, signedOutSessions: 1, revokedTokens: 1 });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const byToken = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.statusCode).toBe(401);
    expect(
      (await t.request("POST", "/api/login", { body: { username: "admin", password: ADMIN_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    expect(await signedIn(await t.login("admin", NEW_PASSWORD))).toBe(true);
  });

  it("is open to every role", async () => {
    const desk = await t.createUser("front_desk", "desk");
    const cookie = await t.login(desk.username, "password-front_desk-1");
    const res = await change(cookie, {
      currentPassword: "password-front_desk-1",
      newPassword: "desk-password-2",
    });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(await t.login("desk", "desk-password-2"))).toBe(true);
  });

  it("answers 400 naming the problem: a wrong current password, a short or unchanged new one", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    for (const [body, message] of [
      [{ currentPassword: "not-my-password", newPassword: NEW_PASSWORD }, "Current password is incorrect"],
      [
        { currentPassword: ADMIN_PASSWORD, newPassword: "short" },
        "New password must be at least 10 characters",
      ],
      [
        { currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD },
        "New password must differ from the current one",
      ],
      [{ newPassword: NEW_PASSWORD }, "Current password is required"],
    ] as const) {
      const res = await change(cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await signedIn(await t.login("admin", ADMIN_PASSWORD))).toBe(true);
  });

  it("is throttled like sign-in: after five wrong current passwords the sixth attempt waits", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect(
        (await change(cookie, { currentPassword: `wrong-${i}`, newPassword: NEW_PASSWORD })).statusCode,
      ).toBe(400);
    }
    const res = await change(cookie, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("Too many failed password attempts. Try again in 1 minute.");
    expect(res.headers["retry-after"]).toBe("60");
  });

  it("is settled once when sent twice at once from the same old password", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const answers = await Promise.all([
      change(cookie, { currentPassword: ADMIN_PASSWORD, newPassword: "first-new-password" }),
      change(cookie, { currentPassword: ADMIN_PASSWORD, newPassword: "second-new-password" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? "first-new-password" : "second-new-password";
    expect(await signedIn(await t.login("admin", winner))).toBe(true);
  });

  it("cannot be done with an API token", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const { token } = (
      await t.request("POST", "/api/api-tokens", { cookie, body: { name: "Script", scope: "write" } })
    ).json();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "An API token cannot change a password: sign in with your password to do it",
    );
  });
});

describe("signing out other sessions", () => {
  it("ends every other session of the user and only theirs, keeping this one", async () => {
    const here = await t.login("admin", ADMIN_PASSWORD);
    const phone = await t.login("admin", ADMIN_PASSWORD);
    const laptop = await t.login("admin", ADMIN_PASSWORD);
    const desk = await t.createUser("front_desk", "desk");
    const deskCookie = await t.login(desk.username, "password-front_desk-1");

    const res = await t.request("POST", "/api/auth/sessions/revoke-others", { cookie: here });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, signedOutSessions: 2 });
    expect([
      await signedIn(here),
      await signedIn(phone),
      await signedIn(laptop),
      await signedIn(deskCookie),
    ]).toEqual([true, false, false, true]);
  });
});

describe("the same-origin check", () => {
  it("compares the scheme as well as the host", async () => {
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const https = await t.request("POST", "/api/logout", {
      cookie,
      headers: { origin: "https://atithi.test" },
    });
    expect(https.statusCode).toBe(403);
    expect(https.json().message).toBe("Cross-site request refused");
    const signIn = await t.request("POST", "/api/login", {
      body: { username: "admin", password: ADMIN_PASSWORD },
      headers: { origin: "https://atithi.test" },
    });
    expect(signIn.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
    expect(
      (await t.request("POST", "/api/logout", { cookie, headers: { origin: TEST_ORIGIN } })).statusCode,
    ).toBe(200);
  });

  it("reads the scheme a trusted proxy forwards", async () => {
    const proxied = await createTestApp({ config: { trustProxy: ["127.0.0.1"] } });
    try {
      const login = (origin: string, proto: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress: "127.0.0.1",
          headers: { host: "atithi.test", origin, "x-forwarded-proto": proto },
          payload: { username: "admin", password: ADMIN_PASSWORD },
        });
      expect((await login("https://atithi.test", "https")).statusCode).toBe(200);
      expect((await login("http://atithi.test", "https")).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});
