import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, mutate, photograph, propertyDay, query, setGst, signIn } from "./support";

test.describe.configure({ mode: "serial" });

const STAFF_PASSWORD = "folio-staff-password";

interface Booking {
  id: string;
  amountDue: string;
}

/** A stay for two adults in the last room free for the nights, created through the API. */
async function bookStay(
  page: Page,
  baseURL: string | undefined,
  name: string,
  phone: string,
  checkInDate: string,
  checkOutDate: string,
): Promise<Booking> {
  const free = await query<{ id: string }[]>(page, "rooms.available", { checkInDate, checkOutDate });
  const room = free.at(-1);
  if (!room) throw new Error("the test needs a free room");
  return mutate<Booking>(page, baseURL, "bookings.create", {
    guest: { name, phone },
    roomId: room.id,
    checkInDate,
    checkOutDate,
    adults: 2,
    children: 0,
  });
}

async function openBookings(page: Page) {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Bookings", exact: true })
    .click();
  await expect(page.getByRole("tab", { name: "Individual Bookings" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
}

const card = (page: Page, name: string) => page.getByRole("article", { name: `Booking of ${name}` });

/** A total of the folio's Totals panel, by its label. */
const total = (dialog: Locator, label: string) =>
  dialog.getByRole("region", { name: "Totals" }).getByText(label, { exact: true }).locator("xpath=..");

async function signOutAndIn(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await signIn(page, username, password);
}

test.afterAll(async ({ browser, baseURL }) => {
  // Leave the tax settings as the other specs expect them.
  const page = await browser.newPage();
  await signIn(page);
  await setGst(page, baseURL, false);
  await page.close();
});

test("bills GST and an extra, takes the whole bill, checks out and opens the invoice PDF", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await setGst(page, baseURL, true);
  // One night for two adults: ₹6,400 and 5% GST.
  await bookStay(page, baseURL, "Farah Khan", "9811100011", propertyDay(0), propertyDay(1));
  await openBookings(page);
  const farah = card(page, "Farah Khan");
  await expect(farah).toContainText("₹6,720.00");
  await farah.getByRole("button", { name: "Check In" }).click();
  await page
    .getByRole("dialog", { name: "Check In Guest" })
    .getByRole("button", { name: "Check In Guest" })
    .click();
  await expect(page.getByText("Guest checked in successfully")).toBeVisible();

  await farah.getByRole("button", { name: "Check Out" }).click();
  const dialog = page.getByRole("dialog", { name: "Check Out Guest" });
  const room = dialog.getByRole("listitem", { name: "Room, 1 night" });
  await expect(room).toContainText(
    "SAC 996311 · 1 night · GST 5% · Taxable ₹6,400.00 · CGST ₹160.00 · SGST ₹160.00",
  );
  await expect(room).toContainText("₹6,720.00");

  // An extra at its category's default rate: laundry, 18%.
  await dialog.getByRole("button", { name: "Add Extra" }).click();
  const extra = dialog.getByRole("form", { name: "Add Extra" });
  await extra.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Laundry", exact: true }).click();
  await expect(extra.getByText("SAC 999712 · GST 18% by default")).toBeVisible();
  await expect(extra.getByRole("combobox", { name: "GST Rate" })).toHaveValue("Default (18%)");
  await extra.getByLabel("Description").fill("Three shirts pressed");
  await extra.getByLabel("Unit Price (₹)").fill("150");
  await extra.getByLabel("Quantity").fill("3");
  await extra.getByRole("button", { name: "Add to Folio" }).click();
  await expect(page.getByText("Three shirts pressed is on the folio")).toBeVisible();
  const shirts = dialog.getByRole("listitem", { name: "Three shirts pressed" });
  await expect(shirts).toContainText(
    "Laundry · SAC 999712 · 3 × ₹150.00 · GST 18% · Taxable ₹450.00 · CGST ₹40.50 · SGST ₹40.50",
  );
  await expect(shirts).toContainText("₹531.00");

  await expect(total(dialog, "Room")).toContainText("₹6,400.00");
  await expect(total(dialog, "Extras")).toContainText("₹450.00");
  await expect(total(dialog, "CGST")).toContainText("₹200.50");
  await expect(total(dialog, "SGST")).toContainText("₹200.50");
  await expect(total(dialog, "Total Amount")).toContainText("₹7,251.00");
  await expect(total(dialog, "Pending Amount")).toContainText("₹7,251.00");
  await expect(dialog.getByRole("button", { name: "Collect Payment First" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Issue Invoice" })).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "stay-folio-checkout");

  // The form takes no more than the server says is pending, GST and the extra included: more is
  // refused, saying the limit, not cut silently.
  const amount = dialog.getByLabel("Amount (₹)");
  await amount.fill("8000");
  await amount.blur();
  await expect(amount).toHaveValue("8000");
  await dialog.getByRole("combobox", { name: "Payment Method" }).click();
  await page.getByRole("option", { name: "UPI", exact: true }).click();
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Payment amount must be between ₹1 and ₹7,251.00")).toBeVisible();
  await amount.fill("7251");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Payment has been recorded successfully")).toBeVisible();
  await expect(total(dialog, "Pending Amount")).toContainText("₹0.00");

  await dialog.getByRole("button", { name: "Complete Checkout" }).click();
  await expect(page.getByText("Guest checked out successfully")).toBeVisible();
  await expect(dialog.getByText("Checked out", { exact: true })).toBeVisible();
  const invoice = dialog.getByRole("region", { name: "Invoice" });
  await expect(invoice).toContainText(/Tax invoice SI\/\d{4}-\d{2}\/\d{4}/);
  // Invoiced: the folio is closed.
  await expect(dialog.getByRole("button", { name: "Add Extra" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Remove Three shirts pressed" })).toHaveCount(0);
  await expectAccessible(page);
  await photograph(page, "stay-folio-invoiced");

  const link = invoice.getByRole("link", { name: "Open Invoice PDF" });
  await expect(link).toHaveAttribute("target", "_blank");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/bookings\/[^/]+\/invoice\.pdf$/);
  const pdf = await page.request.get(href ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  if (existsSync("/usr/bin/pdftotext")) {
    const file = join(mkdtempSync(join(tmpdir(), "folio-pdf-")), "invoice.pdf");
    writeFileSync(file, bytes);
    const text = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("Farah Khan");
    expect(text).toContain("Three shirts pressed");
    expect(text).toContain("7,251.00");
  }
  // And the browser opens it in a tab of its own.
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await tab.waitForLoadState("domcontentloaded").catch(() => undefined);
  expect(tab.url()).toContain(href ?? "");
  await tab.close();

  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(farah).toContainText("checked out");
  await expect(farah).toContainText("paid");
});

test("an early departure is priced again for the nights used and a manager refunds the difference", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  for (const [username, role] of [
    ["desk.clerk", "front_desk"],
    ["duty.manager", "manager"],
  ]) {
    await mutate(page, baseURL, "users.create", { username, password: STAFF_PASSWORD, role });
  }
  // Three nights from today, paid in full (₹19,200 and 5% GST), checked in today.
  const stay = await bookStay(page, baseURL, "Vikram Nair", "9811100022", propertyDay(0), propertyDay(3));
  expect(stay.amountDue).toBe("20160.00");
  await mutate(page, baseURL, "payments.record", {
    bookingId: stay.id,
    amount: stay.amountDue,
    paymentMethod: "card",
  });
  await mutate(page, baseURL, "bookings.setStatus", { id: stay.id, status: "checked_in" });

  // The front desk checks the guest out the same day: one night is used.
  await signOutAndIn(page, "desk.clerk", STAFF_PASSWORD);
  await openBookings(page);
  const vikram = card(page, "Vikram Nair");
  await vikram.getByRole("button", { name: "Check Out" }).click();
  const checkOut = page.getByRole("dialog", { name: "Check Out Guest" });
  await expect(checkOut.getByText("Leaving before the check-out date")).toBeVisible();
  await expect(total(checkOut, "Pending Amount")).toContainText("₹0.00");
  await checkOut.getByRole("button", { name: "Complete Checkout" }).click();
  await expect(page.getByText("Guest checked out successfully")).toBeVisible();
  await expect(checkOut.getByRole("listitem", { name: "Room, 1 night" })).toContainText("₹6,720.00");
  await expect(total(checkOut, "Total Amount")).toContainText("₹6,720.00");
  await expect(total(checkOut, "Already Paid")).toContainText("₹20,160.00");
  await expect(total(checkOut, "Refund Due")).toContainText("₹13,440.00");
  // Money going back out of the till is for a manager or an administrator.
  await expect(checkOut.getByRole("form", { name: "Refund" })).toHaveCount(0);
  await checkOut.getByRole("button", { name: "Close", exact: true }).click();

  await signOutAndIn(page, "duty.manager", STAFF_PASSWORD);
  await openBookings(page);
  await card(page, "Vikram Nair").getByRole("button", { name: "Folio of Vikram Nair" }).click();
  const folio = page.getByRole("dialog", { name: "Stay Folio" });
  await expect(total(folio, "Refund Due")).toContainText("₹13,440.00");
  const refund = folio.getByRole("form", { name: "Refund" });
  // No more than the server says is due back.
  const amount = refund.getByLabel("Refund Amount (₹)");
  await amount.fill("20160");
  await refund.getByRole("combobox", { name: "Refund Method" }).click();
  await page.getByRole("option", { name: "Card", exact: true }).click();
  await refund.getByRole("button", { name: "Record Refund" }).click();
  await expect(page.getByText("Refund amount must be between ₹0.01 and ₹13,440.00")).toBeVisible();
  await amount.fill("13440");
  await refund.getByLabel("Notes (optional)").fill("Left two nights early");
  await expectAccessible(page);
  await photograph(page, "stay-folio-refund");
  await refund.getByRole("button", { name: "Record Refund" }).click();
  await expect(page.getByText("Refund has been recorded successfully")).toBeVisible();
  await expect(folio.getByText("Refund Due", { exact: true })).toHaveCount(0);
  await expect(total(folio, "Already Paid")).toContainText("₹6,720.00");
  const history = folio.getByRole("region", { name: "Payment History" });
  await expect(history.getByText("− ₹13,440.00")).toBeVisible();
  await expect(history.getByText("Left two nights early")).toBeVisible();
  await expectAccessible(page);
  await folio.getByRole("button", { name: "Close", exact: true }).click();
  await expect(card(page, "Vikram Nair")).toContainText("paid");
});

test("a guest booked for three nights, ₹4,000 paid, leaving after one pays only what that night costs", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  // Three nights for two adults, ₹6,400 a night and 5% GST: ₹20,160, of which ₹4,000 is paid.
  const stay = await bookStay(page, baseURL, "Meera Pillai", "9811100044", propertyDay(0), propertyDay(3));
  expect(stay.amountDue).toBe("20160.00");
  await mutate(page, baseURL, "payments.record", {
    bookingId: stay.id,
    amount: "4000",
    paymentMethod: "cash",
  });
  await mutate(page, baseURL, "bookings.setStatus", { id: stay.id, status: "checked_in" });

  // She leaves the same day: one night is used, ₹6,720; ₹2,720 is still to pay, not ₹16,160.
  await openBookings(page);
  await card(page, "Meera Pillai").getByRole("button", { name: "Check Out" }).click();
  const dialog = page.getByRole("dialog", { name: "Check Out Guest" });
  await expect(
    dialog.getByText(/priced for the nights used\. Collect ₹2,720\.00 to check out\./),
  ).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: "Room, 1 night" })).toContainText("₹6,720.00");
  await expect(total(dialog, "Total Amount")).toContainText("₹6,720.00");
  await expect(total(dialog, "Pending Amount")).toContainText("₹2,720.00");
  await expect(dialog.getByRole("button", { name: "Collect Payment First" })).toBeDisabled();
  await expectAccessible(page);
  await photograph(page, "stay-folio-early-departure");
  await dialog.getByLabel("Amount (₹)").fill("2720");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Payment has been recorded successfully")).toBeVisible();
  await expect(total(dialog, "Pending Amount")).toContainText("₹0.00");
  await dialog.getByRole("button", { name: "Complete Checkout" }).click();
  await expect(page.getByText("Guest checked out successfully")).toBeVisible();
  await expect(total(dialog, "Total Amount")).toContainText("₹6,720.00");
  await expect(total(dialog, "Already Paid")).toContainText("₹6,720.00");
  await expect(dialog.getByText("Refund Due", { exact: true })).toHaveCount(0);
  await photograph(page, "stay-folio-early-departure-done");
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
});

test("a guest who never came is marked a no-show with a fee", async ({ page, baseURL }) => {
  await signIn(page);
  // The arrival day's cut-off is 18:00 unless set: the administrator moves it to the start of the day
  // so that the guest booked for today can be marked whatever the hour of this run.
  await page.goto("/settings/tax");
  const cutoff = page.getByLabel("No-show cut-off on the arrival day");
  await expect(cutoff).toHaveValue("18:00");
  await cutoff.fill("00:00");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Front desk settings saved")).toBeVisible();
  await bookStay(page, baseURL, "Neel Joshi", "9811100033", propertyDay(0), propertyDay(2));
  await openBookings(page);
  const neel = card(page, "Neel Joshi");
  await expect(neel.getByRole("button", { name: "Folio of Neel Joshi" })).toBeVisible();
  await photograph(page, "stay-folio-booking-cards");
  await neel.getByRole("button", { name: "Mark no-show for Neel Joshi" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark No-show" });
  await dialog.getByLabel("No-show Fee (₹, optional)").fill("1500");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Mark No-show" }).click();
  await expect(page.getByText("The booking is cancelled and the room freed")).toBeVisible();
  await expect(neel).toContainText("cancelled");
  // Only the fee stays billed: ₹1,500 and 5% GST.
  await neel.getByRole("button", { name: "Folio of Neel Joshi" }).click();
  const folio = page.getByRole("dialog", { name: "Stay Folio" });
  await expect(folio.getByRole("listitem", { name: "No-show fee" })).toContainText("₹1,575.00");
  await expect(total(folio, "Total Amount")).toContainText("₹1,575.00");
  await expectAccessible(page);
  await photograph(page, "stay-folio-no-show");
});
