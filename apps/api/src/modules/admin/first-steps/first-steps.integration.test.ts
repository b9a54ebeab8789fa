import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin", ADMIN_PASSWORD);
});
afterAll(() => t.close());

const steps = async () => {
  const res = await t.request("GET", "/api/settings/first-steps", { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { key: string; done: boolean }[]).map((step) => [step.key, step.done]);
};

describe("GET /api/settings/first-steps", () => {
  it("follows the administrator's set-up from a new installation to done", async () => {
    // Installed with rooms 101–103 and the Standard type, one administrator, no GSTIN.
    expect(await steps()).toEqual([
      ["tax", false],
      ["rooms", false],
      ["users", false],
    ]);
    const full = (await t.request("GET", "/api/settings/first-steps", { cookie: admin })).json();
    expect(full[0]).toEqual({
      key: "tax",
      title: "The hotel's GSTIN and tax settings",
      description: "Save the GSTIN and business name that invoices carry",
      link: "/settings/tax",
      done: false,
    });

    // A business name without the GSTIN is not the registration yet.
    const registration = {
      gstNumber: null,
      businessName: "Hotel Sagar",
      businessAddress: "12 MG Road, Pune 411001",
      panNumber: null,
      enableGst: false,
    };
    expect(
      (await t.request("PUT", "/api/settings/tax", { cookie: admin, body: registration })).statusCode,
    ).toBe(200);
    expect((await steps())[0]).toEqual(["tax", false]);
    const registered = {
      ...registration,
      gstNumber: "27AAPFU0939F1ZV",
      panNumber: "AAPFU0939F",
      enableGst: true,
    };
    expect(
      (await t.request("PUT", "/api/settings/tax", { cookie: admin, body: registered })).statusCode,
    ).toBe(200);
    expect((await steps())[0]).toEqual(["tax", true]);

    // A room's housekeeping status is no set-up; changing the Standard type's description is.
    const rooms = (await t.request("GET", "/api/rooms", { cookie: admin })).json() as { id: string }[];
    const status = await t.request("PATCH", `/api/rooms/${rooms[0]?.id}/status`, {
      cookie: admin,
      body: { status: "cleaning" },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect((await steps())[1]).toEqual(["rooms", false]);
    const [standard] = (await t.request("GET", "/api/room-types", { cookie: admin })).json() as {
      id: string;
      name: string;
      baseOccupancy: number;
      maxOccupancy: number;
    }[];
    const saved = await t.request("PUT", `/api/room-types/${standard?.id}`, {
      cookie: admin,
      body: {
        name: standard?.name,
        baseOccupancy: 1,
        maxOccupancy: 6,
        description: "Queen bed, garden view",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await steps())[1]).toEqual(["rooms", true]);

    // A deactivated user is not staff; an active one is.
    await t.database.db
      .insertInto("users")
      .values({ username: "gone", passwordHash: "x", role: "front_desk", isActive: false })
      .execute();
    expect((await steps())[2]).toEqual(["users", false]);
    await t.createUser("front_desk", "desk");
    expect(await steps()).toEqual([
      ["tax", true],
      ["rooms", true],
      ["users", true],
    ]);
  });

  it("is the administrator's only", async () => {
    const manager = await t.createUser("manager", "boss");
    const cookie = await t.login(manager.username, "password-manager-1");
    expect((await t.request("GET", "/api/settings/first-steps", { cookie })).statusCode).toBe(403);
    expect((await t.request("GET", "/api/settings/first-steps")).statusCode).toBe(401);
  });
});
