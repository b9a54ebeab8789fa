import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import {
  addDays,
  expirationDate,
  MAX_OPEN_UPLOADS,
  MAX_UPLOAD_BYTES,
  todayIn,
  UNSUPPORTED_MEDIA_TYPE,
} from "@atithi/domain";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LocalDiskStorage } from "../../../platform/storage/local-disk-storage";
import { createS3Storage } from "../../../platform/storage/s3-storage";
import { UPLOAD_URL_SECONDS } from "../../../platform/storage/storage";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";
import { startS3rver } from "../../../testing/object-store";
import { sweepExpiredUploads, UNSAVED_UPLOAD_GRACE_MS } from "./digital-assets.service";

const today = () => todayIn("Asia/Kolkata");
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1500, 0x41)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const HTML = Buffer.from("<html><body><script>fetch('/api/users',{method:'POST'})</script></body></html>");
/** POST /api/objects/upload's body: the type the file will be sent as. */
const declared = (contentType = "application/pdf", fileName?: string) => ({
  contentType,
  ...(fileName ? { fileName } : {}),
});

let t: TestApp;
let cookie: string;
const api = (method: "GET" | "POST" | "DELETE", url: string, body?: unknown) =>
  t.request(method, url, { cookie, body });

/** PUTs bytes to an upload URL as a browser would: the store's own address for S3, our API for local disk. */
async function put(uploadURL: string, bytes: Buffer | Readable, contentType = "application/pdf") {
  if (uploadURL.startsWith("http")) {
    const res = await fetch(uploadURL, {
      method: "PUT",
      body: bytes as Buffer,
      headers: { "content-type": contentType },
    });
    return res.status;
  }
  const res = await t.app.inject({
    method: "PUT",
    url: uploadURL,
    headers: { "content-type": contentType },
    payload: bytes,
  });
  return res.statusCode;
}

/** GETs a signed read URL; answers status, headers and the bytes. */
async function get(url: string) {
  if (url.startsWith("http")) {
    const res = await fetch(url);
    return {
      status: res.status,
      disposition: res.headers.get("content-disposition"),
      contentType: res.headers.get("content-type"),
      body: Buffer.from(await res.arrayBuffer()),
    };
  }
  const res = await t.app.inject({ method: "GET", url });
  return {
    status: res.statusCode,
    disposition: res.headers["content-disposition"] as string | undefined,
    contentType: res.headers["content-type"] as string | undefined,
    body: res.rawPayload,
  };
}

interface UploadTarget {
  uploadURL: string;
  objectKey: string;
  method: "PUT" | "POST";
  fields?: Record<string, string>;
}

/** Sends a file to its upload target as Uppy does: a PUT of the bytes, or S3's POST policy form. */
async function send(target: UploadTarget, bytes: Buffer, contentType = "application/pdf") {
  if (target.method === "PUT") return put(target.uploadURL, bytes, contentType);
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields ?? {})) form.set(name, value);
  form.set("Content-Type", contentType);
  // S3 reads no field after the file.
  form.set("file", new Blob([bytes]), "file");
  return (await fetch(target.uploadURL, { method: "POST", body: form })).status;
}

/** Where the file landed, as Uppy reports it: the PUT URL, or the bucket's URL and the key. */
const locationOf = (target: UploadTarget) =>
  target.method === "PUT" ? target.uploadURL : `${target.uploadURL.replace(/\/+$/, "")}/${target.objectKey}`;

async function upload(bytes: Buffer = PDF, contentType = "application/pdf", fileName?: string) {
  const res = await api("POST", "/api/objects/upload", declared(contentType, fileName));
  expect(res.statusCode).toBe(200);
  const target = res.json() as UploadTarget;
  expect([200, 204]).toContain(await send(target, bytes, contentType));
  // `uploadURL`: what the browser saves with.
  return { uploadURL: locationOf(target), objectKey: target.objectKey, target };
}

const assetFields = (fileUrl: string) => ({
  fileName: "march-power-bill.pdf",
  fileType: "power_bill",
  description: "Electricity, March",
  retentionYears: 8,
  confidentialityLevel: "confidential",
  tags: "bills, 2026",
  notes: "Paid online",
  fileUrl,
  // The client's claims; the server records what the store holds instead.
  fileSize: 1,
  mimeType: "image/png",
});

/** Where the saved asset's object is kept: never the upload key. */
async function filePathOf(id: string) {
  const row = await t.database.db
    .selectFrom("digitalAssets")
    .select("filePath")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.filePath;
}

async function viewOf(id: string) {
  return get((await api("GET", `/api/digital-assets/${id}/url`)).json().url);
}

/** The same contract, whichever store is behind it. */
function uploadContract() {
  it("uploads, saves with the real size and type, reads back, and deletes the object", async () => {
    const { uploadURL, objectKey } = await upload();
    const created = await api("POST", "/api/digital-assets", assetFields(uploadURL));
    expect(created.statusCode).toBe(201);
    const asset = created.json();
    expect(asset).toMatchObject({
      fileName: "march-power-bill.pdf",
      fileType: "power_bill",
      fileSize: PDF.length,
      mimeType: "application/pdf",
      retentionYears: 8,
      confidentialityLevel: "confidential",
      tags: "bills, 2026",
      expirationDate: expirationDate(today(), 8),
      status: "active",
      fileUrl: `/api/digital-assets/${asset.id}/file`,
    });
    const filePath = await filePathOf(asset.id);
    expect(filePath).toMatch(/^assets\//);
    expect(await t.storage.stat(filePath)).toEqual({ size: PDF.length, contentType: "application/pdf" });
    expect(await t.storage.stat(objectKey)).toBeNull();

    const again = await api("POST", "/api/digital-assets", assetFields(uploadURL));
    expect(again.statusCode).toBe(409);

    expect((await api("GET", "/api/digital-assets")).json()).toMatchObject([{ id: asset.id }]);
    expect((await api("GET", "/api/digital-assets?fileType=photo")).json()).toEqual([]);
    expect((await api("GET", "/api/digital-assets?fileType=power_bill&status=active")).json()).toHaveLength(
      1,
    );

    const view = await api("GET", `/api/digital-assets/${asset.id}/url`);
    expect(view.statusCode).toBe(200);
    const viewed = await get(view.json().url);
    expect(viewed.status).toBe(200);
    expect(viewed.body.equals(PDF)).toBe(true);

    const download = await api("GET", `${asset.fileUrl}?download=1`);
    expect(download.statusCode).toBe(302);
    const downloaded = await get(download.headers.location as string);
    expect(downloaded.status).toBe(200);
    expect(downloaded.disposition).toContain('attachment; filename="march-power-bill.pdf"');

    const deleted = await api("DELETE", `/api/digital-assets/${asset.id}`, { reason: "uploaded by mistake" });
    expect(deleted.statusCode).toBe(200);
    expect(await t.storage.stat(filePath)).toBeNull();
    expect((await api("GET", "/api/digital-assets")).json()).toEqual([]);
    expect(
      (await api("DELETE", `/api/digital-assets/${asset.id}`, { reason: "uploaded by mistake" })).statusCode,
    ).toBe(404);
    expect((await api("GET", `/api/digital-assets/${asset.id}/url`)).statusCode).toBe(404);
  });

  it("keeps the checked file when something is PUT to the upload key after saving", async () => {
    const { uploadURL, objectKey, target } = await upload();
    const asset = (await api("POST", "/api/digital-assets", assetFields(uploadURL))).json();
    const evil = Buffer.from("<script>alert(1)</script>");
    // S3: the signed policy still works; local disk: a PUT that was already in flight ends like this.
    if (t.storage.kind === "s3") expect(await send(target, evil, "text/html")).toBe(204);
    else await (t.storage as LocalDiskStorage).write(objectKey, Readable.from([evil]), "text/html");

    const viewed = await viewOf(asset.id);
    expect(viewed.status).toBe(200);
    expect(viewed.body.equals(PDF)).toBe(true);
    expect((await api("GET", "/api/digital-assets")).json()).toMatchObject([
      { id: asset.id, fileSize: PDF.length, mimeType: "application/pdf" },
    ]);
  });

  it("shows only PDFs and raster images, and sends anything else as a download", async () => {
    const png = (await upload(PNG, "image/png")).uploadURL;
    const image = (
      await api("POST", "/api/digital-assets", { ...assetFields(png), fileName: "a.png" })
    ).json();
    const shown = await viewOf(image.id);
    expect(shown.disposition).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);
    expect(shown.contentType).toBe("image/png");
    expect(shown.body.equals(PNG)).toBe(true);

    const text = (await upload(Buffer.from("<svg onload=alert(1)>"), "text/plain")).uploadURL;
    const note = (
      await api("POST", "/api/digital-assets", { ...assetFields(text), fileName: "note.txt" })
    ).json();
    const downloaded = await viewOf(note.id);
    expect(downloaded.contentType).toBe("text/plain");
    expect(downloaded.disposition).toBe(`attachment; filename="note.txt"; filename*=UTF-8''note.txt`);
  });

  // Issue 28 §1: these were stored and served as they came, on today's main.
  it("refuses to issue an upload declared as anything but exactly a type of the list, or as nothing", async () => {
    for (const type of [
      "text/html",
      "image/svg+xml",
      "application/pdf;,text/html",
      "application/pdf; charset=utf-8",
      "application/pdf,text/html",
      " application/pdf",
      "APPLICATION/PDF",
    ]) {
      const res = await api("POST", "/api/objects/upload", declared(type));
      expect(res.statusCode, type).toBe(400);
      expect(res.json().message).toBe(UNSUPPORTED_MEDIA_TYPE);
    }
    const res = await api("POST", "/api/objects/upload", { fileName: "a.pdf" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Content type is required: the type the file will be sent as");
  });

  it("refuses to save a file not sent as exactly its declared type, and removes it", async () => {
    const target = (await api("POST", "/api/objects/upload", declared())).json() as UploadTarget;
    // The issue's exploit: Chromium renders the last type of the list.
    const status = await send(target, HTML, "application/pdf;,text/html");
    if (t.storage.kind === "local") expect(status).toBe(415);
    else {
      // s3rver stores what it is sent without reading the policy (S3 itself refuses it): the save refuses.
      const res = await api("POST", "/api/digital-assets", assetFields(locationOf(target)));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "The file was not sent as application/pdf, the type declared for its upload; please upload it again",
      );
    }
    expect((await api("GET", "/api/digital-assets")).json()).toEqual([]);
    expect(await t.storage.stat(target.objectKey)).toBeNull();
  });

  it("refuses to save an HTML page sent as a PDF, or a page sent as a PNG, and removes it", async () => {
    for (const [type, label] of [
      ["application/pdf", "a PDF document"],
      ["image/png", "a PNG image"],
    ]) {
      const { uploadURL, objectKey } = await upload(HTML, type);
      const res = await api("POST", "/api/digital-assets", assetFields(uploadURL));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `The file's contents are not ${label}, as its type says; please upload it again`,
      );
      expect(await t.storage.stat(objectKey)).toBeNull();
      // Its upload is spent: the same key cannot be saved after all.
      expect((await api("POST", "/api/digital-assets", assetFields(uploadURL))).statusCode).toBe(409);
    }
    expect((await api("GET", "/api/digital-assets")).json()).toEqual([]);
  });

  it("keeps a file name without bidirectional or control characters, and sends it safely", async () => {
    const { uploadURL } = await upload(PDF, "application/pdf", "scan\u202Efdp.exe");
    const asset = (
      await api("POST", "/api/digital-assets", {
        ...assetFields(uploadURL),
        fileName: "बिल\u2066 मार्च\r\n.pdf",
      })
    ).json();
    expect(asset).toMatchObject({ fileName: "बिल मार्च.pdf", originalName: "scanfdp.exe" });
    const downloaded = await get(
      (await api("GET", `/api/digital-assets/${asset.id}/url?download=1`)).json().url,
    );
    expect(downloaded.disposition).toBe(
      `attachment; filename="___ _____.pdf"; filename*=UTF-8''${encodeURIComponent("बिल मार्च.pdf")}`,
    );
  });

  it("keeps the chosen file's own name as the original name", async () => {
    const named = await upload(PDF, "application/pdf", "scan-0042.pdf");
    expect((await api("POST", "/api/digital-assets", assetFields(named.uploadURL))).json()).toMatchObject({
      fileName: "march-power-bill.pdf",
      originalName: "scan-0042.pdf",
    });
    const unnamed = await upload();
    expect((await api("POST", "/api/digital-assets", assetFields(unnamed.uploadURL))).json()).toMatchObject({
      originalName: "march-power-bill.pdf",
    });
  });

  it("allows 20 unsaved uploads per user, then answers 429 until one is saved", async () => {
    const first = await upload();
    for (let i = 1; i < MAX_OPEN_UPLOADS; i++)
      expect((await api("POST", "/api/objects/upload", declared())).statusCode).toBe(200);
    const refused = await api("POST", "/api/objects/upload", declared());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("You have 20 uploads not yet saved; save them or wait 15 minutes");
    expect((await api("POST", "/api/digital-assets", assetFields(first.uploadURL))).statusCode).toBe(201);
    expect((await api("POST", "/api/objects/upload", declared())).statusCode).toBe(200);
  });

  it("sweeps uploads never saved, with their objects, once a day past their link", async () => {
    const { uploadURL, objectKey } = await upload();
    expect(await sweepExpiredUploads(t.database.db, t.storage)).toBe(0);
    expect(await t.storage.stat(objectKey)).not.toBeNull();

    const later = new Date(Date.now() + UPLOAD_URL_SECONDS * 1000 + UNSAVED_UPLOAD_GRACE_MS + 1000);
    expect(await sweepExpiredUploads(t.database.db, t.storage, later)).toBe(1);
    expect(await t.storage.stat(objectKey)).toBeNull();
    const res = await api("POST", "/api/digital-assets", assetFields(uploadURL));
    expect(res.json().message).toBe("This upload is unknown; please upload the file again");
  });

  it("sweeps each expired upload once when two processes sweep at the same moment", async () => {
    const admin = await t.database.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const keys = Array.from({ length: 250 }, () => `uploads/${randomUUID()}`);
    await t.database.db
      .insertInto("uploadIntents")
      .values(keys.map((objectKey) => ({ objectKey, issuedTo: admin.id, expiresAt: new Date("2020-01-01") })))
      .execute();
    const removals: string[] = [];
    // A slow store, so the two sweeps overlap.
    const store = {
      ...t.storage,
      remove: async (key: string) => {
        removals.push(key);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };

    const counts = await Promise.all([
      sweepExpiredUploads(t.database.db, store),
      sweepExpiredUploads(t.database.db, store),
    ]);

    expect(counts[0] + counts[1]).toBe(keys.length);
    expect(removals.toSorted()).toEqual(keys.toSorted());
    expect(await t.database.db.selectFrom("uploadIntents").select("objectKey").execute()).toEqual([]);
  });

  it("refuses a key it did not issue, or issued to someone else", async () => {
    const unknown = await api("POST", "/api/digital-assets", assetFields(`uploads/${randomUUID()}`));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("This upload is unknown; please upload the file again");
    expect((await api("POST", "/api/digital-assets", assetFields("/etc/passwd"))).statusCode).toBe(400);

    const { uploadURL } = await upload();
    const other = await t.createUser("front_desk", "desk");
    const otherCookie = await t.login("desk", "password-front_desk-1");
    const stolen = await t.request("POST", "/api/digital-assets", {
      cookie: otherCookie,
      body: assetFields(uploadURL),
    });
    expect(stolen.statusCode).toBe(400);
    expect(other.role).toBe("front_desk");
  });

  it("refuses to save before the file is uploaded", async () => {
    const target = (await api("POST", "/api/objects/upload", declared())).json() as UploadTarget;
    const res = await api("POST", "/api/digital-assets", assetFields(locationOf(target)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The file has not been uploaded; please upload it again");
  });

  it("says what is wrong with the form", async () => {
    const { uploadURL } = await upload();
    const noName = await api("POST", "/api/digital-assets", { ...assetFields(uploadURL), fileName: "" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe("File name is required");
    const tooLong = await api("POST", "/api/digital-assets", {
      ...assetFields(uploadURL),
      retentionYears: 51,
    });
    expect(tooLong.json().message).toBe("Retention period cannot exceed 50 years");
    const noFile = await api("POST", "/api/digital-assets", { ...assetFields(""), fileUrl: undefined });
    expect(noFile.json().message).toBe("Please upload a file first");
  });

  it("shows an asset past its expiration date as expired, and filters by that", async () => {
    const { uploadURL } = await upload();
    const asset = (await api("POST", "/api/digital-assets", assetFields(uploadURL))).json();
    await sql`UPDATE digital_assets SET expiry_date = ${addDays(today(), -1)} WHERE id = ${asset.id}`.execute(
      t.database.db,
    );
    expect((await api("GET", "/api/digital-assets")).json()).toMatchObject([
      { id: asset.id, status: "expired" },
    ]);
    expect((await api("GET", "/api/digital-assets?status=expired")).json()).toHaveLength(1);
    expect((await api("GET", "/api/digital-assets?status=active")).json()).toEqual([]);
    expect((await api("GET", "/api/digital-assets?status=bogus")).statusCode).toBe(400);
  });

  it("refuses anonymous callers", async () => {
    for (const [method, url] of [
      ["POST", "/api/objects/upload"],
      ["GET", "/api/digital-assets"],
      ["GET", "/api/digital-assets/x/url"],
      ["GET", "/api/digital-assets/x/file"],
      ["DELETE", "/api/digital-assets/x"],
    ] as const) {
      expect((await t.request(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
}

describe("digital assets on S3 (s3rver on loopback)", () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(() => s3.stop());
  beforeEach(async () => {
    t = await createTestApp({ storage: () => createS3Storage(s3.config) });
    cookie = await t.login("admin", ADMIN_PASSWORD);
  });
  afterEach(() => t.close());

  uploadContract();

  it("signs a POST policy to the store itself that names the key and limits the size to 50 MB", async () => {
    const before = Date.now();
    const target = (await api("POST", "/api/objects/upload", declared())).json() as UploadTarget;
    expect(target.method).toBe("POST");
    expect(target.uploadURL.replace(/\/+$/, "")).toBe(`${s3.config.endpoint}/${s3.config.bucket}`);
    const fields = target.fields ?? {};
    expect(fields.key).toBe(target.objectKey);
    expect(fields["x-amz-signature"]).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(fields.policy ?? "", "base64").toString("utf8")) as {
      expiration: string;
      conditions: unknown[];
    };
    // s3rver stores what it is sent without reading the policy; S3 and MinIO refuse a body outside the range.
    expect(policy.conditions).toContainEqual(["content-length-range", 0, MAX_UPLOAD_BYTES]);
    expect(policy.conditions).toContainEqual(["eq", "$key", target.objectKey]);
    expect(policy.conditions).toContainEqual(["eq", "$bucket", s3.config.bucket]);
    expect(policy.conditions).toContainEqual(["eq", "$Content-Type", "application/pdf"]);
    expect(fields["Content-Type"]).toBe("application/pdf");
    const expires = Date.parse(policy.expiration) - before;
    expect(expires).toBeGreaterThan((UPLOAD_URL_SECONDS - 5) * 1000);
    expect(expires).toBeLessThanOrEqual((UPLOAD_URL_SECONDS + 5) * 1000);
  });

  it("forces the recorded type on a view link, and a download for other types", async () => {
    const { uploadURL } = await upload();
    const asset = (await api("POST", "/api/digital-assets", assetFields(uploadURL))).json();
    const view = new URL((await api("GET", `/api/digital-assets/${asset.id}/url`)).json().url);
    expect(view.searchParams.get("response-content-type")).toBe("application/pdf");
    expect(view.searchParams.get("response-content-disposition")).toBe(
      `inline; filename="march-power-bill.pdf"; filename*=UTF-8''march-power-bill.pdf`,
    );
  });

  it("answers success when the store fails to remove a deleted asset's object", async () => {
    await t.close();
    t = await createTestApp({
      storage: async () => ({
        ...(await createS3Storage(s3.config)),
        remove: async () => {
          throw new Error("store unreachable");
        },
      }),
    });
    cookie = await t.login("admin", ADMIN_PASSWORD);
    const { uploadURL } = await upload();
    const asset = (await api("POST", "/api/digital-assets", assetFields(uploadURL))).json();
    const deleted = await api("DELETE", `/api/digital-assets/${asset.id}`, { reason: "uploaded by mistake" });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await api("GET", "/api/digital-assets")).json()).toEqual([]);
  });

  it("refuses a file over 50 MB with 413 and removes the object", async () => {
    const { uploadURL, objectKey } = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(await t.storage.stat(objectKey)).toMatchObject({ size: MAX_UPLOAD_BYTES + 1 });
    const res = await api("POST", "/api/digital-assets", assetFields(uploadURL));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The file is larger than 50 MB");
    expect(await t.storage.stat(objectKey)).toBeNull();
    expect((await api("GET", "/api/digital-assets")).json()).toEqual([]);
  });
});

describe("digital assets on local disk", () => {
  beforeEach(async () => {
    t = await createTestApp();
    cookie = await t.login("admin", ADMIN_PASSWORD);
  });
  afterEach(() => t.close());

  uploadContract();

  async function issue() {
    return (await api("POST", "/api/objects/upload", declared())).json() as {
      uploadURL: string;
      objectKey: string;
    };
  }

  it("refuses a tampered or expired link", async () => {
    const { uploadURL, objectKey } = await issue();
    const tampered = uploadURL.replace(/signature=[^&]+/, "signature=AAAA");
    expect(await put(tampered, PDF)).toBe(403);
    const otherKey = uploadURL.replace(objectKey, `uploads/${randomUUID()}`);
    expect(await put(otherKey, PDF)).toBe(403);
    const expired = await t.storage.uploadTarget(objectKey, -1, MAX_UPLOAD_BYTES, "application/pdf");
    expect(await put(expired.url, PDF)).toBe(403);
    expect(await t.storage.stat(objectKey)).toBeNull();

    const { uploadURL: saved } = await upload();
    const asset = (await api("POST", "/api/digital-assets", assetFields(saved))).json();
    const { url } = (await api("GET", `/api/digital-assets/${asset.id}/url`)).json();
    expect((await get(url.replace(/expires=\d+/, "expires=9999999999"))).status).toBe(403);
    expect((await get(url.replace(/signature=[^&]+/, "signature=x"))).status).toBe(403);
    // A link to view cannot be turned into a download link or renamed, nor an upload link into a read one.
    expect((await get(url.replace("disposition=inline", "disposition=attachment"))).status).toBe(403);
    expect((await get(url.replace(/name=[^&]+/, "name=evil.html"))).status).toBe(403);
    expect((await get(saved)).status).toBe(403);
    expect(await put(saved, Buffer.from("overwritten"))).toBe(409);
  });

  it("refuses a file over 50 MB while streaming it, and keeps nothing", async () => {
    const { uploadURL, objectKey } = await issue();
    const chunk = Buffer.alloc(1024 * 1024);
    // No Content-Length: the limit is found while counting the stream.
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 50; i++) yield chunk;
        yield Buffer.alloc(1);
      })(),
    );
    expect(await put(uploadURL, body)).toBe(413);
    expect(await t.storage.stat(objectKey)).toBeNull();

    const declared = await t.app.inject({
      method: "PUT",
      url: uploadURL,
      headers: { "content-type": "application/pdf", "content-length": String(MAX_UPLOAD_BYTES + 1) },
      payload: Buffer.alloc(10),
    });
    expect(declared.statusCode).toBe(413);
    // Else Node would read the whole announced body before the client sees the answer.
    expect(declared.headers.connection).toBe("close");
  });

  it("answers 413 over a real connection while the client is still sending, then closes it", async () => {
    const { uploadURL, objectKey } = await issue();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent++ < 60) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${address}${uploadURL}`, {
      method: "PUT",
      headers: { "content-type": "application/pdf" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("The file is larger than 50 MB");
    expect(await t.storage.stat(objectKey)).toBeNull();
  });

  it("accepts exactly 50 MB", async () => {
    const jpeg = Buffer.alloc(MAX_UPLOAD_BYTES, 1);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    const { uploadURL, objectKey } = await upload(jpeg, "image/jpeg");
    const asset = (
      await api("POST", "/api/digital-assets", { ...assetFields(uploadURL), fileType: "photo" })
    ).json();
    expect(asset).toMatchObject({ fileSize: MAX_UPLOAD_BYTES, mimeType: "image/jpeg" });
    expect(await t.storage.stat(await filePathOf(asset.id))).toMatchObject({ size: MAX_UPLOAD_BYTES });
    expect(await t.storage.stat(objectKey)).toBeNull();
  });

  it("refuses path traversal in the key", async () => {
    const { uploadURL } = await issue();
    const query = uploadURL.split("?")[1];
    // Dots that survive URL normalisation reach the route and fail the key check; plain ones leave the route.
    for (const path of ["..%2Fsecrets", "uploads%2F..%2F..%2Fx", "uploads/..%5C..%5Cx"]) {
      expect(await put(`/api/objects/local/${path}?${query}`, PDF)).toBe(403);
    }
    expect(await put(`/api/objects/local/uploads/../../../etc/passwd?${query}`, PDF)).toBe(404);
    await expect(t.storage.stat("../objects")).rejects.toThrow("Invalid object key");
    await expect(
      t.storage.uploadTarget("uploads/../../x", 60, MAX_UPLOAD_BYTES, "application/pdf"),
    ).rejects.toThrow("Invalid object key");
  });

  it("serves exactly the stored type, never sniffed, named, and sandboxed unless a PDF", async () => {
    const served = async (bytes: Buffer, type: string, fileName: string, download = false) => {
      const { uploadURL } = await upload(bytes, type);
      const asset = (
        await api("POST", "/api/digital-assets", { ...assetFields(uploadURL), fileName })
      ).json();
      const { url } = (
        await api("GET", `/api/digital-assets/${asset.id}/url${download ? "?download=1" : ""}`)
      ).json();
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      return res.headers;
    };
    const pdf = await served(PDF, "application/pdf", "bill.pdf");
    expect(pdf["content-type"]).toBe("application/pdf");
    expect(pdf["content-security-policy"]).toBeUndefined();
    expect(pdf["content-disposition"]).toBe(`inline; filename="bill.pdf"; filename*=UTF-8''bill.pdf`);
    const png = await served(PNG, "image/png", "room (1).png");
    expect(png["content-type"]).toBe("image/png");
    expect(png["content-security-policy"]).toBe("sandbox");
    expect(png["content-disposition"]).toBe(
      `inline; filename="room (1).png"; filename*=UTF-8''room%20%281%29.png`,
    );
    const text = await served(Buffer.from("<script>alert(1)</script>"), "text/plain", "n.txt");
    expect(text["content-type"]).toBe("text/plain");
    expect(text["content-security-policy"]).toBe("sandbox");
    expect(text["content-disposition"]).toBe(`attachment; filename="n.txt"; filename*=UTF-8''n.txt`);
    const saved = await served(PDF, "application/pdf", "bill.pdf", true);
    expect(saved["content-disposition"]).toBe(`attachment; filename="bill.pdf"; filename*=UTF-8''bill.pdf`);
  });

  it("serves a file stored before types were checked as sandboxed opaque bytes, to download", async () => {
    // As today's main stored the issue's exploit: the type the client sent, verbatim.
    const { uploadURL } = await upload();
    const asset = (await api("POST", "/api/digital-assets", assetFields(uploadURL))).json();
    const filePath = await filePathOf(asset.id);
    await (t.storage as LocalDiskStorage).write(
      filePath,
      Readable.from([HTML]),
      "application/pdf;,text/html",
    );
    await sql`UPDATE digital_assets SET mime_type = 'application/pdf;,text/html' WHERE id = ${asset.id}`.execute(
      t.database.db,
    );
    const { url } = (await api("GET", `/api/digital-assets/${asset.id}/url`)).json();
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["content-security-policy"]).toBe("sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="march-power-bill.pdf"/);
  });

  it("deletes an asset whose object is already gone", async () => {
    const { uploadURL } = await upload();
    const asset = (await api("POST", "/api/digital-assets", assetFields(uploadURL))).json();
    await t.storage.remove(await filePathOf(asset.id));
    expect(
      (await api("DELETE", `/api/digital-assets/${asset.id}`, { reason: "uploaded by mistake" })).statusCode,
    ).toBe(200);
  });
});
