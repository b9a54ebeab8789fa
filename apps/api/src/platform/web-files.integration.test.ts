import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { PAGE_DATA_ELEMENT_ID } from "@atithi/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/harness";

// The built web app as the production build leaves it: each file with its .br and .gz beside it.
const html = `<!doctype html><html><head><title>Atithi</title></head><body>${"<!-- shell -->".repeat(200)}</body></html>`;
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

  it("cache hashed assets for a year, and never the page, which is made for who asks", async () => {
    expect((await get("/assets/index-3f2a9c.js", "br")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const path of ["/", "/bookings?tab=group"]) {
      const page = await get(path, "br");
      expect(page.statusCode, path).toBe(200);
      expect(page.headers["cache-control"], path).toBe("no-store");
      expect(page.headers["content-encoding"], path).toBe("br");
      expect(brotliDecompressSync(page.rawPayload).toString(), path).toBe(
        html.replace(
          "</head>",
          `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"me":null}</script></head>`,
        ),
      );
    }
    for (const [accepted, sent] of [
      ["gzip;q=1, br;q=0.001", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["identity", undefined],
      ["*", "br"],
      ["gzip, deflate", "gzip"],
      ["gzip;q=0.5, identity", undefined],
      ["gzip;q=5, br", "br"],
      ["br;q=abc, gzip", "gzip"],
    ] as const) {
      const page = await get("/", accepted);
      expect(page.headers["content-encoding"], accepted).toBe(sent);
      const body =
        sent === "gzip"
          ? gunzipSync(page.rawPayload)
          : sent === "br"
            ? brotliDecompressSync(page.rawPayload)
            : page.rawPayload;
      expect(body.toString(), accepted).toContain("</html>");
    }
  });

  it("write who is signed in into the page, as auth.me answers it", async () => {
    const user = await t.createUser("front_desk", "page-reader");
    await t.database.db
      .updateTable("users")
      .set({ firstName: "</script><script>alert(1)</script><!--" })
      .where("id", "=", user.id)
      .execute();
    const cookie = await t.login("page-reader", "password-front_desk-1");
    const page = (await t.request("GET", "/rooms", { cookie })).body;
    const element = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`);
    const written = element.exec(page)?.[1] ?? "";
    // Nothing in the name can end the element early or open a comment in it.
    expect(written).not.toMatch(/[<>]/);
    const me = (await t.request("GET", "/trpc/auth.me", { cookie })).json().result.data;
    const version = (await t.request("GET", "/trpc/dataChanges.version", { cookie })).json().result.data
      .version;
    expect(JSON.parse(written)).toEqual({ me, dataVersion: version });
    expect(me.firstName).toBe("</script><script>alert(1)</script><!--");

    const forged = await t.request("GET", "/", { cookie: "atithi_session=expired-or-forged" });
    expect(element.exec(forged.body)?.[1]).toBe('{"me":null}');
    // A script's request (a Bearer token) gets the page as built.
    const script = await t.request("GET", "/", { headers: { authorization: "Bearer not-a-browser" } });
    expect(script.body).toBe(html);
    // A proxy's Basic authentication in front of the app is no script: the page is made as usual.
    const behindBasic = await t.request("GET", "/rooms", {
      cookie,
      headers: { authorization: "Basic dXNlcjpwdw==" },
    });
    expect(JSON.parse(element.exec(behindBasic.body)?.[1] ?? "{}").me).toEqual(me);
  });

  it("answer 404 for a missing asset, not the page", async () => {
    const res = await get("/assets/gone-123.js", "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });
});
