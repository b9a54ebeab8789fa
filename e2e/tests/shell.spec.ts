import { expect, test } from "./fixtures";
import { expectAccessible, photograph, signIn, signOut } from "./support";

const SIDEBAR: [label: string, path: string, title: string][] = [
  ["Dashboard", "/", "Dashboard"],
  ["Bookings", "/bookings", "Bookings"],
  ["Guests", "/guests", "Guests"],
  ["Rooms", "/rooms", "Rooms"],
  ["Expenses", "/expenses", "Expense Management"],
  ["Reports", "/reports", "Reports and Analytics"],
  ["ERP Dashboard", "/erp", "ERP Dashboard"],
  ["Chart of Accounts", "/erp/chart-of-accounts", "Chart of Accounts"],
  ["Parties", "/erp/parties", "Parties"],
  ["Vouchers", "/erp/vouchers", "Vouchers"],
  ["General Ledger", "/erp/ledger", "General Ledger"],
  ["Invoices", "/erp/invoices", "Invoices"],
  ["Investors", "/erp/investors", "Investor Management"],
  ["Asset Tags", "/asset-tags", "Asset Tags Management"],
  ["Digital Assets", "/digital-assets", "Digital Assets"],
];

test("the login screen guards every path and explains its mistakes", async ({ page }) => {
  await page.goto("/erp/invoices");
  await expect(page.getByText("Atithi Login")).toBeVisible();
  await expect(page.getByText("Comprehensive Business Management & ERP System")).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "login");

  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
});

test("signs in, reaches every sidebar entry, and signs out", async ({ page }) => {
  // Every screen with an accessibility scan each: about 40 s on a quiet machine, so more than the
  // default minute on a busy one.
  test.setTimeout(180_000);
  await signIn(page);
  await expect(page.getByText("Successfully logged in")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, path, title] of SIDEBAR) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
    await expect(page.getByRole("heading", { name: title, exact: true }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("data-active", "true");
    await expectAccessible(page);
  }
  await page.goto("/no/such/screen");
  await expect(page.getByText("Page Not Found")).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await photograph(page, "not-found");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You have been successfully logged out")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("an expired session shows the Unauthorized notice and then the login screen", async ({
  page,
  context,
}) => {
  await signIn(page);
  await context.clearCookies();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Settings", exact: true })
    .click();
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("an administrator adds a user who can then sign in with a narrower sidebar", async ({ page }) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Settings", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Users" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username").fill("desk.one");
  await dialog.getByLabel(/^Password/).fill("desk-one-password");
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Front desk" }).click();
  await dialog.getByRole("button", { name: /create|add|save/i }).click();
  await expect(page.getByRole("cell", { name: "desk.one" }).first()).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "settings-users");

  await signOut(page);
  await signIn(page, "desk.one", "desk-one-password");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Bookings", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Expenses", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Settings", exact: true })).toHaveCount(0);
});

for (const [label, path] of SIDEBAR) {
  test(`photograph ${label}`, async ({ page }) => {
    await signIn(page);
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await photograph(page, `shell-${path === "/" ? "dashboard" : path.slice(1).replaceAll("/", "-")}`);
  });
}
