import { GSTIN_CHECK_MESSAGE, GSTIN_FORMAT_MESSAGE, PAN_FORMAT_MESSAGE } from "@atithi/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../../testing/harness";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin", ADMIN_PASSWORD);
});
afterAll(() => t.close());

const registration = {
  gstNumber: "27aapfu0939f1zv",
  businessName: "Atithi Guest House",
  businessAddress: "12 MG Road, Pune 411001",
  panNumber: "AAPFU0939F",
  enableGst: true,
};

describe("tax settings over REST", () => {
  it("starts empty, with GST off", async () => {
    const res = await t.request("GET", "/api/settings/tax", { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gstNumber: null,
      panNumber: null,
      enableGst: false,
      gstRate: "18.00",
    });
  });

  it("lets an administrator save the registration, audited with before and after", async () => {
    const res = await t.request("PUT", "/api/settings/tax", { cookie: admin, body: registration });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...registration, gstNumber: "27AAPFU0939F1ZV" });

    const accountant = await t.createUser("accountant", "books");
    const read = await t.request("GET", "/api/settings/tax", {
      cookie: await t.login(accountant.username, "password-accountant-1"),
    });
    expect(read.json()).toMatchObject({ gstNumber: "27AAPFU0939F1ZV", enableGst: true });
    // The group invoice reads the same row.
    const stored = await t.database.db.selectFrom("taxConfig").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ gstNumber: "27AAPFU0939F1ZV", enableGst: true });

    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["before", "after"])
      .where("entityType", "=", "tax_config")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ gstNumber: null, enableGst: false });
    expect(audit[0]?.after).toMatchObject({ gstNumber: "27AAPFU0939F1ZV", enableGst: true });
  });

  it("refuses a manager (403) and leaves the configuration as it was", async () => {
    const manager = await t.createUser("manager", "boss");
    const cookie = await t.login(manager.username, "password-manager-1");
    const res = await t.request("PUT", "/api/settings/tax", {
      cookie,
      body: { ...registration, businessName: "Taken over" },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.request("GET", "/api/settings/tax", { cookie })).json().businessName).toBe(
      "Atithi Guest House",
    );
    const desk = await t.createUser("front_desk", "desk");
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    expect((await t.request("GET", "/api/settings/tax", { cookie: deskCookie })).statusCode).toBe(403);
  });

  it("answers 400 naming what is wrong with a GSTIN or PAN", async () => {
    const cases = [
      [{ ...registration, gstNumber: "27AAPFU0939F1Z" }, GSTIN_FORMAT_MESSAGE],
      [{ ...registration, gstNumber: "27AAPFU0939F1ZW" }, GSTIN_CHECK_MESSAGE],
      [{ ...registration, panNumber: "AAPFU09391" }, PAN_FORMAT_MESSAGE],
      [{ ...registration, gstNumber: "", enableGst: true }, "A GSTIN is required to enable GST"],
      [{ ...registration, panNumber: "BBPFU0939F" }, "PAN must match characters 3 to 12 of the GSTIN"],
    ] as const;
    for (const [body, message] of cases) {
      const res = await t.request("PUT", "/api/settings/tax", { cookie: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.request("GET", "/api/settings/tax", { cookie: admin })).json().gstNumber).toBe(
      "27AAPFU0939F1ZV",
    );
  });

  it("clears the registration when GST is turned off and the fields are emptied", async () => {
    const res = await t.request("PUT", "/api/settings/tax", {
      cookie: admin,
      body: { gstNumber: "", businessName: "", businessAddress: "", panNumber: "", enableGst: false },
    });
    expect(res.json()).toMatchObject({
      gstNumber: null,
      panNumber: null,
      businessName: null,
      enableGst: false,
    });
  });
});
