import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, photograph, signIn } from "./support";

/**
 * expectAccessible, less Uppy's own list of chosen files: its items carry a list-item role with no
 * list around them (aria-required-parent) and the list scrolls without a tab stop
 * (scrollable-region-focusable). Neither can be changed through Uppy's props; everything else in
 * the dialog, Uppy's drop zone and buttons included, is still checked.
 */
async function expectAccessibleBesideUppyFiles(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).exclude(".uppy-Dashboard-files").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** A small but real PDF: what a scanned power bill looks like to the server. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("uploads a power bill through Uppy, lists it with its real size, opens and deletes it", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Digital Assets" }).click();
  await expect(page.getByText("No digital assets found")).toBeVisible();
  await photograph(page, "digital-assets-empty");

  await page.getByRole("button", { name: "Upload First Asset" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Asset" });
  await expect(dialog.getByText("Supports PDF, images, and documents up to 50MB")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save Asset" })).toBeDisabled();

  // Uppy's dashboard takes files from its hidden file input, as when one picks a file.
  await dialog.locator("input.uppy-Dashboard-input").first().setInputFiles({
    name: "march-power-bill.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(page.getByText("File Uploaded")).toBeVisible();
  await expect(dialog.getByLabel("File name")).toHaveValue("march-power-bill.pdf");
  await expect(dialog.getByLabel("File type")).toHaveValue("Power bill");
  await dialog.getByLabel("Description").fill("Electricity bill for March");
  await dialog.getByLabel("Tags").fill("bills, electricity");
  await photograph(page, "digital-assets-upload");
  await expectAccessibleBesideUppyFiles(page);

  await dialog.getByRole("button", { name: "Save Asset" }).click();
  await expect(page.getByText("Asset Uploaded")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: /march-power-bill\.pdf/ });
  await expect(row).toContainText("Power bill");
  await expect(row).toContainText(`${PDF.length} B`);
  await expect(row).toContainText("Internal");
  await expect(row).toContainText("7 years");
  await photograph(page, "digital-assets");
  await expectAccessible(page);

  // The view link checks the session, then sends the browser to a short-lived signed URL.
  const href =
    (await row.getByRole("link", { name: "View march-power-bill.pdf" }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/api\/digital-assets\/.+\/file$/);
  const signed = await page.request.get(href.replace(/\/file$/, "/url"));
  expect(signed.status()).toBe(200);
  const file = await page.request.get((await signed.json()).url);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    row.getByRole("link", { name: "View march-power-bill.pdf" }).click(),
  ]);
  // The saved file lives under its own key, which no upload URL points at.
  await expect.poll(() => tab.url()).toContain("/api/objects/local/assets/");
  await tab.close();

  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Expired" }).click();
  await expect(page.getByText("No digital assets found")).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Active" }).click();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Delete march-power-bill.pdf" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete digital asset" });
  // Still within its eight years of retention: the administrator deletes it only with a reason.
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(
    confirm.getByText("Give a reason to delete a document before the end of its retention period"),
  ).toBeVisible();
  await confirm.getByRole("textbox", { name: "Reason" }).fill("Uploaded twice");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Asset Deleted")).toBeVisible();
  await expect(page.getByText("No digital assets found")).toBeVisible();
  expect((await page.request.get((await signed.json()).url)).status()).toBe(404);
});
