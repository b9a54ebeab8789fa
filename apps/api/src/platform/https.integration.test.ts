import { connect, type IncomingHttpHeaders } from "node:http2";
import { Agent, request } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../testing/harness";
import { testTls } from "../testing/tls-fixture";
import { HSTS } from "./security-headers";

// The test certificate (localhost, 127.0.0.1), trusted by these clients as their only authority.
const { cert, key } = testTls();

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ tls: { cert, key } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** One request over HTTP/2: the response's headers and body. */
function h2(path: string, method = "GET", body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const session = connect(origin, { ca: cert });
    const fail = (error: Error) => {
      session.destroy();
      reject(error);
    };
    session.on("error", fail);
    const stream = session.request({ ":method": method, ":path": path, ...headers });
    let text = "";
    stream.setEncoding("utf8");
    stream.on("response", (responseHeaders) => {
      stream.on("data", (chunk: string) => {
        text += chunk;
      });
      stream.on("end", () => {
        session.close();
        resolve({ headers: responseHeaders, body: text });
      });
    });
    stream.on("error", fail);
    stream.end(body);
  });
}

/** One request over HTTP/1.1 and TLS: its status. */
function h1Status(url: string, agent?: Agent) {
  return new Promise<number | undefined>((resolve, reject) => {
    const req = request(url, agent ? { agent } : { ca: cert }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("with TLS_CERT_FILE and TLS_KEY_FILE", () => {
  it("answers over HTTP/2 with HSTS, and a sign-in from the page's own origin sets a Secure cookie", async () => {
    const anonymous = await h2("/trpc/auth.me");
    expect(anonymous.headers[":status"]).toBe(401);
    expect(anonymous.headers["strict-transport-security"]).toBe(HSTS);

    // HTTP/2 has no Host header: the same-origin check reads the :authority pseudo-header.
    const signIn = await h2(
      "/api/login",
      "POST",
      JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
      {
        "content-type": "application/json",
        origin,
      },
    );
    expect(signIn.headers[":status"]).toBe(200);
    const cookie = ([] as string[])
      .concat(signIn.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("atithi_session="));
    expect(cookie).toMatch(/; Secure/i);

    const me = await h2("/trpc/auth.me", "GET", undefined, {
      cookie: (cookie as string).split(";")[0] as string,
    });
    expect(me.headers[":status"]).toBe(200);
    expect(JSON.parse(me.body).result.data.username).toBe("admin");

    const forged = await h2(
      "/api/login",
      "POST",
      JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
      {
        "content-type": "application/json",
        origin: "https://elsewhere.example",
      },
    );
    expect(forged.headers[":status"]).toBe(403);
  });

  it("still answers HTTP/1.1 over TLS, for clients that do not offer HTTP/2", async () => {
    expect(await h1Status(`${origin}/trpc/auth.me`)).toBe(401);
  });

  it("closes promptly with idle sessions open (polling tabs), and lets requests in flight finish, on both protocols", async () => {
    const other = await createTestApp({ tls: { cert, key } });
    other.app.get("/slow-for-test", async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `https://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const idle = connect(base, { ca: cert });
    const busy = connect(base, { ca: cert });
    const agent = new Agent({ keepAlive: true, ca: cert });
    for (const session of [idle, busy]) session.on("error", () => {});
    const h2Status = (session: typeof idle, path: string) =>
      new Promise<unknown>((resolve, reject) => {
        const stream = session.request({ ":path": path });
        stream.on("response", (headers) => resolve(headers[":status"]));
        stream.on("error", reject);
        stream.resume();
      });
    try {
      // An idle HTTP/2 session and an idle HTTP/1.1 keep-alive connection, each used once.
      expect(await h2Status(idle, "/trpc/auth.me")).toBe(401);
      expect(await h1Status(`${base}/trpc/auth.me`, agent)).toBe(401);
      const slowH2 = h2Status(busy, "/slow-for-test");
      const slowH1 = h1Status(`${base}/slow-for-test`, agent);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      await other.app.close();
      expect(performance.now() - started).toBeLessThan(2000);
      expect(await slowH2).toBe(200);
      expect(await slowH1).toBe(200);
    } finally {
      idle.destroy();
      busy.destroy();
      agent.destroy();
      await other.close();
    }
  });
});
