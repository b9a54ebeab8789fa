import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS } from "./platform/security-headers";
import { createTestApp, type TestApp } from "./testing/harness";

let t: TestApp;
let behindProxy: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), "atithi-web-"));
  await mkdir(join(webDir, "assets"));
  await writeFile(join(webDir, "index.html"), "<!doctype html><title>Atithi</title>");
  t = await createTestApp({ webDir });
  behindProxy = await createTestApp({ webDir, config: { trustProxy: ["127.0.0.1"] } });
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
  await rm(webDir, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("security headers", () => {
  it("send a policy with no inline or evaluated script on the app, the API and a 404", async () => {
    for (const url of ["/", "/bookings", "/api/auth/user", "/api/no-such-path"]) {
      const res = await t.request("GET", url);
      const csp = directives(String(res.headers["content-security-policy"]));
      expect(csp.get("script-src"), url).toEqual(["'self'"]);
      expect(csp.get("default-src"), url).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors"), url).toEqual(["'none'"]);
      expect(csp.get("object-src"), url).toEqual(["'none'"]);
      expect(String(res.headers["content-security-policy"])).not.toMatch(/unsafe-eval/);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("allow the object store's public address for uploads and previews, and nothing else", async () => {
    const withStore = await createTestApp({
      config: {
        s3: {
          endpoint: "http://minio:9000",
          publicEndpoint: "https://files.example.com/",
          accessKey: "a",
          secretKey: "b",
          bucket: "c",
          region: "us-east-1",
        },
      },
      storage: async () => t.storage,
    });
    try {
      const csp = directives(
        String((await withStore.request("GET", "/api/auth/user")).headers["content-security-policy"]),
      );
      expect(csp.get("connect-src")).toEqual(["'self'", "https://files.example.com"]);
      expect(csp.get("script-src")).toEqual(["'self'"]);
    } finally {
      await withStore.close();
    }
  });

  it("add HSTS only when the request came over https through a trusted proxy", async () => {
    const https = { "x-forwarded-proto": "https" };
    expect(
      (await behindProxy.request("GET", "/", { headers: https })).headers["strict-transport-security"],
    ).toBe(HSTS);
    expect((await behindProxy.request("GET", "/")).headers["strict-transport-security"]).toBeUndefined();
    // An untrusted peer claiming https gets none: the connection it came over is plain http.
    expect(
      (await t.request("GET", "/", { headers: https })).headers["strict-transport-security"],
    ).toBeUndefined();
  });
});
