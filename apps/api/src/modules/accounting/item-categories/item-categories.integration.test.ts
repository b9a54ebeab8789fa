import type { ItemCategoryRow } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, cookie, t, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly } from "../../../testing/races";

useFreshApp();

const URL = "/api/erp/item-categories";

async function create(fields: Record<string, unknown>, as = cookie): Promise<ItemCategoryRow> {
  const res = await api("POST", URL, { categoryCode: "FB", categoryName: "Food & Beverage", ...fields }, as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function list(query = "", as = cookie): Promise<ItemCategoryRow[]> {
  const res = await api("GET", `${URL}${query}`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const update = (id: string, fields: Record<string, unknown>, as = cookie) =>
  api("PUT", `${URL}/${id}`, fields, as);

describe("item categories", () => {
  it("creates categories at the top and under another (201), with their levels, audited", async () => {
    const food = await create({ description: "Kitchen and bar" });
    expect(food).toMatchObject({
      categoryCode: "FB",
      categoryName: "Food & Beverage",
      description: "Kitchen and bar",
      parentCategoryId: null,
      level: 1,
      isActive: true,
      itemCount: 0,
    });
    const drinks = await create({
      categoryCode: "FB-BEV",
      categoryName: "Beverages",
      parentCategoryId: food.id,
    });
    expect(drinks).toMatchObject({ parentCategoryId: food.id, level: 2 });
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["entityId", "action"])
      .where("entityType", "=", "item_category")
      .orderBy("at")
      .execute();
    expect(audit).toEqual([
      { entityId: food.id, action: "create" },
      { entityId: drinks.id, action: "create" },
    ]);
    expect((await list()).map((c) => [c.categoryCode, c.level])).toEqual([
      ["FB", 1],
      ["FB-BEV", 2],
    ]);
  });

  it("searches code or name whatever the case, literally, and filters active ones", async () => {
    const food = await create({});
    await create({ categoryCode: "AMN", categoryName: "Guest Amenities" });
    await create({ categoryCode: "LIN", categoryName: "Linen 100%" });
    expect((await list("?search=amen")).map((c) => c.categoryCode)).toEqual(["AMN"]);
    expect((await list("?search=fb")).map((c) => c.categoryCode)).toEqual(["FB"]);
    expect((await list(`?search=${encodeURIComponent("%")}`)).map((c) => c.categoryCode)).toEqual(["LIN"]);
    expect((await list("?search=_")).map((c) => c.categoryCode)).toEqual([]);
    expect(
      (await update(food.id, { categoryCode: "FB", categoryName: "Food", isActive: false })).statusCode,
    ).toBe(200);
    expect((await list("?activeOnly=true")).map((c) => c.categoryCode)).toEqual(["AMN", "LIN"]);
    expect(await list("?activeOnly=false")).toHaveLength(3);
  });

  it("refuses a duplicate code whatever its case (409), on create and on edit", async () => {
    const food = await create({});
    const other = await create({ categoryCode: "AMN", categoryName: "Amenities" });
    for (const code of ["FB", "fb"]) {
      const dup = await api("POST", URL, { categoryCode: code, categoryName: "Other" });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("Category code already exists");
    }
    const res = await update(other.id, { categoryCode: "Fb", categoryName: "Amenities" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Category code already exists");
    expect((await update(food.id, { categoryCode: "fb", categoryName: "Food" })).statusCode).toBe(200);
  });

  it("names what is wrong (400) and what is missing (404)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryCode: "" }, "Category code is required"],
      [{ categoryName: " " }, "Category name is required"],
      [{ categoryCode: "F B" }, expect.stringMatching(/^Category code may hold only/)],
      [{ categoryCode: "X".repeat(31) }, "Category code is at most 30 characters"],
      [{ categoryName: "x".repeat(201) }, "Category name is at most 200 characters"],
      [{ description: "x".repeat(501) }, "Description is at most 500 characters"],
      [{ parentCategoryId: "x".repeat(65) }, "Parent category is at most 64 characters"],
    ];
    for (const [fields, message] of cases) {
      const res = await api("POST", URL, { categoryCode: "FB", categoryName: "Food", ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toEqual(message);
    }
    const orphan = await api("POST", URL, {
      categoryCode: "FB",
      categoryName: "Food",
      parentCategoryId: "nope",
    });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe("Parent category not found");
    const missing = await update("nope", { categoryCode: "FB", categoryName: "Food" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Category not found");
    expect(await list()).toEqual([]);
  });

  it("moves a branch with its levels, and never under itself", async () => {
    const a = await create({ categoryCode: "A", categoryName: "A" });
    const b = await create({ categoryCode: "B", categoryName: "B", parentCategoryId: a.id });
    const c = await create({ categoryCode: "C", categoryName: "C", parentCategoryId: b.id });
    const d = await create({ categoryCode: "D", categoryName: "D" });

    const self = await update(a.id, { categoryCode: "A", categoryName: "A", parentCategoryId: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("A category cannot be its own parent");
    for (const below of [b, c]) {
      const cycle = await update(a.id, { categoryCode: "A", categoryName: "A", parentCategoryId: below.id });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toBe("A category cannot be placed under one of its own subcategories");
    }

    const moved = await update(a.id, { categoryCode: "A", categoryName: "A", parentCategoryId: d.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const levels = Object.fromEntries((await list()).map((x) => [x.categoryCode, x.level]));
    expect(levels).toEqual({ A: 2, B: 3, C: 4, D: 1 });
    // Left out, the parent stays; null puts the category at the top, with its branch.
    expect((await update(a.id, { categoryCode: "A", categoryName: "A2" })).json().parentCategoryId).toBe(
      d.id,
    );
    await update(a.id, { categoryCode: "A", categoryName: "A2", parentCategoryId: null });
    expect(Object.fromEntries((await list()).map((x) => [x.categoryCode, x.level]))).toEqual({
      A: 1,
      B: 2,
      C: 3,
      D: 1,
    });
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityType", "=", "item_category")
      .where("entityId", "=", a.id)
      .execute();
    expect(audit.map((r) => r.action)).toEqual(["create", "update", "update", "update"]);
  });

  it("keeps the tree ten levels deep at most", async () => {
    let parent: ItemCategoryRow | null = null;
    for (let level = 1; level <= 10; level++) {
      parent = await create({
        categoryCode: `L${level}`,
        categoryName: `Level ${level}`,
        parentCategoryId: parent?.id,
      });
    }
    const deep = await api("POST", URL, {
      categoryCode: "L11",
      categoryName: "Too deep",
      parentCategoryId: parent?.id,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe("Categories go at most 10 levels deep");
    // Moving a branch of two under level 9 would make it eleven deep.
    const top = await create({ categoryCode: "X", categoryName: "X" });
    await create({ categoryCode: "Y", categoryName: "Y", parentCategoryId: top.id });
    const level9 = (await list("?search=L9")).find((c) => c.categoryCode === "L9");
    const move = await update(top.id, { categoryCode: "X", categoryName: "X", parentCategoryId: level9?.id });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe("Categories go at most 10 levels deep");
  });

  it("deactivates after the categories under it, and files nothing under an inactive one", async () => {
    const food = await create({});
    const drinks = await create({
      categoryCode: "BEV",
      categoryName: "Beverages",
      parentCategoryId: food.id,
    });
    const refused = await update(food.id, { categoryCode: "FB", categoryName: "Food", isActive: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Deactivate the categories under FB Food & Beverage first");
    expect(
      (await update(drinks.id, { categoryCode: "BEV", categoryName: "Beverages", isActive: false }))
        .statusCode,
    ).toBe(200);
    const off = await update(food.id, { categoryCode: "FB", categoryName: "Food", isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    const under = await api("POST", URL, {
      categoryCode: "SNK",
      categoryName: "Snacks",
      parentCategoryId: food.id,
    });
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe("Parent category must be active (FB Food is inactive)");
    // An inactive category may stay where it is; reactivating it under an inactive parent is refused.
    const renamed = await update(drinks.id, { categoryCode: "BEV", categoryName: "Drinks" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const back = await update(drinks.id, { categoryCode: "BEV", categoryName: "Drinks", isActive: true });
    expect(back.statusCode).toBe(400);
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityType", "=", "item_category")
      .where("entityId", "=", food.id)
      .execute();
    expect(audit.map((r) => r.action)).toEqual(["create", "deactivate"]);
  });

  it.skipIf(!onPostgres)(
    `never makes a cycle from moves made at the same moment (${postgresOnly})`,
    async () => {
      for (let round = 0; round < 5; round++) {
        const categories: ItemCategoryRow[] = [];
        for (const n of [1, 2, 3]) {
          categories.push(await create({ categoryCode: `R${round}-${n}`, categoryName: `Race ${n}` }));
        }
        // Each move alone is fine; all three together would close a loop.
        const moves = await Promise.all(
          categories.map((c, i) =>
            update(c.id, {
              categoryCode: c.categoryCode,
              categoryName: c.categoryName,
              parentCategoryId: categories[(i + 1) % 3]?.id,
            }),
          ),
        );
        expect(moves.filter((m) => m.statusCode === 200).length).toBe(2);
        expect(moves.find((m) => m.statusCode !== 200)?.json().message).toBe(
          "A category cannot be placed under one of its own subcategories",
        );
        const byId = new Map((await list()).map((c) => [c.id, c]));
        for (const c of categories) {
          let node = byId.get(c.id);
          const levels: number[] = [];
          while (node) {
            levels.push(node.level);
            node = node.parentCategoryId ? byId.get(node.parentCategoryId) : undefined;
            expect(levels.length).toBeLessThan(10);
          }
          // Levels count down to 1 at the top.
          expect(levels).toEqual(levels.map((_, i) => levels.length - i));
        }
      }
    },
  );

  it("lets managers read only and refuses the front desk", async () => {
    const food = await create({});
    await t.createUser("manager", "mgr");
    const manager = await t.login("mgr", "password-manager-1");
    expect(await list("", manager)).toHaveLength(1);
    expect((await api("POST", URL, { categoryCode: "M", categoryName: "M" }, manager)).statusCode).toBe(403);
    expect((await update(food.id, { categoryCode: "FB", categoryName: "X" }, manager)).statusCode).toBe(403);
    const frontDesk = await t.login("desk", "password-front_desk-1");
    expect((await api("GET", URL, undefined, frontDesk)).statusCode).toBe(403);
    expect((await api("POST", URL, { categoryCode: "D", categoryName: "D" }, frontDesk)).statusCode).toBe(
      403,
    );
    expect((await update(food.id, { categoryCode: "FB", categoryName: "X" }, frontDesk)).statusCode).toBe(
      403,
    );
    await t.createUser("accountant", "acc");
    const accountant = await t.login("acc", "password-accountant-1");
    await create({ categoryCode: "ACC", categoryName: "By the accountant" }, accountant);
    expect((await update(food.id, { categoryCode: "FB", categoryName: "Food" }, accountant)).statusCode).toBe(
      200,
    );
  });
});
