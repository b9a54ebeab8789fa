import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dmy, expectAccessible, mutate, photograph, pickStay, propertyDay, setGst, signIn } from "./support";

test.afterAll(async ({ browser, baseURL }) => {
  // Leave the tax settings as the other specs expect them.
  const page = await browser.newPage();
  await signIn(page);
  await setGst(page, baseURL, false);
  await page.close();
});

/** The property's weekday of `isoDate`: 0 Sunday … 6 Saturday. */
const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** A total of the folio's Totals panel, by its label. */
const total = (dialog: Locator, label: string) =>
  dialog.getByRole("region", { name: "Totals" }).getByText(label, { exact: true }).locator("xpath=..");

/**
 * A room type of its own (its default plan made by the server) with one room, and a "Weekend" plan
 * whose weekend is today's weekday: the first night of a stay from today is a weekend night.
 */
async function roomWithWeekendPlan(page: Page, baseURL: string | undefined) {
  const type = await mutate<{ id: string }>(page, baseURL, "roomTypes.create", {
    name: "Garden Cottage",
    baseOccupancy: 2,
    maxOccupancy: 3,
  });
  await mutate(page, baseURL, "rooms.create", { number: "G1", roomTypeId: type.id });
  await mutate(page, baseURL, "ratePlans.create", {
    roomTypeId: type.id,
    name: "Weekend",
    baseOccupancy: 2,
    prices: { base: "3200.00", extraAdult: "1000.00", child: "800.00" },
    weekendDays: [weekday(propertyDay(0))],
    weekendPrices: { base: "4500.00", extraAdult: "1000.00", child: "800.00" },
  });
}

test("a stay priced by a chosen rate plan: the quote with GST before saving is the folio's total", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await setGst(page, baseURL, true);
  await roomWithWeekendPlan(page, baseURL);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Bookings", exact: true })
    .click();
  await page.getByRole("button", { name: "New Booking" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  const price = dialog.getByRole("region", { name: "Price" });
  await expect(price).toContainText("The price shows once");
  await dialog.getByLabel("Guest Name").fill("Meera Pillai");
  await dialog.getByLabel("Phone").fill("9811177788");
  await pickStay(page, dialog, propertyDay(0), propertyDay(2));
  await dialog.getByRole("combobox", { name: "Room" }).click();
  await page.getByRole("option", { name: "Room G1", exact: true }).click();
  await dialog.getByLabel("Adults").fill("2");

  // The type's default plan comes first: part 1's prices, 2 adults × ₹3,200 a night.
  const plan = dialog.getByRole("combobox", { name: "Rate Plan" });
  await expect(plan).toHaveValue("Standard rate (default)");
  await expect(price).toContainText(`${dmy(propertyDay(0))}: 2 nights × ₹6,400.00`);
  // ₹12,800 and 5% GST ₹640.
  await expect(price).toContainText("Total₹13,440.00");

  await plan.click();
  await page.getByRole("option", { name: "Weekend", exact: true }).click();
  // Tonight at the weekend price for two, tomorrow at the plan's base: ₹4,500 + ₹3,200 = ₹7,700;
  // 5% GST ₹385, halved: CGST ₹192.50 and SGST ₹192.50; total ₹8,085.
  await expect(price).toContainText(`${dmy(propertyDay(0))}: 1 night × ₹4,500.00`);
  await expect(price).toContainText(`${dmy(propertyDay(1))}: 1 night × ₹3,200.00`);
  await expect(price).toContainText("Subtotal₹7,700.00");
  await expect(price).toContainText("CGST₹192.50");
  await expect(price).toContainText("SGST₹192.50");
  await expect(price).toContainText("Total₹8,085.00");
  await expect(price.getByRole("status")).toBeHidden();
  await expectAccessible(page);
  // The dialog scrolls inside: the photograph is of the price.
  await photograph(page, "booking-quote-dialog", price);

  // Four adults are more than a Garden Cottage takes (3): the server's refusal shows under the price.
  await dialog.getByLabel("Adults").fill("4");
  await expect(price.getByRole("alert")).toBeVisible();
  await expect(price).not.toContainText("Total");
  await photograph(page, "booking-quote-refused", price);
  await dialog.getByLabel("Adults").fill("2");
  await expect(price).toContainText("Total₹8,085.00");

  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Booking created successfully")).toBeVisible();

  // The stay's folio bills what was quoted.
  await page.getByRole("button", { name: "Folio of Meera Pillai" }).click();
  const folio = page.getByRole("dialog", { name: "Stay Folio" });
  await expect(total(folio, "Room")).toContainText("₹7,700.00");
  await expect(total(folio, "CGST")).toContainText("₹192.50");
  await expect(total(folio, "SGST")).toContainText("₹192.50");
  await expect(total(folio, "Total Amount")).toContainText("₹8,085.00");
  await expect(folio.getByRole("listitem", { name: "Room, 2 nights" })).toContainText("₹8,085.00");
  await expectAccessible(page);
  await photograph(page, "booking-quote-folio");
});
