import type { AccountRow, ItemCategoryRow, ItemRow } from "@atithi/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

const FIRST_RENDER = { timeout: 5000 };

const soap: ItemRow = {
  id: "i1",
  itemCode: "SOAP-50",
  itemName: "Bath Soap 50 g",
  description: "Wrapped, for the rooms",
  itemType: "goods",
  categoryId: "c1",
  categoryCode: "AMN",
  categoryName: "Guest Amenities",
  unit: "PCS",
  hsnCode: "340111",
  taxRate: 18,
  purchasePrice: "12.50",
  sellingPrice: "20.00",
  minStockLevel: "100",
  reorderLevel: "150",
  maxStockLevel: "1000",
  revenueAccountId: "other",
  revenueAccountCode: "4900",
  revenueAccountName: "Other Income",
  expenseAccountId: "inv",
  expenseAccountCode: "1300",
  expenseAccountName: "Inventory",
  isActive: true,
  createdAt: "2026-11-20T05:00:00.000Z",
  updatedAt: "2026-11-20T05:00:00.000Z",
};
const laundry: ItemRow = {
  ...soap,
  id: "i2",
  itemCode: "LND-SHIRT",
  itemName: "Laundry – shirt",
  description: null,
  itemType: "service",
  categoryId: null,
  categoryCode: null,
  categoryName: null,
  unit: "NOS",
  hsnCode: "999712",
  taxRate: 5,
  purchasePrice: null,
  sellingPrice: "60.00",
  minStockLevel: null,
  reorderLevel: null,
  maxStockLevel: null,
  expenseAccountId: "cogs",
  expenseAccountCode: "5100",
  expenseAccountName: "Food & Beverage Cost",
  isActive: false,
};

const category = (
  over: Partial<ItemCategoryRow> & Pick<ItemCategoryRow, "id" | "categoryCode">,
): ItemCategoryRow => ({
  categoryName: over.categoryCode,
  description: null,
  parentCategoryId: null,
  level: 1,
  isActive: true,
  itemCount: 0,
  createdAt: soap.createdAt,
  updatedAt: soap.updatedAt,
  ...over,
});
const CATEGORIES = [
  category({ id: "c1", categoryCode: "AMN", categoryName: "Guest Amenities", itemCount: 1 }),
  category({ id: "c2", categoryCode: "FB", categoryName: "Food & Beverage" }),
  category({ id: "c3", categoryCode: "FB-BEV", categoryName: "Beverages", parentCategoryId: "c2", level: 2 }),
];

const account = (
  over: Partial<AccountRow> & Pick<AccountRow, "id" | "accountCode" | "accountName">,
): AccountRow => ({
  accountType: "Revenue",
  description: null,
  isActive: true,
  parentAccountId: null,
  level: 2,
  isGroup: false,
  systemRole: null,
  hasPostings: false,
  expenseCategories: [],
  ...over,
});
const CHART: AccountRow[] = [
  account({ id: "rev", accountCode: "4000", accountName: "Revenue", isGroup: true, level: 1 }),
  account({
    id: "food",
    accountCode: "4200",
    accountName: "Food & Beverage Revenue",
    systemRole: "food_revenue",
  }),
  account({ id: "other", accountCode: "4900", accountName: "Other Income", systemRole: "other_revenue" }),
  account({
    id: "inv",
    accountCode: "1300",
    accountName: "Inventory",
    accountType: "Assets",
    systemRole: "inventory",
  }),
  account({
    id: "cash",
    accountCode: "1100",
    accountName: "Cash in Hand",
    accountType: "Assets",
    systemRole: "cash",
  }),
  account({
    id: "cogs",
    accountCode: "5100",
    accountName: "Food & Beverage Cost",
    accountType: "Cost of Goods Sold",
    systemRole: "cost_of_goods_sold",
  }),
  account({ id: "misc", accountCode: "6900", accountName: "Miscellaneous Expense", accountType: "Expenses" }),
];

function open(role = "admin", procedures: Record<string, (input: unknown) => unknown> = {}) {
  return renderApp("/erp/items", {
    "auth.me": () => testUser(role),
    "items.list": () => [soap, laundry],
    "itemCategories.list": () => CATEGORIES,
    "chartOfAccounts.list": () => CHART,
    ...procedures,
  });
}

/** Opens a select of the dialog and picks an option of its own list (the page's filters have lists too). */
async function pick(dialog: HTMLElement, label: RegExp, option: string | RegExp) {
  const input = within(dialog).getByRole("combobox", { name: label });
  fireEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("no list");
    return found;
  });
  fireEvent.click(within(list).getByRole("option", { name: option, hidden: true }));
}

describe("Items page", () => {
  it("lists each item with its code, category, type, HSN or SAC, unit, GST, prices and status", async () => {
    open();
    const row = await screen.findByRole("row", { name: "Bath Soap 50 g" }, FIRST_RENDER);
    for (const text of [
      "SOAP-50",
      "Guest Amenities",
      "Goods",
      "340111",
      "PCS",
      "18%",
      "₹12.50",
      "₹20.00",
      "Active",
    ]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    const service = screen.getByRole("row", { name: "Laundry – shirt" });
    for (const text of ["Service", "999712", "5%", "—", "₹60.00", "Inactive"]) {
      expect(within(service).getAllByText(text).length).toBeGreaterThan(0);
    }
    // The phone's cards say the same.
    const card = screen.getByRole("article", { name: "Bath Soap 50 g" });
    for (const text of ["GST 18%", "HSN 340111 · PCS", "Purchase ₹12.50 · Selling ₹20.00"]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByText("Stock: min 100 · reorder at 150 · max 1000 PCS")).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Laundry – shirt" })).getByText("SAC 999712 · NOS"),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("2 items");
    expect(screen.getByRole("link", { name: "Categories" }).getAttribute("href")).toBe("/erp/categories");
  });

  it("searches on the server and filters by category, type and status", async () => {
    const list = vi.fn((input: unknown) => {
      const { search } = (input ?? {}) as { search?: string };
      return [soap, laundry].filter(
        (i) => !search || i.itemName.toLowerCase().includes(search.toLowerCase()),
      );
    });
    open("admin", { "items.list": list });
    const search = await screen.findByPlaceholderText("Search items by code or name...", {}, FIRST_RENDER);
    fireEvent.change(search, { target: { value: "soap" } });
    await waitFor(() => expect(screen.queryByRole("row", { name: "Laundry – shirt" })).toBeNull());
    expect(list).toHaveBeenLastCalledWith({ search: "soap" });
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.click(screen.getByRole("combobox", { name: "Category" }));
    fireEvent.click(await screen.findByRole("option", { name: /Beverages/, hidden: true }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ categoryId: "c3" }));
    fireEvent.click(screen.getByRole("combobox", { name: "Item type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Services", hidden: true }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ categoryId: "c3", itemType: "service" }));
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Active Only", hidden: true }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ categoryId: "c3", itemType: "service", activeOnly: true }),
    );
    fireEvent.change(search, { target: { value: "nothing like it" } });
    expect(await screen.findByText("No items found")).toBeTruthy();
    expect(screen.getByText("No item matches the search and filters")).toBeTruthy();
  });

  it("shows the empty state with a first item to add", async () => {
    open("admin", { "items.list": () => [] });
    expect(await screen.findByText("No items found", {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add First Item" })).toBeTruthy();
  });

  it("creates an item, naming what is wrong first, with the accounts that fit it", async () => {
    const create = vi.fn((input: unknown) => ({ ...soap, ...(input as object), id: "i3" }));
    open("admin", { "items.create": create, "items.list": () => [] });
    fireEvent.click(await screen.findByRole("button", { name: "Add Item" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Create New Item" });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Item" }));
    expect(await within(dialog).findByText("Item code is required")).toBeTruthy();
    expect(within(dialog).getByText("Item name is required")).toBeTruthy();
    type(/Item Code/, "WATER-1L");
    type(/Item Name/, "Mineral Water 1 L");
    type(/HSN Code/, "22");
    type(/Purchase Price/, "-5");
    type(/Reorder Level/, "10");
    type(/Maximum Stock/, "5");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Item" }));
    expect(await within(dialog).findByText("Purchase price cannot be negative")).toBeTruthy();
    // The rules between fields are checked once each field is well formed.
    type(/Purchase Price/, "12");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Item" }));
    expect(
      await within(dialog).findByText(
        "HSN code of goods must be 4, 6 or 8 digits, starting with a chapter from 01 to 98",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("Reorder level must be at most the maximum stock level")).toBeTruthy();
    type(/HSN Code/, "2201");
    type(/Maximum Stock/, "200");
    await pick(dialog, /Category/, /FB-BEV Beverages/);
    await pick(dialog, /GST Rate/, "5%");
    await pick(dialog, /^Unit/, "BTL – Bottles");
    // Only revenue accounts that take postings are offered; the default is named.
    expect(within(dialog).getByPlaceholderText("Default: 4900 Other Income")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Revenue Account/ }));
    expect(
      await screen.findByRole("option", { name: "4200 Food & Beverage Revenue", hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole("option", { name: "4000 Revenue", hidden: true })).toBeNull();
    expect(screen.queryByRole("option", { name: "1100 Cash in Hand", hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole("option", { name: "4200 Food & Beverage Revenue", hidden: true }));
    expect(within(dialog).getByPlaceholderText("Default: 1300 Inventory")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Item" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        itemCode: "WATER-1L",
        itemName: "Mineral Water 1 L",
        description: null,
        itemType: "goods",
        categoryId: "c3",
        unit: "BTL",
        hsnCode: "2201",
        taxRate: 5,
        purchasePrice: "12.00",
        sellingPrice: null,
        minStockLevel: null,
        reorderLevel: "10",
        maxStockLevel: "200",
        revenueAccountId: "food",
        expenseAccountId: null,
        isActive: true,
      }),
    );
    expect(await screen.findByText("Item created successfully")).toBeTruthy();
  });

  it("for a service asks a SAC code, keeps no stock and offers no inventory account", async () => {
    open("admin", { "items.list": () => [] });
    fireEvent.click(await screen.findByRole("button", { name: "Add Item" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Create New Item" });
    expect(within(dialog).getByLabelText(/Reorder Level/)).toBeTruthy();
    await pick(dialog, /Item Type/, "Service");
    expect(within(dialog).getByLabelText(/SAC Code/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Reorder Level/)).toBeNull();
    expect(within(dialog).getByText("A service keeps no stock.")).toBeTruthy();
    expect(within(dialog).getByPlaceholderText("Default: 5100 Food & Beverage Cost")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Expense Account/ }));
    expect(
      await screen.findByRole("option", { name: "6900 Miscellaneous Expense", hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole("option", { name: "1300 Inventory", hidden: true })).toBeNull();
  });

  it("edits an item and shows the server's refusal", async () => {
    const update = vi.fn(() => {
      throw apiError("CONFLICT", "Item code already exists");
    });
    open("admin", { "items.update": update });
    const row = await screen.findByRole("row", { name: "Bath Soap 50 g" }, FIRST_RENDER);
    fireEvent.click(within(row).getByRole("button", { name: "Edit Bath Soap 50 g" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Item" });
    expect((within(dialog).getByLabelText(/Item Name/) as HTMLInputElement).value).toBe("Bath Soap 50 g");
    expect((within(dialog).getByLabelText(/Reorder Level/) as HTMLInputElement).value).toBe("150");
    fireEvent.change(within(dialog).getByLabelText(/Item Code/), { target: { value: "LND-SHIRT" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Item code already exists")).toBeTruthy();
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: "i1",
        itemCode: "LND-SHIRT",
        revenueAccountId: "other",
        expenseAccountId: "inv",
        purchasePrice: "12.50",
        isActive: true,
      }),
    );
  });

  it("is read-only for a manager", async () => {
    open("manager");
    await screen.findByRole("row", { name: "Bath Soap 50 g" }, FIRST_RENDER);
    expect(screen.queryByRole("button", { name: "Add Item" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();
  });

  it("is closed to the front desk, who is sent to the dashboard", async () => {
    const { router } = open("front_desk");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
