import { GST_UNIT_CODES } from "@atithi/domain";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPGlite, wrapPGlite } from "./connect";
import { seedReferenceData } from "./defaults";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { runScript } from "./script";
import { createTestDatabase } from "./testing";

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const ITEMS_MIGRATION = "20261123T0810-items";

/** Every migration before the item master's. */
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < ITEMS_MIGRATION));

describe("the item master migration", () => {
  it("keeps rows written before it, normalised where that is safe", async () => {
    handle = wrapPGlite(await openPGlite());
    const { db } = handle;
    await migrateToLatest(db, before);
    // No rooms: seeding them needs a room type, which comes later than this schema.
    await seedReferenceData(db, []);
    await runScript(
      db,
      `
      INSERT INTO item_categories (id, category_code, category_name, parent_category_id) VALUES
        ('top', 'TOP', 'Top', NULL), ('mid', 'MID', 'Middle', NULL), ('low', 'LOW', 'Low', NULL),
        ('loop-a', 'LA', 'Loop A', NULL), ('loop-b', 'LB', 'Loop B', NULL);
      UPDATE item_categories SET parent_category_id = 'top' WHERE id = 'mid';
      UPDATE item_categories SET parent_category_id = 'mid' WHERE id = 'low';
      UPDATE item_categories SET parent_category_id = 'loop-b' WHERE id = 'loop-a';
      UPDATE item_categories SET parent_category_id = 'loop-a' WHERE id = 'loop-b';
      INSERT INTO items (item_code, item_name, unit, hsn_code, tax_rate) VALUES
        ('SOAP', 'Soap', 'nos', ' ', 18), ('OLD', 'Old rate', 'bundle', '12', 12);
      `,
    );

    await migrateToLatest(db);

    const categories = await db
      .selectFrom("itemCategories")
      .select(["id", "parentCategoryId", "level"])
      .orderBy("id")
      .execute();
    expect(categories).toEqual([
      { id: "loop-a", parentCategoryId: null, level: 1 },
      { id: "loop-b", parentCategoryId: null, level: 1 },
      { id: "low", parentCategoryId: "mid", level: 3 },
      { id: "mid", parentCategoryId: "top", level: 2 },
      { id: "top", parentCategoryId: null, level: 1 },
    ]);
    const accounts = await db
      .selectFrom("chartOfAccounts")
      .select(["id", "systemRole"])
      .where("systemRole", "in", ["other_revenue", "inventory"])
      .execute();
    const role = (r: string) => accounts.find((a) => a.systemRole === r)?.id;
    const items = await db
      .selectFrom("items")
      .select(["itemCode", "unit", "hsnCode", "taxRate", "itemType", "revenueAccountId", "expenseAccountId"])
      .orderBy("itemCode")
      .execute();
    expect(items).toEqual([
      {
        itemCode: "OLD",
        unit: "bundle",
        hsnCode: "12",
        taxRate: "12.00",
        itemType: "goods",
        revenueAccountId: role("other_revenue"),
        expenseAccountId: role("inventory"),
      },
      {
        itemCode: "SOAP",
        unit: "NOS",
        hsnCode: null,
        taxRate: "18.00",
        itemType: "goods",
        revenueAccountId: role("other_revenue"),
        expenseAccountId: role("inventory"),
      },
    ]);
    // The old row is kept, and the rules it breaks hold for every row written from now on.
    const unvalidated = await sql<{ conname: string }>`
      SELECT conname FROM pg_constraint WHERE conrelid = 'items'::regclass AND NOT convalidated ORDER BY conname`.execute(
      db,
    );
    expect(unvalidated.rows.map((r) => r.conname)).toEqual([
      "items_hsn_code_form",
      "items_tax_rate_slab",
      "items_unit_uqc",
    ]);
    await expect(
      db.updateTable("items").set({ taxRate: "12" }).where("itemCode", "=", "SOAP").execute(),
    ).rejects.toThrow(/items_tax_rate_slab/);
  });

  it("validates every rule on a database without older rows", async () => {
    handle = await createTestDatabase();
    const unvalidated = await sql<{ conname: string }>`
      SELECT conname FROM pg_constraint
      WHERE conrelid IN ('items'::regclass, 'item_categories'::regclass) AND NOT convalidated`.execute(
      handle.db,
    );
    expect(unvalidated.rows).toEqual([]);
  });

  it("takes every GST unit, the slabs, HSN and SAC codes of the right form and stock levels in order", async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    await db
      .insertInto("items")
      .values(GST_UNIT_CODES.map((unit) => ({ itemCode: `U-${unit}`, itemName: unit, unit })))
      .execute();
    const insert = (values: Record<string, unknown>) =>
      db
        .insertInto("items")
        .values({ itemCode: `I${Math.random()}`, itemName: "Item", ...values })
        .execute();
    for (const taxRate of ["0", "5", "18", "40"]) await insert({ taxRate });
    await insert({ hsnCode: "34011190" });
    await insert({ itemType: "service", hsnCode: "996332" });
    await insert({ minStockLevel: "1", reorderLevel: "1", maxStockLevel: "2.5" });
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ unit: "nos" }, /items_unit_uqc/],
      [{ unit: "DAY" }, /items_unit_uqc/],
      [{ taxRate: "12" }, /items_tax_rate_slab/],
      [{ hsnCode: "996332" }, /items_hsn_code_form/],
      [{ hsnCode: "0099" }, /items_hsn_code_form/],
      [{ itemType: "service", hsnCode: "3401" }, /items_hsn_code_form/],
      [{ itemType: "service", reorderLevel: "1" }, /items_service_no_stock/],
      [{ itemType: "stock" }, /items_item_type_check/],
      [{ minStockLevel: "3", reorderLevel: "2" }, /items_stock_levels_order/],
      [{ reorderLevel: "3", maxStockLevel: "2" }, /items_stock_levels_order/],
      [{ minStockLevel: "3", maxStockLevel: "2" }, /items_stock_levels_order/],
      [{ purchasePrice: "-1" }, /items_purchase_price_check/],
      [{ itemCode: "" }, /items_item_code_not_blank/],
      [{ itemCode: "u-nos" }, /items_code_lower_key/],
      [{ revenueAccountId: "nope" }, /items_revenue_account_fkey/],
    ];
    for (const [values, error] of refusals) {
      await expect(insert(values), JSON.stringify(values)).rejects.toThrow(error);
    }
  });

  it("keeps categories a tree: levels follow the parent, and no category goes under itself", async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const add = (id: string, parentCategoryId: string | null = null) =>
      db
        .insertInto("itemCategories")
        .values({ id, categoryCode: id.toUpperCase(), categoryName: id, parentCategoryId, level: 7 })
        .execute();
    await add("a");
    await add("b", "a");
    await add("c", "b");
    await add("d");
    const levels = async () =>
      Object.fromEntries(
        (await db.selectFrom("itemCategories").select(["id", "level"]).execute()).map((r) => [r.id, r.level]),
      );
    expect(await levels()).toEqual({ a: 1, b: 2, c: 3, d: 1 });
    // Moving a branch moves the levels under it.
    await db.updateTable("itemCategories").set({ parentCategoryId: "d" }).where("id", "=", "a").execute();
    expect(await levels()).toEqual({ a: 2, b: 3, c: 4, d: 1 });
    await db.updateTable("itemCategories").set({ level: 9 }).where("id", "=", "b").execute();
    expect(await levels()).toEqual({ a: 2, b: 3, c: 4, d: 1 });
    await expect(
      db.updateTable("itemCategories").set({ parentCategoryId: "c" }).where("id", "=", "a").execute(),
    ).rejects.toThrow("A category cannot be placed under one of its own subcategories");
    await expect(
      db.updateTable("itemCategories").set({ parentCategoryId: "a" }).where("id", "=", "a").execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto("itemCategories").values({ categoryCode: "a", categoryName: "Again" }).execute(),
    ).rejects.toThrow(/item_categories_code_lower_key/);
    // Ten levels at most.
    let parent = "d";
    for (let i = 2; i <= 10; i++) {
      await add(`deep${i}`, parent);
      parent = `deep${i}`;
    }
    await expect(add("deep11", parent)).rejects.toThrow(/item_categories_level_check/);
  });
});
