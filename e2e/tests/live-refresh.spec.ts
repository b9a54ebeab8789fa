import { expect, test } from "./fixtures";
import { mutate, propertyDay, query, signIn } from "./support";

interface Room {
  id: string;
  number: string;
}

test("a room's status changed at another terminal shows on this one without reloading", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const free = await query<Room[]>(page, "rooms.available", {
    checkInDate: propertyDay(0),
    checkOutDate: propertyDay(1),
  });
  const room = free.at(-1);
  if (!room) throw new Error("the test needs a room free tonight");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Rooms", exact: true })
    .click();
  const card = page.getByRole("article", { name: `Room ${room.number}` });
  await expect(card.getByText("Available", { exact: true })).toBeVisible();
  // Set on this page's window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const other = await browser.newContext({ baseURL });
  try {
    const desk = await other.newPage();
    await signIn(desk);
    await mutate(desk, baseURL, "rooms.setStatus", { id: room.id, status: "maintenance" });
    // The poll runs every 5 s; the card follows within one or two of them.
    await expect(card.getByText("Maintenance", { exact: true })).toBeVisible({ timeout: 12_000 });
    await expect(card).toContainText("Under maintenance");

    await mutate(desk, baseURL, "rooms.setStatus", { id: room.id, status: "available" });
    await expect(card.getByText("Available", { exact: true })).toBeVisible({ timeout: 12_000 });
  } finally {
    await other.close();
  }
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
