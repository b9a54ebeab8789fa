import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, mutate, photograph, propertyDay, query, signIn } from "./support";

test.describe.configure({ mode: "serial" });

interface Folio {
  totalPaid: string;
  payments: { id: string; amount: string }[];
}

/** A stay for two adults checked in tonight in the last free room, created through the API. */
async function checkedInStay(page: Page, baseURL: string | undefined, name: string, phone: string) {
  const checkInDate = propertyDay(0);
  const checkOutDate = propertyDay(1);
  const free = await query<{ id: string }[]>(page, "rooms.available", { checkInDate, checkOutDate });
  const room = free.at(-1);
  if (!room) throw new Error("the test needs a free room");
  const booking = await mutate<{ id: string }>(page, baseURL, "bookings.create", {
    guest: { name, phone },
    roomId: room.id,
    checkInDate,
    checkOutDate,
    adults: 2,
    children: 0,
  });
  await mutate(page, baseURL, "bookings.setStatus", { id: booking.id, status: "checked_in" });
  return booking;
}

test("a double click on Record Payment records one payment", async ({ page, baseURL }) => {
  await signIn(page);
  const booking = await checkedInStay(page, baseURL, "Ira Sen", "9811100077");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Bookings", exact: true })
    .click();
  await page
    .getByRole("article", { name: "Booking of Ira Sen" })
    .getByRole("button", { name: "Folio of Ira Sen" })
    .click();
  const folio = page.getByRole("dialog", { name: "Stay Folio" });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("payments.record")) sent.push(request.postData() ?? "");
  });

  await folio.getByLabel("Amount (₹)").fill("1000");
  await folio.getByRole("button", { name: "Record Payment" }).dblclick();
  await expect(page.getByText("Payment has been recorded successfully").first()).toBeVisible();
  const history = folio.getByRole("region", { name: "Payment History" });
  await expect(history.getByText("₹1,000.00", { exact: true })).toBeVisible();
  // One request, carrying its submission's key; one payment on the stay.
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/"idempotencyKey":"[0-9a-f]{32}"/);
  const recorded = await query<Folio>(page, "bookings.folio", { id: booking.id });
  expect(recorded.payments).toHaveLength(1);
  expect(recorded.totalPaid).toBe("1000.00");

  await expectAccessible(page);
  await photograph(page, "payment-recorded-once");
});
