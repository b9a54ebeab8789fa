import {
  CONFIDENTIALITY_LEVELS,
  type ConfidentialityLevel,
  DELETE_NOT_UPLOADER,
  DELETE_REASON_REQUIRED,
  ROLES,
  type Role,
  readableLevels,
} from "@atithi/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../../platform/auth/users.repository";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";

let t: TestApp;
const users = {} as Record<Role, { row: UserRow | null; cookie: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    if (role === "admin") {
      const row = await t.database.db
        .selectFrom("users")
        .selectAll()
        .where("username", "=", "admin")
        .executeTakeFirst();
      users.admin = { row: row ?? null, cookie: await t.login("admin", ADMIN_PASSWORD) };
    } else {
      const row = await t.createUser(role);
      users[role] = { row, cookie: await t.login(row.username, `password-${role}-1`) };
    }
  }
});
afterAll(() => t.close());

const as = (role: Role, method: "GET" | "DELETE", url: string, body?: unknown) =>
  t.request(method, url, { cookie: users[role].cookie, body });

/** A document record (the stored object does not matter to who may see or delete it). */
async function documentOf(
  level: ConfidentialityLevel,
  uploader: Role,
  expiryDate = "2040-01-01",
  fileName = `${level}-${uploader}.pdf`,
) {
  const row = await t.database.db
    .insertInto("digitalAssets")
    .values({
      fileName,
      originalName: fileName,
      fileType: "document",
      mimeType: "application/pdf",
      fileSize: 10,
      filePath: `assets/${crypto.randomUUID()}`,
      retentionYears: 7,
      expiryDate,
      confidentialityLevel: level,
      uploadedBy: users[uploader].row?.id ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("confidentiality", () => {
  it("lists, links and downloads for each role only the levels it may read; the rest are not there", async () => {
    const ids = Object.fromEntries(
      await Promise.all(
        CONFIDENTIALITY_LEVELS.map(async (level) => [
          level,
          await documentOf(level, "admin", "2040-01-01", `level-${level}.pdf`),
        ]),
      ),
    ) as Record<ConfidentialityLevel, string>;
    for (const role of ROLES) {
      const listed = (await as(role, "GET", "/api/digital-assets")).json() as {
        id: string;
        fileName: string;
      }[];
      const levels = CONFIDENTIALITY_LEVELS.filter((level) => listed.some((a) => a.id === ids[level]));
      expect(levels, role).toEqual(readableLevels(role));
      for (const level of CONFIDENTIALITY_LEVELS) {
        const readable = readableLevels(role).includes(level);
        const link = await as(role, "GET", `/api/digital-assets/${ids[level]}/url`);
        expect(link.statusCode, `${role} ${level}`).toBe(readable ? 200 : 404);
        const file = await as(role, "GET", `/api/digital-assets/${ids[level]}/file?download=1`);
        expect(file.statusCode, `${role} ${level}`).toBe(readable ? 302 : 404);
        if (!readable) expect(file.json().message).toBe("Digital asset not found");
      }
    }
    expect(readableLevels("front_desk")).toEqual(["public", "internal"]);
    expect(readableLevels("accountant")).toEqual(["public", "internal", "confidential"]);
  });

  it("answers 404, not 403, to deleting a document the role may not read", async () => {
    const restricted = await documentOf("restricted", "admin", "2020-01-01");
    expect((await as("manager", "DELETE", `/api/digital-assets/${restricted}`)).statusCode).toBe(404);
    const confidential = await documentOf("confidential", "admin", "2020-01-01");
    expect((await as("front_desk", "DELETE", `/api/digital-assets/${confidential}`)).statusCode).toBe(404);
  });
});

describe("deleting", () => {
  it("lets only the uploader or an administrator delete a document past its retention", async () => {
    const deskOwn = await documentOf("internal", "front_desk", "2020-01-01");
    const others = await documentOf("internal", "front_desk", "2020-01-01");
    for (const role of ["manager", "accountant"] as const) {
      const refused = await as(role, "DELETE", `/api/digital-assets/${others}`);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe(DELETE_NOT_UPLOADER);
    }
    expect((await as("front_desk", "DELETE", `/api/digital-assets/${deskOwn}`)).statusCode).toBe(200);
    expect((await as("admin", "DELETE", `/api/digital-assets/${others}`)).statusCode).toBe(200);
  });

  it("keeps a document under retention from anyone but an administrator giving a reason, and audits the reason", async () => {
    const kept = await documentOf("internal", "manager");
    const byUploader = await as("manager", "DELETE", `/api/digital-assets/${kept}`, { reason: "not needed" });
    expect(byUploader.statusCode).toBe(403);
    expect(byUploader.json().message).toBe(
      "This document must be kept until 01/01/2040; only an administrator can delete it before then",
    );
    const noReason = await as("admin", "DELETE", `/api/digital-assets/${kept}`, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(DELETE_REASON_REQUIRED);
    expect((await as("admin", "DELETE", `/api/digital-assets/${kept}`)).statusCode).toBe(400);
    const listed = (await as("admin", "GET", "/api/digital-assets")).json() as { id: string }[];
    expect(listed.some((a) => a.id === kept)).toBe(true);

    const deleted = await as("admin", "DELETE", `/api/digital-assets/${kept}`, { reason: "Duplicate scan" });
    expect(deleted.statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom("auditLog")
      .selectAll()
      .where("entityId", "=", kept)
      .where("action", "=", "delete")
      .executeTakeFirstOrThrow();
    expect(audit.userId).toBe(users.admin.row?.id);
    expect(audit.after).toEqual({ reason: "Duplicate scan" });
    expect(audit.before).toMatchObject({ id: kept, expirationDate: "2040-01-01" });
  });

  it("deletes once when two administrators delete the same document at once", async () => {
    const id = await documentOf("public", "admin");
    const results = await Promise.all(
      [0, 1].map(() => as("admin", "DELETE", `/api/digital-assets/${id}`, { reason: "Expired contract" })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const audits = await t.database.db
      .selectFrom("auditLog")
      .select("id")
      .where("entityId", "=", id)
      .execute();
    expect(audits).toHaveLength(1);
  });
});
