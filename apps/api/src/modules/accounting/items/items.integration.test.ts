import type { AccountRow, ItemRow } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, cookie, t, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

const URL = "/api/erp/items";
const CATEGORIES = "/api/erp/item-categories";
const ACCOUNTS = "/api/erp/chart-of-accounts";

const post = (fields: Record<string, unknown>, as = cookie) =>
  api("POST", URL, { itemCode: "SOAP-50", itemName: "Bath Soap 50 g", ...fields }, as);

async function create(fields: Record<string, unknown> = {}, as = cookie): Promise<ItemRow> {
  const res = await post(fields, as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function list(query = "", as = cookie): Promise<ItemRow[]> {
  const res = await api("GET", `${URL}${query}`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const put = (id: string, fields: Record<string, unknown>, as = cookie) =>
  api("PUT", `${URL}/${id}`, fields, as);

async function account(code: string): Promise<AccountRow> {
  const accounts = (await api("GET", ACCOUNTS)).json() as AccountRow[];
  const found = accounts.find((a) => a.accountCode === code);
  if (!found) throw new Error(`no account ${code}`);
  return found;
}

async function category(categoryCode: string, categoryName: string, parentCategoryId?: string) {
  const res = await api("POST", CATEGORIES, { categoryCode, categoryName, parentCategoryId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Promise<{ id: string }>;
}

describe("items", () => {
  it("creates goods (201) with the schema's fields, its accounts taken from the chart's roles, audited", async () => {
    const amenities = await category("AMN", "Guest Amenities");
    const item = await create({
      description: "Wrapped, for the rooms",
      categoryId: amenities.id,
      unit: "pcs",
      hsnCode: "3401 11",
      taxRate: 18,
      purchasePrice: "12.5",
      sellingPrice: 20,
      minStockLevel: "100",
      reorderLevel: 150.5,
      maxStockLevel: "1000.000",
    });
    const otherIncome = await account("4900");
    const inventory = await account("1300");
    expect(item).toMatchObject({
      itemCode: "SOAP-50",
      itemName: "Bath Soap 50 g",
      description: "Wrapped, for the rooms",
      itemType: "goods",
      categoryId: amenities.id,
      categoryCode: "AMN",
      categoryName: "Guest Amenities",
      unit: "PCS",
      hsnCode: "340111",
      taxRate: 18,
      purchasePrice: "12.50",
      sellingPrice: "20.00",
      minStockLevel: "100",
      reorderLevel: "150.5",
      maxStockLevel: "1000",
      revenueAccountId: otherIncome.id,
      revenueAccountCode: "4900",
      revenueAccountName: "Other Income",
      expenseAccountId: inventory.id,
      expenseAccountCode: "1300",
      expenseAccountName: "Inventory",
      isActive: true,
    });
    expect(otherIncome.systemRole).toBe("other_revenue");
    expect(inventory.systemRole).toBe("inventory");
    const stored = await t.database.db
      .selectFrom("items")
      .select(["purchasePrice", "taxRate", "reorderLevel"])
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ purchasePrice: "12.5000", taxRate: "18.00", reorderLevel: "150.500" });
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "after"])
      .where("entityType", "=", "item")
      .where("entityId", "=", item.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create"]);
    expect(JSON.stringify(audit[0]?.after)).toContain('"itemCode":"SOAP-50"');
    expect((await api("GET", `${URL}/${item.id}`)).json()).toEqual(item);

    // A service bought is a cost: its default expense account is cost of goods sold; NOS by default.
    const laundry = await create({
      itemCode: "LND-SHIRT",
      itemName: "Laundry – shirt",
      itemType: "service",
      hsnCode: "999712",
      taxRate: "5",
    });
    const cost = await account("5100");
    expect(laundry).toMatchObject({
      itemType: "service",
      unit: "NOS",
      hsnCode: "999712",
      taxRate: 5,
      purchasePrice: null,
      minStockLevel: null,
      categoryId: null,
      categoryName: null,
      expenseAccountId: cost.id,
      revenueAccountId: otherIncome.id,
    });
    expect(cost.systemRole).toBe("cost_of_goods_sold");
  });

  it("lists by name; searches code or name in any case, literally; filters by category (and those under it), type and active", async () => {
    const food = await category("FB", "Food & Beverage");
    const drinks = await category("FB-BEV", "Beverages", food.id);
    const amenities = await category("AMN", "Amenities");
    await create({ itemCode: "WATER-1L", itemName: "Mineral Water 1 L", categoryId: drinks.id, unit: "BTL" });
    await create({ itemCode: "COOKIE", itemName: "Cookies 100%", categoryId: food.id });
    await create({ itemCode: "SOAP-50", itemName: "Bath Soap", categoryId: amenities.id });
    const laundry = await create({ itemCode: "LND", itemName: "Laundry", itemType: "service" });
    expect((await list()).map((i) => i.itemCode)).toEqual(["SOAP-50", "COOKIE", "LND", "WATER-1L"]);
    expect((await list("?search=WATER")).map((i) => i.itemCode)).toEqual(["WATER-1L"]);
    expect((await list("?search=soap")).map((i) => i.itemCode)).toEqual(["SOAP-50"]);
    expect((await list("?search=water-1l")).map((i) => i.itemCode)).toEqual(["WATER-1L"]);
    expect((await list(`?search=${encodeURIComponent("100%")}`)).map((i) => i.itemCode)).toEqual(["COOKIE"]);
    expect((await list(`?search=${encodeURIComponent("%")}`)).map((i) => i.itemCode)).toEqual(["COOKIE"]);
    expect((await list("?search=_")).map((i) => i.itemCode)).toEqual([]);
    expect((await list(`?categoryId=${food.id}`)).map((i) => i.itemCode)).toEqual(["COOKIE", "WATER-1L"]);
    expect((await list(`?categoryId=${drinks.id}`)).map((i) => i.itemCode)).toEqual(["WATER-1L"]);
    expect((await list("?itemType=service")).map((i) => i.itemCode)).toEqual(["LND"]);
    expect((await list(`?itemType=goods&categoryId=${food.id}&search=cook`)).map((i) => i.itemCode)).toEqual([
      "COOKIE",
    ]);
    expect(
      (await put(laundry.id, { itemCode: "LND", itemName: "Laundry", isActive: false })).statusCode,
    ).toBe(200);
    expect((await list("?activeOnly=true")).map((i) => i.itemCode)).toEqual([
      "SOAP-50",
      "COOKIE",
      "WATER-1L",
    ]);
    expect(await list("?activeOnly=false")).toHaveLength(4);
    const categories = (await api("GET", CATEGORIES)).json() as { categoryCode: string; itemCount: number }[];
    expect(categories.map((c) => [c.categoryCode, c.itemCount])).toEqual([
      ["AMN", 1],
      ["FB", 1],
      ["FB-BEV", 1],
    ]);
    const badType = await api("GET", `${URL}?itemType=asset`);
    expect(badType.statusCode).toBe(400);
    expect((await api("GET", `${URL}?search=${"x".repeat(101)}`)).json().message).toBe(
      "Search is at most 100 characters",
    );
  });

  it("edits an item: a field left out keeps its value, null clears it; audited with before and after", async () => {
    const item = await create({ hsnCode: "3401", sellingPrice: "20", reorderLevel: "10", taxRate: 5 });
    const res = await put(item.id, {
      itemCode: "SOAP-50",
      itemName: "Bath Soap 50 g (wrapped)",
      sellingPrice: "22.5",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      itemName: "Bath Soap 50 g (wrapped)",
      sellingPrice: "22.50",
      hsnCode: "3401",
      reorderLevel: "10",
      taxRate: 5,
      revenueAccountId: item.revenueAccountId,
    });
    const cleared = await put(item.id, {
      itemCode: "soap-50",
      itemName: "Bath Soap",
      hsnCode: null,
      sellingPrice: "",
      reorderLevel: null,
      taxRate: "40",
      unit: "box",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      itemCode: "soap-50",
      hsnCode: null,
      sellingPrice: null,
      reorderLevel: null,
      taxRate: 40,
      unit: "BOX",
    });
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select(["action", "before", "after"])
      .where("entityType", "=", "item")
      .where("entityId", "=", item.id)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "update"]);
    expect(JSON.stringify(audit[1]?.before)).toContain('"sellingPrice":"20.00"');
    expect(JSON.stringify(audit[1]?.after)).toContain('"sellingPrice":"22.50"');
    // The same values again change nothing and record nothing.
    const same = await put(item.id, { itemCode: "soap-50", itemName: "Bath Soap" });
    expect(same.json().updatedAt).toBe(cleared.json().updatedAt);
    const deactivated = await put(item.id, { itemCode: "soap-50", itemName: "Bath Soap", isActive: false });
    expect(deactivated.json().isActive).toBe(false);
    const actions = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityType", "=", "item")
      .where("entityId", "=", item.id)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["create", "update", "update", "deactivate"]);

    const missing = await put("nope", { itemCode: "X", itemName: "X" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Item not found");
    expect((await api("GET", `${URL}/nope`)).statusCode).toBe(404);
  });

  it("refuses a duplicate code whatever its case (409), on create and on edit", async () => {
    await create();
    for (const itemCode of ["SOAP-50", "soap-50"]) {
      const dup = await post({ itemCode, itemName: "Another soap" });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("Item code already exists");
    }
    const other = await create({ itemCode: "TOWEL", itemName: "Towel" });
    const res = await put(other.id, { itemCode: "Soap-50", itemName: "Towel" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Item code already exists");
    expect(await list()).toHaveLength(2);
  });

  it("names what is wrong (400): code, name, unit, tax rate, HSN or SAC, prices, stock levels", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ itemCode: "" }, "Item code is required"],
      [{ itemName: undefined }, "Item name is required"],
      [{ itemCode: "SO AP" }, expect.stringMatching(/^Item code may hold only/)],
      [{ itemCode: "X".repeat(31) }, "Item code is at most 30 characters"],
      [{ itemName: "x".repeat(201) }, "Item name is at most 200 characters"],
      [{ description: "x".repeat(2001) }, "Description is at most 2000 characters"],
      [{ itemType: "asset" }, "Item type must be goods or service"],
      [{ unit: "DAY" }, "Unit must be one of GST's unit codes (UQC), e.g. NOS, PCS, KGS, LTR"],
      [{ unit: "kilo" }, "Unit must be one of GST's unit codes (UQC), e.g. NOS, PCS, KGS, LTR"],
      [{ taxRate: 12 }, "Tax rate must be one of 0, 5, 18, 40"],
      [{ taxRate: "28" }, "Tax rate must be one of 0, 5, 18, 40"],
      [
        { hsnCode: "34" },
        "HSN code of goods must be 4, 6 or 8 digits, starting with a chapter from 01 to 98",
      ],
      [
        { hsnCode: "996332" },
        "HSN code of goods must be 4, 6 or 8 digits, starting with a chapter from 01 to 98",
      ],
      [{ itemType: "service", hsnCode: "3401" }, "SAC code of a service must be 6 digits starting with 99"],
      [{ purchasePrice: "-1" }, "Purchase price cannot be negative"],
      [{ sellingPrice: "10.005" }, "Selling price must be a number of at least 0 with at most two decimals"],
      [{ sellingPrice: "100000000000" }, "Selling price must be at most ₹99,99,99,99,999.99"],
      [{ minStockLevel: "-3" }, "Minimum stock level cannot be negative"],
      [{ minStockLevel: 10, reorderLevel: 5 }, "Reorder level must be at least the minimum stock level"],
      [{ reorderLevel: 50, maxStockLevel: 20 }, "Reorder level must be at most the maximum stock level"],
      [{ itemType: "service", maxStockLevel: 1 }, "A service keeps no stock: leave its stock levels blank"],
      [{ categoryId: "x".repeat(65) }, "Category is at most 64 characters"],
    ];
    for (const [fields, message] of cases) {
      const res = await post(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toEqual(message);
    }
    // An edit is checked as a whole: goods with an HSN code cannot become a service keeping it.
    const soap = await create({ hsnCode: "3401" });
    const toService = await put(soap.id, { itemCode: "SOAP-50", itemName: "Soap", itemType: "service" });
    expect(toService.statusCode).toBe(400);
    expect(toService.json().message).toBe("SAC code of a service must be 6 digits starting with 99");
    const badEdit = await put(soap.id, { itemCode: "SOAP-50", itemName: "Soap", taxRate: 12 });
    expect(badEdit.json().message).toBe("Tax rate must be one of 0, 5, 18, 40");
    expect(await list()).toHaveLength(1);
  });

  it("checks the category: it must exist and be active", async () => {
    const missing = await post({ categoryId: "nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Category not found");
    const old = await category("OLD", "Old stock");
    const res = await api("PUT", `${CATEGORIES}/${old.id}`, {
      categoryCode: "OLD",
      categoryName: "Old",
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    const inactive = await post({ categoryId: old.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe("Category must be active (OLD Old is inactive)");
  });

  it("checks the accounts chosen: they exist, are active, take postings and fit their kind", async () => {
    const food = await account("4200");
    const amenitiesCost = await account("5200");
    const miscellaneous = await account("6900");
    const item = await create({ revenueAccountId: food.id, expenseAccountId: amenitiesCost.id });
    expect(item).toMatchObject({
      revenueAccountCode: "4200",
      expenseAccountCode: "5200",
      expenseAccountName: "Guest Amenities Cost",
    });
    const service = await create({
      itemCode: "SPA",
      itemName: "Spa",
      itemType: "service",
      hsnCode: "999722",
      expenseAccountId: miscellaneous.id,
    });
    expect(service.expenseAccountCode).toBe("6900");

    const heading = await account("4000");
    const cash = await account("1100");
    const inventory = await account("1300");
    const cases: [Record<string, unknown>, string][] = [
      [
        { revenueAccountId: heading.id },
        "Revenue account must take postings (4000 Revenue is a group heading)",
      ],
      [
        { revenueAccountId: cash.id },
        "Revenue account must be of type Revenue (1100 Cash in Hand is Assets)",
      ],
      [
        { revenueAccountId: miscellaneous.id },
        "Revenue account must be of type Revenue (6900 Miscellaneous Expense is Expenses)",
      ],
      [
        { expenseAccountId: cash.id },
        "Expense account must be of type Expenses or Cost of Goods Sold, or the inventory account (1100 Cash in Hand is Assets)",
      ],
      [
        { expenseAccountId: food.id },
        expect.stringMatching(/^Expense account must be of type Expenses or Cost of Goods Sold/),
      ],
      [
        { itemType: "service", expenseAccountId: inventory.id },
        "Expense account of a service cannot be the inventory account (1300 Inventory)",
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await post({ itemCode: "BAD", ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toEqual(message);
    }
    const unknown = await post({ itemCode: "BAD", revenueAccountId: "nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Revenue account not found");

    // An inactive account is refused.
    const banquet = await account("4300");
    const off = await api("PUT", `${ACCOUNTS}/${banquet.id}`, {
      accountCode: "4300",
      accountName: "Banquet",
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const inactive = await post({ itemCode: "BAD", revenueAccountId: banquet.id });
    expect(inactive.json().message).toBe("Revenue account must be active (4300 Banquet is inactive)");

    // Editing: a blank account takes the default again; a service cannot keep the inventory account.
    const reset = await put(item.id, {
      itemCode: item.itemCode,
      itemName: item.itemName,
      revenueAccountId: "",
    });
    expect(reset.json().revenueAccountCode).toBe("4900");
    const soap = await create({ itemCode: "SOAP", itemName: "Soap" });
    expect(soap.expenseAccountCode).toBe("1300");
    const retyped = await put(soap.id, { itemCode: "SOAP", itemName: "Soap", itemType: "service" });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().message).toBe(
      "Expense account of a service cannot be the inventory account (1300 Inventory)",
    );
    const withDefault = await put(soap.id, {
      itemCode: "SOAP",
      itemName: "Soap",
      itemType: "service",
      expenseAccountId: null,
    });
    expect(withDefault.json()).toMatchObject({ itemType: "service", expenseAccountCode: "5100" });
  });

  it("keeps an item's accounts fit for it: they are not deactivated, retyped, made headings or deleted", async () => {
    const own = (
      await api("POST", ACCOUNTS, {
        accountCode: "4350",
        accountName: "Minibar Sales",
        accountType: "Revenue",
      })
    ).json() as AccountRow;
    await create({ revenueAccountId: own.id });
    const change = (fields: Record<string, unknown>) =>
      api("PUT", `${ACCOUNTS}/${own.id}`, { accountCode: "4350", accountName: "Minibar Sales", ...fields });
    const cases: [Record<string, unknown>, string][] = [
      [
        { isActive: false },
        "4350 Minibar Sales is the revenue or expense account of an item; it cannot be deactivated",
      ],
      [
        { accountType: "Expenses" },
        "4350 Minibar Sales is the revenue or expense account of an item; its type cannot change",
      ],
      [
        { isGroup: true },
        "4350 Minibar Sales is the revenue or expense account of an item; it must take postings",
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await change(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const removed = await api("DELETE", `${ACCOUNTS}/${own.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      "4350 Minibar Sales is the revenue or expense account of an item; it cannot be deleted",
    );
    expect((await change({ accountName: "Minibar" })).statusCode).toBe(200);
  });

  it("lets managers read only, refuses the front desk and lets accountants write", async () => {
    const item = await create();
    await t.createUser("manager", "mgr");
    const manager = await t.login("mgr", "password-manager-1");
    expect(await list("", manager)).toHaveLength(1);
    expect((await post({ itemCode: "M1" }, manager)).statusCode).toBe(403);
    expect((await put(item.id, { itemCode: "SOAP-50", itemName: "X" }, manager)).statusCode).toBe(403);
    const frontDesk = await t.login("desk", "password-front_desk-1");
    expect((await api("GET", URL, undefined, frontDesk)).statusCode).toBe(403);
    expect((await api("GET", `${URL}/${item.id}`, undefined, frontDesk)).statusCode).toBe(403);
    expect((await post({ itemCode: "D1" }, frontDesk)).statusCode).toBe(403);
    expect((await put(item.id, { itemCode: "SOAP-50", itemName: "X" }, frontDesk)).statusCode).toBe(403);
    await t.createUser("accountant", "acc");
    const accountant = await t.login("acc", "password-accountant-1");
    await create({ itemCode: "A1", itemName: "By the accountant" }, accountant);
    expect((await put(item.id, { itemCode: "SOAP-50", itemName: "Soap" }, accountant)).statusCode).toBe(200);
  });

  it("is documented in the OpenAPI document", async () => {
    const document = (await api("GET", "/api/openapi.json")).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    for (const [path, methods] of [
      ["/api/erp/items", ["get", "post"]],
      ["/api/erp/items/{id}", ["get", "put"]],
      ["/api/erp/item-categories", ["get", "post"]],
      ["/api/erp/item-categories/{id}", ["put"]],
    ] as const) {
      expect(Object.keys(document.paths[path] ?? {}).sort(), path).toEqual([...methods].sort());
    }
    const body = document.paths["/api/erp/items"]?.post?.requestBody?.content["application/json"]?.schema as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(body.required).toEqual(expect.arrayContaining(["itemCode", "itemName"]));
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining([
        "itemType",
        "unit",
        "hsnCode",
        "taxRate",
        "revenueAccountId",
        "expenseAccountId",
      ]),
    );
  });
});
