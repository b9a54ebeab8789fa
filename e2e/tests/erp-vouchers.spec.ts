import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, photograph, signIn } from "./support";

// Other spec files share the data folder (and may post vouchers of their own): this one names its
// voucher uniquely and reads the numbers it is given.
// One long story (draft, approval, reversal, ledger) with screenshots on the way: more than the default minute.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const run = Date.now().toString(36);
const narration = `Cash withdrawn for the kitchen ${run}`;
const NUMBER = /JV\/\d{4}-\d{2}\/\d{4}/;

/** The status filter's segment (its radio input is hidden under the label). */
const statusFilter = (page: Page, label: string) =>
  page
    .getByLabel("Status", { exact: true })
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function chooseAccount(page: Page, dialog: ReturnType<Page["getByRole"]>, line: number, name: string) {
  await dialog.getByRole("combobox", { name: `Line ${line} account` }).click();
  await page.getByRole("option", { name, exact: true }).click();
}

test("a journal voucher: entered as a draft, approved (numbered), reversed (the original cancelled)", async ({
  page,
}) => {
  await signIn(page);
  // One administrator enters and approves here: maker-checker (on by default) is turned off.
  const off = await page.request.put("/api/erp/settings/approvals", {
    headers: { origin: new URL(page.url()).origin },
    data: { voucherMakerChecker: false },
  });
  expect(off.ok(), await off.text()).toBe(true);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vouchers" }).click();
  await expect(page).toHaveURL(/\/erp\/vouchers$/);
  await expect(page.getByRole("heading", { name: "Vouchers", exact: true }).first()).toBeVisible();

  // The draft: the difference is shown as the lines are typed, and an unbalanced voucher is refused.
  await page.getByRole("button", { name: "New Voucher" }).click();
  const dialog = page.getByRole("dialog", { name: "New Voucher" });
  await dialog.getByLabel("Narration").fill(narration);
  await dialog.getByLabel("Reference").fill("CHQ 000123");
  await chooseAccount(page, dialog, 1, "1100 · Cash in Hand");
  await chooseAccount(page, dialog, 2, "1110 · Bank Account");
  await dialog.getByRole("textbox", { name: "Line 1 debit" }).fill("1500");
  await dialog.getByRole("textbox", { name: "Line 1 description" }).fill("Petty cash for the kitchen");
  await dialog.getByRole("textbox", { name: "Line 2 credit" }).fill("1499.99");
  await expect(dialog.getByText("Difference: ₹0.01 more debit")).toBeVisible();
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Debits (₹1,500.00) and credits (₹1,499.99) differ by ₹0.01",
  );
  await dialog.getByRole("textbox", { name: "Line 2 credit" }).fill("1500");
  await expect(dialog.getByText("Balanced")).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "erp-voucher-form");
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Voucher saved as a draft")).toBeVisible();
  await expect(dialog).toBeHidden();

  const draft = row(page, narration);
  await expect(draft).toContainText("Draft");
  await expect(draft).toContainText("Pending");
  await expect(draft).toContainText("₹1,500.00");
  await expect(page.getByLabel("Pending vouchers")).not.toHaveText("0");
  await statusFilter(page, "Pending");
  await expect(draft).toBeVisible();
  await statusFilter(page, "All");

  // Approved: numbered and posted.
  await draft.getByRole("button", { name: "Approve" }).click();
  const confirm = page.getByRole("dialog", { name: "Approve Voucher" });
  await confirm.getByRole("button", { name: "Approve and Post" }).click();
  await expect(page.getByText("is posted to the general ledger")).toBeVisible();
  const posted = row(page, narration);
  await expect(posted).toContainText("Posted");
  const number = (await posted.getByRole("cell").first().textContent())?.trim() ?? "";
  expect(number).toMatch(NUMBER);
  await expect(posted).toContainText("approved by admin");
  await expectAccessible(page);
  await photograph(page, "erp-vouchers-posted");

  // Its detail: the lines as posted.
  await posted.getByRole("button", { name: `View ${number}` }).click();
  const detail = page.getByRole("dialog", { name: "Voucher", exact: true });
  await expect(detail.getByRole("heading", { name: number })).toBeVisible();
  await expect(detail.getByRole("table", { name: "Voucher lines" })).toContainText("1100 · Cash in Hand");
  await expect(detail.getByRole("table", { name: "Voucher lines" })).toContainText(
    "Petty cash for the kitchen",
  );
  await expectAccessible(page);
  await photograph(page, "erp-voucher-detail");

  // Reversed from the detail: a reversing voucher posted, the original cancelled.
  await detail.getByRole("button", { name: "Reverse" }).click();
  const reverse = page.getByRole("dialog", { name: "Reverse Voucher" });
  await expect(reverse.getByLabel(/Reversal Date/)).not.toHaveValue("");
  await reverse.getByRole("button", { name: "Reverse Voucher" }).click();
  await expect(page.getByText(`${number} is cancelled by`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  const reversal = page.getByRole("row").filter({ hasText: `reverses ${number}` });
  await expect(reversal).toContainText("Posted");
  await expect(reversal).toContainText(`Reversal of ${number}: ${narration}`);
  const reversalNumber = (await reversal.getByRole("cell").first().textContent())?.trim() ?? "";
  expect(reversalNumber).toMatch(NUMBER);
  await expect(reversal.getByRole("button", { name: "Reverse" })).toHaveCount(0);
  const original = page.getByRole("row", { name: number, exact: true });
  await expect(original).toContainText("Cancelled");
  await expect(original.getByRole("button", { name: "Reverse" })).toHaveCount(0);
  await statusFilter(page, "Cancelled");
  await expect(page.getByRole("row", { name: number, exact: true })).toBeVisible();
  await expect(reversal).toHaveCount(0);
  await expectAccessible(page);
  await statusFilter(page, "All");
  await expect(reversal).toBeVisible();
  await photograph(page, "erp-vouchers-reversed");

  // The cash account's ledger: the withdrawal and its reversal net to nothing.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "General Ledger" }).click();
  await expect(page.getByRole("heading", { name: "General Ledger", exact: true }).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Account" }).click();
  await page.getByRole("option", { name: "1100 · Cash in Hand", exact: true }).click();
  const lines = page.getByRole("table", { name: "Ledger lines" });
  await expect(lines.getByRole("row").filter({ hasText: number })).toContainText("₹1,500.00");
  await expect(lines.getByRole("row").filter({ hasText: reversalNumber })).toContainText("₹1,500.00");
  await expectAccessible(page);
  await photograph(page, "erp-ledger");
});
