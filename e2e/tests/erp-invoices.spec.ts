import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectToast, mutate, photograph, signIn } from "./support";

// Other spec files share the data folder: this one names its party and items uniquely and never
// assumes an empty list.
const run = Date.now().toString(36).toUpperCase();
const GSTIN = "27AAPFU0939F1ZV";
const customer = `Deccan Events ${run}`;
const towel = `Bath Towel ${run}`;
const laundry = `Laundry ${run}`;

/** Opens a select of `scope` and picks an option of its own list. */
async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  const input = scope.getByRole("combobox", { name: label });
  await input.click();
  const list = page.locator(`#${await input.getAttribute("aria-controls")}`);
  await list.getByRole("option", { name: option }).click();
}

test("invoices: create a two-line invoice, issue it, open its PDF and record its payment", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const response = await page.request.put("/api/settings/tax", {
    data: {
      gstNumber: GSTIN,
      businessName: "Hotel Sagar",
      businessAddress: "12 MG Road, Pune 411001",
      panNumber: "AAPFU0939F",
      enableGst: true,
    },
    headers: { origin: new URL(baseURL ?? page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await mutate(page, baseURL, "parties.create", {
    partyCode: `DE${run}`.slice(0, 30),
    partyName: customer,
    partyType: "customer",
    state: "Maharashtra",
    address: "7 Camp Road, Pune",
  });
  await mutate(page, baseURL, "items.create", {
    itemCode: `TWL-${run}`.slice(0, 30),
    itemName: towel,
    itemType: "goods",
    hsnCode: "6302",
    unit: "PCS",
    taxRate: 5,
    sellingPrice: "450",
  });
  await mutate(page, baseURL, "items.create", {
    itemCode: `LND-${run}`.slice(0, 30),
    itemName: laundry,
    itemType: "service",
    hsnCode: "999712",
    unit: "NOS",
    taxRate: 18,
    sellingPrice: "120",
  });

  await page.goto("/erp/invoices");
  await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
  await page.getByRole("button", { name: "Create Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Invoice" });
  // A sale is numbered when it is issued: the form asks for no number.
  await expect(dialog.getByRole("textbox", { name: "Invoice Number" })).toHaveValue("Assigned at issue");

  await pick(page, dialog, "Party", customer);
  await pick(page, dialog, "Line 1 item", new RegExp(towel));
  await expect(dialog.getByRole("textbox", { name: "Line 1 unit price" })).toHaveValue("450");
  await dialog.getByRole("textbox", { name: "Line 1 quantity" }).fill("2");
  await dialog.getByRole("button", { name: "Add Line" }).click();
  await expect(dialog.getByRole("textbox", { name: "Line 2 quantity" })).toHaveValue("1");
  await pick(page, dialog, "Line 2 item", new RegExp(laundry));
  await dialog.getByRole("textbox", { name: "Line 2 quantity" }).fill("3");
  const totals = dialog.getByRole("region", { name: "Totals" });
  // 2 × 450 at 5% and 3 × 120 at 18%: 1,260.00 taxable, 45.00 + 64.80 tax.
  await expect(totals).toContainText("1260.00");
  await expect(totals).toContainText("109.80");
  await expect(totals).toContainText("₹1,369.80");
  await photograph(page, "erp-invoices-create");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expectToast(page, "Invoice created successfully");
  await expect(dialog).toHaveCount(0);

  await page.getByRole("textbox", { name: "Search invoices" }).fill(customer);
  const table = page.getByRole("table", { name: "Invoices" });
  const row = table.getByRole("row").filter({ hasText: customer });
  await expect(row).toContainText("Assigned at issue");
  await expect(row).toContainText("₹1,369.80");
  await expect(row).toContainText("Draft");
  await expect(page.getByText("1 invoice", { exact: true })).toBeVisible();
  await photograph(page, "erp-invoices-list");
  await expectAccessible(page);

  await row.getByRole("button", { name: `View Draft for ${customer}`, exact: false }).click();
  const view = page.getByRole("dialog", { name: "Invoice" });
  await expect(view).toContainText(towel);
  await view.getByRole("button", { name: "Issue" }).click();
  await expectToast(page, "Invoice issued");
  await expect(view.getByText("Sent", { exact: true })).toBeVisible();
  const issuedNumber = view.getByText(/^IN\/\d{4}-\d{2}\/\d{4}$/);
  await expect(issuedNumber).toBeVisible();
  const invoiceNumber = (await issuedNumber.textContent()) ?? "";
  await expect(view.getByRole("button", { name: "Edit" })).toHaveCount(0);

  const link = view.getByRole("link", { name: "PDF" });
  await expect(link).toHaveAttribute("target", "_blank");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/erp\/invoices\/[^/]+\/pdf$/);
  const pdf = await page.request.get(href ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  if (existsSync("/usr/bin/pdftotext")) {
    const file = join(mkdtempSync(join(tmpdir(), "invoice-pdf-")), "invoice.pdf");
    writeFileSync(file, bytes);
    const text = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"]).toString();
    for (const field of ["Tax Invoice", invoiceNumber, GSTIN, customer, "6302", "999712", "₹1,369.80"]) {
      expect(text).toContain(field);
    }
  }

  await view.getByRole("button", { name: "Record Payment" }).click();
  const payment = view.getByRole("form", { name: "Record Payment" });
  await expect(payment.getByRole("textbox", { name: "Amount" })).toHaveValue("1369.80");
  await photograph(page, "erp-invoices-view");
  await expectAccessible(page);
  await payment.getByRole("button", { name: "Save Payment" }).click();
  await expectToast(page, "Payment recorded");
  await expect(view.getByText("Paid", { exact: true })).toBeVisible();
  await view.getByRole("button", { name: "Close dialog" }).click();
  await expect(row).toContainText("Paid");
});
