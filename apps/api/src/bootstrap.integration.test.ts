import type { DatabaseHandle } from "@atithi/db";
import { createTestDatabase } from "@atithi/db/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bootstrap } from "./bootstrap";
import { loadConfig } from "./platform/config";

describe("bootstrap", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(() => handle.close());

  it("creates the rooms and the administrator once when two processes start at the same moment", async () => {
    const config = loadConfig({ ADMIN_PASSWORD: "bootstrap-test-password", ROOM_NUMBERS: "101,102,103" });
    const results = await Promise.all([bootstrap(handle.db, config), bootstrap(handle.db, config)]);

    expect(results.filter((r) => r.createdAdmin)).toHaveLength(1);
    const users = await handle.db.selectFrom("users").select("username").execute();
    expect(users).toEqual([{ username: "admin" }]);
    const rooms = await handle.db.selectFrom("rooms").select("number").orderBy("number").execute();
    expect(rooms.map((r) => r.number)).toEqual(["101", "102", "103"]);
  });
});
