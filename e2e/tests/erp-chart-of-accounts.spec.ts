import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectToast, photograph, signIn } from "./support";

// Other spec files share the data folder, so this one names its accounts and parties uniquely.
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36).toUpperCase();
const code = `E${run}`.slice(0, 20);
const name = `Laundry Outsourcing ${run}`;

async function openChart(page: Page) {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Chart of Accounts", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Chart of Accounts" })).toBeVisible();
}

const count = (page: Page) => page.getByRole("status").filter({ hasText: /^\d+ accounts?$/ });

test("chart of accounts: the spec's texts, creating an account, search, filter and the empty state", async ({
  page,
}) => {
  await openChart(page);
  await expect(page.getByText("Manage the accounts your books post to, grouped by type")).toBeVisible();
  for (const type of ["Assets", "Liabilities", "Equity", "Revenue", "Expenses", "Cost of Goods Sold"]) {
    await expect(page.getByRole("region", { name: type })).toBeVisible();
  }
  const assets = page.getByRole("region", { name: "Assets" });
  const cash = assets.getByRole("listitem", { name: "1100 Cash in Hand" });
  await expect(cash).toContainText("Active");
  await expect(cash).toContainText("System");
  await expect(count(page)).toBeVisible();
  await photograph(page, "erp-chart-of-accounts");
  await expectAccessible(page);

  // The dialog refuses what the spec refuses, with its words.
  await page.getByRole("button", { name: "Add Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Account" });
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog.getByText("Account code is required")).toBeVisible();
  await expect(dialog.getByText("Account name is required")).toBeVisible();
  await dialog.getByLabel("Account Code").fill(code);
  await dialog.getByLabel("Account Name").fill(name);
  await dialog.getByRole("combobox", { name: "Account Type" }).click();
  await page.getByRole("option", { name: "Expenses", exact: true }).click();
  await dialog.getByRole("combobox", { name: "Parent Account" }).click();
  await page.getByRole("option", { name: "6000 Expenses" }).click();
  await dialog.getByLabel("Description").fill("Linen washed by a contractor");
  await photograph(page, "erp-chart-of-accounts-create");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "Account created successfully");
  await expect(dialog).toHaveCount(0);

  const expenses = page.getByRole("region", { name: "Expenses" });
  const created = expenses.getByRole("listitem", { name: `${code} ${name}` });
  await expect(created).toContainText("Linen washed by a contractor");
  await expect(created).toContainText("Active");

  // The same code again is refused by the server, whose reason shows in the toast.
  await page.getByRole("button", { name: "Add Account" }).click();
  await dialog.getByLabel("Account Code").fill(code.toLowerCase());
  await dialog.getByLabel("Account Name").fill("Duplicate");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "An account with this code already exists" }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Search by name (any case) or code; filter by type.
  const search = page.getByPlaceholder("Search accounts...");
  await search.fill(name.toLowerCase());
  await expect(count(page)).toHaveText("1 account");
  await expect(created).toBeVisible();
  await expect(page.getByRole("region", { name: "Assets" })).toHaveCount(0);
  await search.fill(code);
  await expect(count(page)).toHaveText("1 account");
  await search.fill("");
  await page.getByRole("combobox", { name: "Account type" }).click();
  await page.getByRole("option", { name: "Revenue", exact: true }).click();
  await expect(page.getByRole("region", { name: "Revenue" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Assets" })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Revenue" }).getByRole("listitem", { name: "4100 Room Revenue" }),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "Account type" }).click();
  await page.getByRole("option", { name: "All Types" }).click();

  await search.fill("no account is called this");
  await expect(page.getByText("No accounts found")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create First Account" })).toBeVisible();
  await photograph(page, "erp-chart-of-accounts-empty");
  await expectAccessible(page);
  await search.fill("");

  // Deactivating keeps the account, marked Inactive.
  await created.getByRole("button", { name: `Deactivate ${code} ${name}` }).click();
  await expectToast(page, "Account deactivated");
  await expect(created).toContainText("Inactive");
});

test("parties: add a customer with a GSTIN and see it listed", async ({ page }) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Parties", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Parties" })).toBeVisible();
  const partyName = `Acme Travels ${run}`;
  await page.getByRole("button", { name: "Add Party" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create New Party" });
  await dialog.getByLabel("Party Code").fill(`C${run}`);
  await dialog.getByLabel("Party Name").fill(partyName);
  await dialog.getByLabel("Contact Person").fill("Ravi Kumar");
  await dialog.getByLabel("GSTIN").fill("27AAPFU0939F1ZW");
  await dialog.getByRole("button", { name: "Create Party" }).click();
  await expect(dialog.getByText("GSTIN check character does not match")).toBeVisible();
  await dialog.getByLabel("GSTIN").fill("27aapfu0939f1zv");
  await dialog.getByLabel("Opening Balance (₹)").fill("12500.50");
  await dialog.getByRole("button", { name: "Create Party" }).click();
  await expectToast(page, "Party created successfully");
  await page.getByPlaceholder("Search parties...").fill(run);
  const card = page.getByRole("article", { name: partyName });
  await expect(card).toContainText("27AAPFU0939F1ZV");
  await expect(card).toContainText("Maharashtra");
  await expect(card).toContainText("Opening balance ₹12,500.50 Dr");
  await photograph(page, "erp-parties");
  await expectAccessible(page);
});
