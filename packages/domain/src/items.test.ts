import { describe, expect, it } from "vitest";
import { GST_RATES as FOLIO_RATES } from "./folio";
import { GST_RATES, GST_UNITS, gstUnitLabel, isGstUnit } from "./gst-units";
import * as domain from "./index";
import {
  canonicalQuantity,
  categoryTree,
  categoryWithDescendants,
  itemAccountChoices,
  itemAccountError,
  itemCategoryInput,
  itemChanges,
  itemInput,
  itemRuleIssues,
  updateItemCategoryInput,
} from "./items.schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];
const item = (fields: Record<string, unknown>) => ({ itemCode: "SOAP", itemName: "Soap", ...fields });
const problem = (fields: Record<string, unknown>) => messages(itemInput.safeParse(item(fields)));

describe("GST codes", () => {
  it("has the rate slabs once, shared with the folio, and the UQC list with NOS", () => {
    expect(GST_RATES).toEqual([0, 5, 18, 40]);
    expect(GST_RATES).toBe(FOLIO_RATES);
    expect(domain.GST_RATES).toBe(GST_RATES);
    const codes = GST_UNITS.map((u) => u.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of ["BAG", "BOX", "BTL", "CAN", "CTN", "DOZ", "GMS", "KGS", "KLR", "LTR", "MLT", "MTR"]) {
      expect(codes).toContain(c);
    }
    for (const c of ["NOS", "PAC", "PCS", "PRS", "ROL", "SET", "SQF", "SQM", "TBS", "UNT", "OTH"]) {
      expect(codes).toContain(c);
    }
    expect(codes.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
    expect(isGstUnit("NOS")).toBe(true);
    expect(isGstUnit("nos")).toBe(false);
    expect(isGstUnit("DAY")).toBe(false);
    expect(gstUnitLabel("KGS")).toBe("KGS – Kilograms");
  });
});

describe("item input", () => {
  it("takes the item master's fields with their defaults", () => {
    expect(itemInput.parse(item({ itemCode: " soap-50 ", itemName: " Soap 50 g " }))).toEqual({
      itemCode: "soap-50",
      itemName: "Soap 50 g",
      description: null,
      itemType: "goods",
      categoryId: null,
      unit: "NOS",
      hsnCode: null,
      taxRate: 18,
      purchasePrice: null,
      sellingPrice: null,
      minStockLevel: null,
      reorderLevel: null,
      maxStockLevel: null,
      revenueAccountId: null,
      expenseAccountId: null,
      isActive: true,
    });
  });

  it("reads prices as exact decimal strings and stock levels as quantities", () => {
    const parsed = itemInput.parse(
      item({
        unit: "pcs",
        hsnCode: " 3401 11 ",
        taxRate: "5",
        purchasePrice: 12.5,
        sellingPrice: "20",
        minStockLevel: "010",
        reorderLevel: 25.5,
        maxStockLevel: "100.250",
        categoryId: "",
        revenueAccountId: "",
      }),
    );
    expect(parsed).toMatchObject({
      unit: "PCS",
      hsnCode: "340111",
      taxRate: 5,
      purchasePrice: "12.50",
      sellingPrice: "20.00",
      minStockLevel: "10",
      reorderLevel: "25.5",
      maxStockLevel: "100.25",
      categoryId: null,
      revenueAccountId: null,
    });
    expect(itemInput.parse(item({ taxRate: "18.00" })).taxRate).toBe(18);
    expect(itemInput.parse(item({ purchasePrice: "", maxStockLevel: null })).purchasePrice).toBe(null);
    expect(itemInput.parse(item({ purchasePrice: "99999999999.99" })).purchasePrice).toBe("99999999999.99");
  });

  it("names what is wrong, field by field", () => {
    expect(messages(itemInput.safeParse({}))).toEqual(["Item code is required", "Item name is required"]);
    expect(problem({ itemCode: "SO AP" })[0]).toMatch(/^Item code may hold only/);
    expect(problem({ itemCode: "X".repeat(31) })).toEqual(["Item code is at most 30 characters"]);
    expect(problem({ itemName: "x".repeat(201) })).toEqual(["Item name is at most 200 characters"]);
    expect(problem({ description: "x".repeat(2001) })).toEqual(["Description is at most 2000 characters"]);
    expect(problem({ itemType: "asset" })).toEqual(["Item type must be goods or service"]);
    for (const unit of ["DAY", "kg", "", 5]) {
      expect(problem({ unit })).toEqual([
        "Unit must be one of GST's unit codes (UQC), e.g. NOS, PCS, KGS, LTR",
      ]);
    }
    for (const taxRate of [12, 28, "12", "", -5, "abc", 18.5]) {
      expect(problem({ taxRate })).toEqual(["Tax rate must be one of 0, 5, 18, 40"]);
    }
    expect(problem({ purchasePrice: "-1" })).toEqual(["Purchase price cannot be negative"]);
    expect(problem({ sellingPrice: "1.005" })).toEqual([
      "Selling price must be a number of at least 0 with at most two decimals",
    ]);
    expect(problem({ sellingPrice: "1e3" })).toEqual([
      "Selling price must be a number of at least 0 with at most two decimals",
    ]);
    expect(problem({ sellingPrice: "100000000000" })).toEqual([
      "Selling price must be at most ₹99,99,99,99,999.99",
    ]);
    expect(problem({ minStockLevel: "-2" })).toEqual(["Minimum stock level cannot be negative"]);
    expect(problem({ reorderLevel: "1.2345" })[0]).toMatch(/^Reorder level must be a number/);
    expect(problem({ maxStockLevel: "1".repeat(13) })[0]).toMatch(/^Maximum stock level must be a number/);
    expect(problem({ categoryId: "x".repeat(65) })).toEqual(["Category is at most 64 characters"]);
  });

  it("checks the HSN code of goods and the SAC code of services", () => {
    for (const hsnCode of ["3401", "340111", "34011190", "0101", "9801"]) {
      expect(problem({ hsnCode }), hsnCode).toEqual([]);
    }
    const hsn = "HSN code of goods must be 4, 6 or 8 digits, starting with a chapter from 01 to 98";
    for (const hsnCode of ["340", "34011", "3401111", "340111900", "0012", "996332", "34A1"]) {
      expect(problem({ hsnCode }), hsnCode).toEqual([hsn]);
    }
    expect(problem({ itemType: "service", hsnCode: "996332" })).toEqual([]);
    const sac = "SAC code of a service must be 6 digits starting with 99";
    for (const hsnCode of ["3401", "9963", "99633", "9963321", "896332"]) {
      expect(problem({ itemType: "service", hsnCode }), hsnCode).toEqual([sac]);
    }
    const issue = itemInput.safeParse(item({ hsnCode: "12" })).error?.issues[0];
    expect(issue?.path).toEqual(["hsnCode"]);
  });

  it("keeps stock levels in order, and none for a service", () => {
    expect(problem({ minStockLevel: 5, reorderLevel: 10, maxStockLevel: 100 })).toEqual([]);
    expect(problem({ minStockLevel: 5, reorderLevel: 5, maxStockLevel: 5 })).toEqual([]);
    expect(problem({ minStockLevel: "10.5", reorderLevel: "10.25" })).toEqual([
      "Reorder level must be at least the minimum stock level",
    ]);
    expect(problem({ reorderLevel: 101, maxStockLevel: 100 })).toEqual([
      "Reorder level must be at most the maximum stock level",
    ]);
    expect(problem({ minStockLevel: 20, maxStockLevel: 10 })).toEqual([
      "Maximum stock level must be at least the minimum stock level",
    ]);
    // Compared as numbers, not as text ("9" < "10").
    expect(problem({ minStockLevel: "9", maxStockLevel: "10" })).toEqual([]);
    expect(problem({ itemType: "service", reorderLevel: 1 })).toEqual([
      "A service keeps no stock: leave its stock levels blank",
    ]);
    expect(
      itemRuleIssues({
        itemType: "goods",
        hsnCode: null,
        minStockLevel: "3",
        reorderLevel: null,
        maxStockLevel: "2",
      }),
    ).toEqual([
      { path: "maxStockLevel", message: "Maximum stock level must be at least the minimum stock level" },
    ]);
  });

  it("lets an edit leave fields out, and clear optional ones with null", () => {
    expect(itemChanges.parse({ itemCode: "SOAP", itemName: "Soap" })).toEqual({
      itemCode: "SOAP",
      itemName: "Soap",
    });
    expect(
      itemChanges.parse({ itemCode: "SOAP", itemName: "Soap", hsnCode: null, sellingPrice: "" }),
    ).toEqual({
      itemCode: "SOAP",
      itemName: "Soap",
      hsnCode: null,
      sellingPrice: null,
    });
    expect(messages(itemChanges.safeParse({ itemCode: "SOAP", itemName: "Soap", taxRate: 12 }))).toEqual([
      "Tax rate must be one of 0, 5, 18, 40",
    ]);
  });

  it("writes quantities without leading or trailing zeros", () => {
    expect(canonicalQuantity("010.500")).toBe("10.5");
    expect(canonicalQuantity("0")).toBe("0");
    expect(canonicalQuantity("0.000")).toBe("0");
    expect(canonicalQuantity("12.000")).toBe("12");
    expect(canonicalQuantity("0.125")).toBe("0.125");
  });
});

describe("item accounts", () => {
  const account = (fields: Partial<Parameters<typeof itemAccountError>[1]> = {}) => ({
    accountCode: "4900",
    accountName: "Other Income",
    accountType: "Revenue" as const,
    isActive: true,
    isGroup: false,
    systemRole: null,
    ...fields,
  });

  it("takes an active revenue account that takes postings for sales", () => {
    expect(itemAccountError("revenue", account(), "goods")).toBe(null);
    expect(itemAccountError("revenue", account({ isActive: false }), "goods")).toBe(
      "Revenue account must be active (4900 Other Income is inactive)",
    );
    expect(itemAccountError("revenue", account({ isGroup: true }), "goods")).toBe(
      "Revenue account must take postings (4900 Other Income is a group heading)",
    );
    expect(
      itemAccountError(
        "revenue",
        account({ accountCode: "1100", accountName: "Cash in Hand", accountType: "Assets" }),
        "service",
      ),
    ).toBe("Revenue account must be of type Revenue (1100 Cash in Hand is Assets)");
  });

  it("takes an expense or cost account for purchases, or the inventory asset for goods only", () => {
    const expense = account({ accountCode: "6470", accountName: "Amenities", accountType: "Expenses" });
    const cost = account({ accountCode: "5100", accountName: "F&B Cost", accountType: "Cost of Goods Sold" });
    const inventory = account({
      accountCode: "1300",
      accountName: "Inventory",
      accountType: "Assets",
      systemRole: "inventory",
    });
    const furniture = account({ accountCode: "1500", accountName: "Furniture", accountType: "Assets" });
    for (const type of ["goods", "service"] as const) {
      expect(itemAccountError("expense", expense, type)).toBe(null);
      expect(itemAccountError("expense", cost, type)).toBe(null);
    }
    expect(itemAccountError("expense", inventory, "goods")).toBe(null);
    expect(itemAccountError("expense", inventory, "service")).toBe(
      "Expense account of a service cannot be the inventory account (1300 Inventory)",
    );
    expect(itemAccountError("expense", furniture, "goods")).toBe(
      "Expense account must be of type Expenses or Cost of Goods Sold, or the inventory account (1500 Furniture is Assets)",
    );
    expect(itemAccountError("expense", account(), "service")).toBe(
      "Expense account must be of type Expenses or Cost of Goods Sold (4900 Other Income is Revenue)",
    );
    expect(
      itemAccountChoices("expense", [expense, cost, inventory, furniture], "service").map(
        (a) => a.accountCode,
      ),
    ).toEqual(["6470", "5100"]);
  });
});

describe("item categories", () => {
  it("takes a code, a name, a description and a parent", () => {
    expect(
      itemCategoryInput.parse({ categoryCode: " FB ", categoryName: " Food ", parentCategoryId: "" }),
    ).toEqual({
      categoryCode: "FB",
      categoryName: "Food",
      description: null,
      parentCategoryId: null,
      isActive: true,
    });
    expect(messages(itemCategoryInput.safeParse({}))).toEqual([
      "Category code is required",
      "Category name is required",
    ]);
    expect(
      messages(
        itemCategoryInput.safeParse({ categoryCode: "A", categoryName: "B", description: "x".repeat(501) }),
      ),
    ).toEqual(["Description is at most 500 characters"]);
    expect(
      messages(
        updateItemCategoryInput.safeParse({
          id: "c1",
          categoryCode: "A",
          categoryName: "B",
          parentCategoryId: "c1",
        }),
      ),
    ).toEqual(["A category cannot be its own parent"]);
  });

  it("orders categories as a tree and finds a category's subtree", () => {
    const categories = [
      { id: "b", parentCategoryId: "a", categoryCode: "FB-10" },
      { id: "c", parentCategoryId: "a", categoryCode: "FB-2" },
      { id: "a", parentCategoryId: null, categoryCode: "FB" },
      { id: "d", parentCategoryId: "c", categoryCode: "FB-2-1" },
      { id: "e", parentCategoryId: null, categoryCode: "AM" },
    ];
    expect(categoryTree(categories).map((c) => c.id)).toEqual(["e", "a", "c", "d", "b"]);
    expect([...categoryWithDescendants(categories, "a")].sort()).toEqual(["a", "b", "c", "d"]);
    expect([...categoryWithDescendants(categories, "c")].sort()).toEqual(["c", "d"]);
  });
});
