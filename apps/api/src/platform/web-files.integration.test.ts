import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/harness";

// The built web app as the production build leaves it: each file with its .br and .gz beside it.
const html = `<!doctype html><title>Atithi</title>${"<!-- shell -->".repeat(200)}`;
const script = `console.log("app");${" ".repeat(4000)}`;
let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), "atithi-web-"));
  await mkdir(join(webDir, "assets"));
  for (const [name, body] of [
    ["index.html", html],
    ["assets/index-3f2a9c.js", script],
  ] as const) {
    await writeFile(join(webDir, name), body);
    await writeFile(join(webDir, `${name}.br`), brotliCompressSync(body));
    await writeFile(join(webDir, `${name}.gz`), gzipSync(body));
  }
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.request("GET", url, { headers: encoding ? { "accept-encoding": encoding } : {} });

describe("the web app's files", () => {
  it("are sent brotli-compressed to a browser that takes brotli, else gzip, else plain", async () => {
    const br = await get("/assets/index-3f2a9c.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get("/assets/index-3f2a9c.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/index-3f2a9c.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("cache hashed assets for a year and make the page revalidate", async () => {
    expect((await get("/assets/index-3f2a9c.js", "br")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const path of ["/", "/bookings?tab=group"]) {
      const page = await get(path, "br");
      expect(page.statusCode, path).toBe(200);
      expect(page.headers["cache-control"], path).toBe("no-cache");
      expect(brotliDecompressSync(page.rawPayload).toString(), path).toBe(html);
    }
  });

  it("answer 404 for a missing asset, not the page", async () => {
    const res = await get("/assets/gone-123.js", "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });
});
