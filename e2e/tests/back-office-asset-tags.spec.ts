import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, photograph, signIn } from "./support";

// Other spec files share the data folder, so this one names its assets uniquely and leaves GST off.
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const fan = `Ceiling fan ${run}`;
const kettle = `Electric kettle ${run}`;
const heater = `Water heater ${run}`;

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

async function addAsset(
  page: Page,
  name: string,
  fields: { category?: string; value?: string; location?: string },
) {
  await page.getByRole("button", { name: "Add Asset", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Asset" });
  await dialog.getByLabel("Asset Name").fill(name);
  if (fields.category) {
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: fields.category, exact: true }).click();
  }
  if (fields.value) await dialog.getByLabel("Value (₹)").fill(fields.value);
  if (fields.location) await dialog.getByLabel("Location").fill(fields.location);
  await dialog.getByRole("button", { name: "Add Asset" }).click();
  await expect(page.getByText("Asset created and pending approval")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("asset tags: add, see pending, edit, approve as admin, delete another", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Asset Tags" }).click();
  await expect(page.getByRole("heading", { name: "Asset Tags Management" })).toBeVisible();

  // The form refuses what the spec refuses, with its words.
  await page.getByRole("button", { name: "Add Asset", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Asset" });
  await dialog.getByLabel("Value (₹)").fill("abc");
  await dialog.getByRole("button", { name: "Add Asset" }).click();
  await expect(dialog.getByText("Asset name is required")).toBeVisible();
  await expect(dialog.getByText("Value must be a valid number")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await addAsset(page, fan, { category: "Furniture", value: "12500", location: "Lobby" });
  await expect(row(page, fan)).toContainText("Furniture");
  await expect(row(page, fan)).toContainText("₹12,500.00");
  await expect(row(page, fan)).toContainText("Pending");

  await row(page, fan)
    .getByRole("button", { name: `Edit ${fan}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Asset" });
  await expect(edit.getByLabel("Asset Name")).toHaveValue(fan);
  await edit.getByLabel("Location").fill("First floor corridor");
  await edit.getByLabel("Value (₹)").fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Asset updated")).toBeVisible();
  await expect(row(page, fan)).toContainText("First floor corridor");
  await expect(row(page, fan)).toContainText("Pending");

  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Pending", exact: true }).click();
  await expect(row(page, fan)).toBeVisible();

  await row(page, fan)
    .getByRole("button", { name: `Approve ${fan}` })
    .click();
  await expect(page.getByText("Asset approved by super admin")).toBeVisible();
  // Approved assets leave the pending filter; under All they show as approved, without Approve.
  await expect(row(page, fan)).toHaveCount(0);
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "All Statuses" }).click();
  await expect(row(page, fan)).toContainText("Approved");
  await expect(row(page, fan).getByRole("button", { name: `Approve ${fan}` })).toHaveCount(0);

  await addAsset(page, kettle, { category: "Electronics", value: "1799.99", location: "Pantry" });
  await row(page, kettle)
    .getByRole("button", { name: `Delete ${kettle}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete Asset" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Asset deleted")).toBeVisible();
  await expect(row(page, kettle)).toHaveCount(0);

  // One asset left waiting, so the photograph shows Approve and Reject too.
  await addAsset(page, heater, { category: "Equipment", value: "8450", location: "Room 101" });
  await expect(row(page, heater).getByRole("button", { name: `Approve ${heater}` })).toBeVisible();
  await photograph(page, "asset-tags");
  await expectAccessible(page);
});

test("tax settings: an administrator saves the GST registration", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tax Settings" }).click();
  await expect(page.getByRole("heading", { name: "Tax Settings", level: 1 })).toBeVisible();

  const gstin = page.getByLabel("GSTIN", { exact: true });
  await gstin.fill("27AAPFU0939F1ZW");
  await page.getByRole("button", { name: "Save Tax Settings" }).click();
  await expect(page.getByText("GSTIN check character does not match")).toBeVisible();

  await gstin.fill("27aapfu0939f1zv");
  await page.getByLabel("PAN", { exact: true }).fill("AAPFU0939F");
  await page.getByLabel("Business Name").fill("Atithi Guest House");
  await page.getByLabel("Business Address").fill("12 MG Road, Pune 411001");
  await page.getByRole("button", { name: "Save Tax Settings" }).click();
  await expect(page.getByText("Tax settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("GSTIN", { exact: true })).toHaveValue("27AAPFU0939F1ZV");
  await expect(page.getByLabel("Business Name")).toHaveValue("Atithi Guest House");
  await expect(page.getByLabel("Enable GST")).not.toBeChecked();

  await photograph(page, "tax-settings");
  await expectAccessible(page);
});
