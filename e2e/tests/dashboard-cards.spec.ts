import { expect, test } from "./fixtures";
import { expectAccessible, photograph, propertyDay, signIn } from "./support";

test("recent bookings, the quick check-in and the quick payment on the dashboard", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const stay = { checkInDate: propertyDay(), checkOutDate: propertyDay(1) };
  const free = await page.request.get(
    `/trpc/rooms.available?input=${encodeURIComponent(JSON.stringify(stay))}`,
  );
  const room = (await free.json()).result.data[0] as { id: string; number: string };
  const created = await page.request.post("/trpc/bookings.create", {
    headers: { origin: new URL(baseURL ?? "").origin },
    data: { ...stay, roomId: room.id, adults: 2, guest: { name: "Quick Arrival", phone: "9822200001" } },
  });
  expect(created.ok()).toBe(true);

  await page.goto("/");
  const recent = page.getByText("Quick Arrival").first();
  await expect(recent).toBeVisible();
  await expect(page.getByText(`Room ${room.number}`).first()).toBeVisible();
  await photograph(page, "dashboard-recent-bookings");

  await page.getByRole("button", { name: "Check-in Guest" }).click();
  const picker = page.getByRole("dialog", { name: "Today's Arrivals" });
  await picker.getByText("Quick Arrival").click();
  await expect(
    page.getByText("Confirm check-in for this guest? The room will be marked as occupied."),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Check In Guest" }).click();
  await expect(page.getByText("Guest checked in successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check Out" }).first()).toBeVisible();

  // Nothing was paid: the stay is among the open balances, and paying it all takes it off the list.
  await page.getByRole("button", { name: "Record Payment" }).click();
  const balances = page.getByRole("dialog", { name: "Open Balances" });
  await balances.getByText("Quick Arrival").click();
  const pay = page.getByRole("dialog", { name: "Record Payment" });
  await pay.getByLabel("Amount (₹)").fill("6400");
  await pay.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Payment has been recorded successfully")).toBeVisible();
  await pay.getByRole("button", { name: "Close", exact: true }).click();
  await expect(pay).toBeHidden();
  await page.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByRole("dialog", { name: "Open Balances" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Open Balances" }).getByText("Quick Arrival")).toHaveCount(0);
});
