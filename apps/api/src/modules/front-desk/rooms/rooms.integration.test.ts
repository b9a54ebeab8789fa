import { describe, expect, it } from "vitest";
import { desk, t, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

describe("rooms", () => {
  it("lets an administrator add, rename and retire rooms, and nobody else", async () => {
    const admin = await t.database.db
      .selectFrom("users")
      .selectAll()
      .where("username", "=", "admin")
      .executeTakeFirstOrThrow();
    const created = await t.callerFor(admin).rooms.create({ number: "301", capacity: 4 });
    await t.callerFor(admin).rooms.update({ id: created.id, number: "301A" });
    await expect(t.callerFor(admin).rooms.create({ number: "301A", capacity: 2 })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await t.callerFor(admin).rooms.retire({ id: created.id });
    expect((await t.callerFor(desk).rooms.list()).map((r) => r.number)).not.toContain("301A");
    await expect(t.callerFor(desk).rooms.create({ number: "302", capacity: 2 })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
