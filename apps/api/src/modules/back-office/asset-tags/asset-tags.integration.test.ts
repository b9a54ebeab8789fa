import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login("admin", ADMIN_PASSWORD);
});
afterEach(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const as = (cookie: string) => (method: Method, url: string, body?: unknown) =>
  t.request(method, url, { cookie, body });

async function signedIn(role: "admin" | "manager" | "front_desk" | "accountant", username: string) {
  await t.createUser(role, username);
  return t.login(username, `password-${role}-1`);
}

const generator = {
  tagName: "Diesel generator",
  category: "equipment",
  description: "15 kVA, backup for the lobby",
  value: "185000.50",
  purchaseDate: "2026-04-12",
  vendor: "Kirloskar dealer",
  location: "Back yard",
  condition: "good",
  notes: null,
};

async function create(cookie: string, body: unknown = generator) {
  const res = await as(cookie)("POST", "/api/asset-tags", body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; status: string; [key: string]: unknown };
}

async function auditActions(entityId: string) {
  const rows = await t.database.db
    .selectFrom("auditLog")
    .select(["action", "userId"])
    .where("entityType", "=", "asset_tag")
    .where("entityId", "=", entityId)
    .orderBy("at")
    .execute();
  return rows.map((r) => r.action);
}

describe("asset tags over REST", () => {
  it("creates an asset as pending, whatever status the client sends, and records who created it", async () => {
    const desk = await signedIn("front_desk", "desk");
    const asset = await create(desk, { ...generator, status: "approved", approvedBy: "someone" });
    expect(asset).toMatchObject({
      tagName: "Diesel generator",
      category: "equipment",
      condition: "good",
      value: "185000.50",
      purchaseDate: "2026-04-12",
      location: "Back yard",
      status: "pending",
      approvedBy: null,
      approvedAt: null,
    });
    const deskUser = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", "desk")
      .executeTakeFirstOrThrow();
    expect(asset.createdBy).toBe(deskUser.id);

    const defaults = await create(desk, { tagName: "Reception chair" });
    expect(defaults).toMatchObject({ category: "equipment", condition: "good", value: null });
    expect(await auditActions(asset.id)).toEqual(["create"]);
  });

  it("answers 400 with the spec's validation messages", async () => {
    const api = as(admin);
    const noName = await api("POST", "/api/asset-tags", { ...generator, tagName: "  " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe("Asset name is required");
    for (const [value, message] of [
      ["lots", "Value must be a valid number"],
      [-5, "Value cannot be negative"],
    ]) {
      const bad = await api("POST", "/api/asset-tags", { ...generator, value });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const category = await api("POST", "/api/asset-tags", { ...generator, category: "jewellery" });
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe(
      "Category must be one of equipment, furniture, electronics, documents, vehicle, tools, other",
    );
    const condition = await api("POST", "/api/asset-tags", { ...generator, condition: "new" });
    expect(condition.json().message).toBe("Condition must be one of good, fair, poor, broken");
    expect((await api("GET", "/api/asset-tags")).json()).toEqual([]);
  });

  it("updates with value and purchase date cleared, keeping the status", async () => {
    const api = as(admin);
    const asset = await create(admin);
    const res = await api("PUT", `/api/asset-tags/${asset.id}`, {
      ...generator,
      tagName: "Diesel generator (old)",
      condition: "poor",
      value: null,
      purchaseDate: null,
      status: "approved",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: asset.id,
      tagName: "Diesel generator (old)",
      condition: "poor",
      value: null,
      purchaseDate: null,
      status: "pending",
    });
    const numeric = await api("PUT", `/api/asset-tags/${asset.id}`, { ...generator, value: 99.9 });
    expect(numeric.json().value).toBe("99.90");
    const invalid = await api("PUT", `/api/asset-tags/${asset.id}`, { ...generator, value: "abc" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Value must be a valid number");
    const unknown = await api("PUT", "/api/asset-tags/no-such-asset", generator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Asset not found");
    expect(await auditActions(asset.id)).toEqual(["create", "update", "update"]);
  });

  it("filters by status and category, 'all' meaning no filter", async () => {
    const api = as(admin);
    const a = await create(admin, { tagName: "Sofa", category: "furniture" });
    const b = await create(admin, { tagName: "Laptop", category: "electronics" });
    const c = await create(admin, { tagName: "Desk", category: "furniture" });
    await api("POST", `/api/asset-tags/${c.id}/approve`);
    await api("POST", `/api/asset-tags/${b.id}/reject`);
    const names = async (query: string) =>
      ((await api("GET", `/api/asset-tags${query}`)).json() as { tagName: string }[]).map((x) => x.tagName);

    expect(await names("")).toEqual(["Desk", "Laptop", "Sofa"]);
    expect(await names("?status=all&category=all")).toEqual(["Desk", "Laptop", "Sofa"]);
    expect(await names("?category=furniture")).toEqual(["Desk", "Sofa"]);
    expect(await names("?status=pending")).toEqual(["Sofa"]);
    expect(await names("?status=approved&category=furniture")).toEqual(["Desk"]);
    expect(await names("?status=rejected&category=furniture")).toEqual([]);
    const bad = await api("GET", "/api/asset-tags?status=lost");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Status must be one of all, pending, approved, rejected");
    expect(a.status).toBe("pending");
  });

  it("lets only an administrator approve, whatever userEmail is sent, and records the real approver", async () => {
    const asset = await create(admin);
    const adminEmail = { userEmail: "admin@example.com" };
    for (const role of ["manager", "front_desk", "accountant"] as const) {
      const cookie = await signedIn(role, `${role.replace("_", "")}1`);
      for (const action of ["approve", "reject"]) {
        const res = await as(cookie)("POST", `/api/asset-tags/${asset.id}/${action}`, adminEmail);
        expect(res.statusCode, `${role} ${action}`).toBe(403);
      }
    }
    expect((await as(admin)("GET", "/api/asset-tags")).json()[0].status).toBe("pending");

    const second = await signedIn("admin", "owner");
    const before = Date.now();
    const approved = await as(second)("POST", `/api/asset-tags/${asset.id}/approve`, {
      userEmail: "someone-else@example.com",
    });
    expect(approved.statusCode).toBe(200);
    const owner = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", "owner")
      .executeTakeFirstOrThrow();
    expect(approved.json()).toMatchObject({
      status: "approved",
      approvedBy: owner.id,
      approvedByName: "owner",
    });
    const at = Date.parse(approved.json().approvedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "userId"])
      .where("entityId", "=", asset.id)
      .where("action", "=", "approve")
      .execute();
    expect(audit).toEqual([{ action: "approve", userId: owner.id }]);
  });

  it("decides an asset once: a second approval, or a rejection after it, is 409", async () => {
    const api = as(admin);
    const asset = await create(admin);
    expect((await api("POST", `/api/asset-tags/${asset.id}/approve`)).statusCode).toBe(200);
    const again = await api("POST", `/api/asset-tags/${asset.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only pending assets can be approved; this asset is already approved");
    const reject = await api("POST", `/api/asset-tags/${asset.id}/reject`);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe("Only pending assets can be rejected; this asset is already approved");

    const other = await create(admin, { tagName: "Broken kettle", condition: "broken" });
    const rejected = await api("POST", `/api/asset-tags/${other.id}/reject`);
    expect(rejected.json()).toMatchObject({ status: "rejected", approvedBy: null, approvedAt: null });
    const late = await api("POST", `/api/asset-tags/${other.id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Only pending assets can be approved; this asset is already rejected");
    expect((await api("POST", "/api/asset-tags/no-such-asset/approve")).statusCode).toBe(404);
    expect(await auditActions(other.id)).toEqual(["create", "reject"]);
  });

  it("settles approvals sent at the same moment by two administrators: one 200, the rest 409", async () => {
    const second = await signedIn("admin", "partner");
    for (let round = 0; round < 3; round++) {
      const asset = await create(admin, { tagName: `Water pump ${round}` });
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          as(i % 2 === 0 ? admin : second)("POST", `/api/asset-tags/${asset.id}/approve`),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await auditActions(asset.id)).toEqual(["create", "approve"]);
    }
  });

  it("deletes an asset: 404 afterwards, and the audit log keeps a copy", async () => {
    const desk = await signedIn("front_desk", "desk2");
    const api = as(desk);
    const asset = await create(desk);
    const removed = await api("DELETE", `/api/asset-tags/${asset.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await api("GET", "/api/asset-tags")).json()).toEqual([]);
    expect((await api("DELETE", `/api/asset-tags/${asset.id}`)).statusCode).toBe(404);
    expect((await api("PUT", `/api/asset-tags/${asset.id}`, generator)).statusCode).toBe(404);
    expect((await as(admin)("POST", `/api/asset-tags/${asset.id}/approve`)).statusCode).toBe(404);
    const copy = await t.database.db
      .selectFrom("auditLog")
      .select(["before"])
      .where("entityId", "=", asset.id)
      .where("action", "=", "delete")
      .executeTakeFirstOrThrow();
    expect(copy.before).toMatchObject({ tagName: "Diesel generator", value: "185000.50" });
  });

  it("sends a decided asset changed by staff back to pending, and lets only an administrator delete it", async () => {
    const desk = await signedIn("front_desk", "desk3");
    const asset = await create(desk);
    expect((await as(admin)("POST", `/api/asset-tags/${asset.id}/approve`)).statusCode).toBe(200);

    // An administrator's own correction keeps the approval.
    const fixed = await as(admin)("PUT", `/api/asset-tags/${asset.id}`, {
      ...generator,
      location: "Store room",
    });
    expect(fixed.json()).toMatchObject({ status: "approved", location: "Store room" });

    const refused = await as(desk)("DELETE", `/api/asset-tags/${asset.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only an administrator can delete an approved asset");

    const changed = await as(desk)("PUT", `/api/asset-tags/${asset.id}`, {
      ...generator,
      value: "999999.00",
    });
    expect(changed.json()).toMatchObject({
      status: "pending",
      value: "999999.00",
      approvedBy: null,
      approvedAt: null,
    });
    expect(await auditActions(asset.id)).toEqual(["create", "approve", "update", "update:reopened"]);
    // Pending again, it is the staff's own draft once more.
    expect((await as(desk)("DELETE", `/api/asset-tags/${asset.id}`)).statusCode).toBe(200);
  });

  it("refuses anonymous callers with 401", async () => {
    const res = await t.request("GET", "/api/asset-tags");
    expect(res.statusCode).toBe(401);
  });
});
