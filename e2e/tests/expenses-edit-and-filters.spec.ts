import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  dmy,
  expectAccessible,
  expectToast,
  mutate,
  photograph,
  propertyDay,
  query,
  signIn,
} from "./support";

// An expense typed wrong is edited on the Expenses screen, its voucher corrected by the server; the
// list is narrowed by dates, category and payment method (issue 30). Other spec files may share the
// data folder, so this one finds its own expenses by their descriptions.
test.describe.configure({ mode: "serial" });

const run = Date.now() % 100000;
const BILL = `Electricity bill ${run}`;
const PLUMBER = `Plumber visit ${run}`;

/** A day's accessible name in the calendar: "23 November 2026". */
const dayName = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** Opens the filter's date range picker and clicks both days, turning months back as needed. */
async function pickDates(page: Page, filters: Locator, from: string, to: string) {
  await filters.getByRole("button", { name: "Dates", exact: true }).click();
  const calendar = page.locator("[data-dates-dropdown]");
  await expect(calendar.getByRole("button", { name: "Previous month" })).toBeVisible();
  for (const date of [from, to]) {
    const day = calendar.getByRole("button", { name: dayName(date), exact: true });
    while (!(await day.isVisible())) await calendar.getByRole("button", { name: "Previous month" }).click();
    await day.click();
  }
  await expect(calendar).toBeHidden();
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an expense typed wrong is edited, and the list is narrowed by dates, category and method", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const categories = await query<{ id: string; name: string }[]>(page, "expenseCategories.list");
  const id = (name: string) => categories.find((c) => c.name === name)?.id;
  const [billDay, plumberDay] = [propertyDay(-3), propertyDay(-1)];
  await mutate(page, baseURL, "expenses.create", {
    categoryId: id("Utilities"),
    amount: "1180",
    description: BILL,
    expenseDate: billDay,
    paymentMethod: "cash",
    vendor: "TNEB",
  });
  await mutate(page, baseURL, "expenses.create", {
    categoryId: id("Maintenance & Repairs"),
    amount: "500",
    description: PLUMBER,
    expenseDate: plumberDay,
    paymentMethod: "upi",
  });

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Expenses", exact: true })
    .click();
  const bill = page.getByRole("article", { name: BILL });
  // The first list of a screen just loaded waits on a machine that may be busy.
  await expect(bill).toContainText("₹1,180.00", { timeout: 30_000 });
  await expect(bill).toContainText("Cash");

  // The bill was paid by UPI, and twice as much: ₹2,360.
  await bill.getByRole("button", { name: `Edit ${BILL}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Expense" });
  await expect(dialog.getByLabel("Amount (₹)")).toHaveValue("1180.00");
  await expect(dialog.getByLabel("Date")).toHaveValue(dmy(billDay));
  await dialog.getByLabel("Amount (₹)").fill("2360");
  await choose(page, dialog, "Payment Method", "UPI");
  // Escape asks first: the change is kept.
  await page.keyboard.press("Escape");
  const question = page.getByRole("dialog", { name: "Discard changes?" });
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toHaveCount(0);
  await expect(dialog.getByLabel("Amount (₹)")).toHaveValue("2360");
  await expectAccessible(page);
  await photograph(page, "expenses-edit-dialog");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Expense updated");
  await expect(dialog).toHaveCount(0);
  await expect(bill).toContainText("₹2,360.00");
  await expect(bill).toContainText("UPI");
  await expect(bill).toContainText("TNEB");

  // In the books: the ₹1,180 voucher cancelled by its reversal, and one of ₹2,360 in force.
  const { items } = await query<{
    items: { narration: string | null; totalAmount: string; status: string }[];
  }>(page, "vouchers.list", { voucherType: "payment" });
  const mine = items.filter((v) => v.narration?.endsWith(`Utilities: ${BILL}`));
  expect(mine.map((v) => `${v.status} ${v.totalAmount}`).sort()).toEqual([
    "cancelled 1180.00",
    "posted 1180.00",
    "posted 2360.00",
  ]);

  // Narrowed: the bill's day only, then its category and method too; the plumber drops out.
  const filters = page.getByRole("search", { name: "Filter expenses" });
  await pickDates(page, filters, billDay, billDay);
  await expect(filters.getByRole("button", { name: "Dates", exact: true })).toHaveText(
    `${dmy(billDay)} – ${dmy(billDay)}`,
  );
  await expect(bill).toBeVisible();
  await expect(page.getByRole("article", { name: PLUMBER })).toHaveCount(0);
  await choose(page, filters, "Category", "Utilities");
  await choose(page, filters, "Payment method", "UPI");
  await expect(bill).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "expenses-filtered");
  await choose(page, filters, "Payment method", "Cash");
  await expect(page.getByText("No expenses match these filters")).toBeVisible();

  await filters.getByRole("button", { name: "Clear filters" }).click();
  await expect(bill).toBeVisible();
  await expect(page.getByRole("article", { name: PLUMBER })).toBeVisible();
});
