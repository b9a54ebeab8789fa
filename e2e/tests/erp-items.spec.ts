import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectToast, photograph, signIn } from "./support";

// Other spec files share the data folder, so this one names its items and categories uniquely.
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36).toUpperCase();
const parentCode = `FB${run}`.slice(0, 30);
const childCode = `BEV${run}`.slice(0, 30);
const itemCode = `WATER-${run}`.slice(0, 30);
const itemName = `Mineral Water 1 L ${run}`;
const serviceName = `Laundry Shirt ${run}`;

/** Opens a select of `dialog` and picks an option of its own list. */
async function pick(
  page: Page,
  dialog: ReturnType<Page["getByRole"]>,
  label: string,
  option: string | RegExp,
) {
  const input = dialog.getByRole("combobox", { name: label });
  await input.click();
  const list = page.locator(`#${await input.getAttribute("aria-controls")}`);
  await list.getByRole("option", { name: option }).click();
}

test("item categories: add a category and a subcategory, see the tree, refuse a cycle", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ERP Dashboard" }).click();
  await page.getByRole("navigation", { name: "ERP areas" }).getByRole("link", { name: "Categories" }).click();
  await expect(page.getByRole("heading", { name: "Item Categories" })).toBeVisible();
  await expect(page.getByText("Group your items in a tree of categories and subcategories")).toBeVisible();

  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Category" });
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(dialog.getByText("Category code is required")).toBeVisible();
  await dialog.getByLabel("Category Code").fill(parentCode);
  await dialog.getByLabel("Category Name").fill("Food & Beverage");
  await dialog.getByLabel("Description").fill("Kitchen and bar");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category created successfully");

  await page.getByRole("button", { name: "Add Category" }).click();
  await dialog.getByLabel("Category Code").fill(childCode);
  await dialog.getByLabel("Category Name").fill("Beverages");
  await pick(page, dialog, "Parent Category", `${parentCode} Food & Beverage`);
  await photograph(page, "erp-categories-create");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category created successfully");
  await expect(dialog).toHaveCount(0);

  const parent = page.getByRole("listitem", { name: `${parentCode} Food & Beverage` });
  const child = page.getByRole("listitem", { name: `${childCode} Beverages` });
  await expect(parent).toContainText("Kitchen and bar");
  await expect(child).toContainText("0 items");

  // The same code again, in another case, is refused by the server.
  await page.getByRole("button", { name: "Add Category" }).click();
  await dialog.getByLabel("Category Code").fill(parentCode.toLowerCase());
  await dialog.getByLabel("Category Name").fill("Duplicate");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category code already exists");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The parent is not offered a place under its own subcategory.
  await parent.getByRole("button", { name: `Edit ${parentCode} Food & Beverage` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Category" });
  await edit.getByRole("combobox", { name: "Parent Category" }).click();
  await expect(page.getByRole("option", { name: `${childCode} Beverages` })).toHaveCount(0);
  await edit.getByRole("button", { name: "Cancel" }).click();

  await page.getByPlaceholder("Search categories...").fill(run);
  await expect(page.getByRole("status").filter({ hasText: /categor/ })).toHaveText("2 categories");
  await photograph(page, "erp-categories");
  await expectAccessible(page);
  await page.getByPlaceholder("Search categories...").fill("no category is called this");
  await expect(page.getByText("No categories found")).toBeVisible();
});

test("items: add goods and a service, search, filter and edit", async ({ page }) => {
  await signIn(page);
  await page.goto("/erp/items");
  await expect(page.getByRole("heading", { name: "Items" })).toBeVisible();
  await expect(page.getByText("The goods and services you buy and sell")).toBeVisible();

  await page.getByRole("button", { name: "Add Item" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Item" });
  await dialog.getByRole("button", { name: "Create Item" }).click();
  await expect(dialog.getByText("Item code is required")).toBeVisible();
  await dialog.getByLabel("Item Code").fill(itemCode);
  await dialog.getByLabel("Item Name").fill(itemName);
  await pick(page, dialog, "Category", `${childCode} Beverages`);
  await dialog.getByLabel("HSN Code").fill("22");
  await dialog.getByRole("button", { name: "Create Item" }).click();
  await expect(dialog.getByText("HSN code of goods must be 4, 6 or 8 digits")).toBeVisible();
  await dialog.getByLabel("HSN Code").fill("2201");
  await pick(page, dialog, "GST Rate", "5%");
  await pick(page, dialog, "Unit", "BTL – Bottles");
  await dialog.getByLabel("Purchase Price (₹)").fill("12");
  await dialog.getByLabel("Selling Price (₹)").fill("40");
  await dialog.getByLabel("Reorder Level").fill("24");
  await dialog.getByLabel("Maximum Stock").fill("240");
  await pick(page, dialog, "Revenue Account", "4200 Food & Beverage Revenue");
  await photograph(page, "erp-items-create");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Item" }).click();
  await expectToast(page, "Item created successfully");
  await expect(dialog).toHaveCount(0);

  // A service: SAC code, no stock, its default cost account.
  await page.getByRole("button", { name: "Add Item" }).click();
  await dialog.getByLabel("Item Code").fill(`LND-${run}`);
  await dialog.getByLabel("Item Name").fill(serviceName);
  await pick(page, dialog, "Item Type", "Service");
  await expect(dialog.getByText("A service keeps no stock.")).toBeVisible();
  await dialog.getByLabel("SAC Code").fill("999712");
  await dialog.getByLabel("Selling Price (₹)").fill("60");
  await dialog.getByRole("button", { name: "Create Item" }).click();
  await expectToast(page, "Item created successfully");

  // The same code in another case is refused.
  await page.getByRole("button", { name: "Add Item" }).click();
  await dialog.getByLabel("Item Code").fill(itemCode.toLowerCase());
  await dialog.getByLabel("Item Name").fill("Duplicate");
  await dialog.getByRole("button", { name: "Create Item" }).click();
  await expectToast(page, "Item code already exists");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const search = page.getByPlaceholder("Search items by code or name...");
  await search.fill(run);
  const count = page.getByRole("status").filter({ hasText: /^\d+ items?$/ });
  await expect(count).toHaveText("2 items");
  const row = page.getByRole("row", { name: itemName });
  for (const text of [itemCode, "Beverages", "Goods", "2201", "BTL", "5%", "₹12.00", "₹40.00", "Active"]) {
    await expect(row).toContainText(text);
  }
  await photograph(page, "erp-items");
  await expectAccessible(page);

  await page.getByRole("combobox", { name: "Item type" }).click();
  await page.getByRole("option", { name: "Services" }).click();
  await expect(count).toHaveText("1 item");
  await expect(page.getByRole("row", { name: serviceName })).toContainText("999712");
  await page.getByRole("combobox", { name: "Item type" }).click();
  await page.getByRole("option", { name: "All Types" }).click();
  await expect(count).toHaveText("2 items");

  // Edit: the selling price changes; the item is kept with its other details.
  await row.getByRole("button", { name: `Edit ${itemName}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Item" });
  await expect(edit.getByLabel("Reorder Level")).toHaveValue("24");
  await edit.getByLabel("Selling Price (₹)").fill("45.50");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Item updated successfully");
  await expect(row).toContainText("₹45.50");
  await expect(row).toContainText("2201");

  await search.fill("no item is called this");
  await expect(page.getByText("No items found")).toBeVisible();
  await photograph(page, "erp-items-empty");
  await expectAccessible(page);
});
