import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, mutate, propertyDay, query, SCREENS_DIR, signIn } from "./support";

// Other spec files share the data folder: counts are compared with what the server answered before.
test.describe.configure({ mode: "serial" });

interface Notifications {
  total: number;
  items: { kind: string; count: number; text: string; link: string }[];
}

/** A stay of `nights` from today (or `from`) in a free room, entered through the API. */
async function stayToday(page: Page, baseURL: string | undefined, name: string, fields: object = {}) {
  const checkInDate = propertyDay();
  const checkOutDate = propertyDay(2);
  const free = await query<{ id: string }[]>(page, "rooms.available", { checkInDate, checkOutDate });
  const room = free.at(0);
  if (!room) throw new Error("the test needs a free room");
  return mutate<{ id: string }>(page, baseURL, "bookings.create", {
    guest: { name, phone: `98${String(Date.now()).slice(-8)}` },
    roomId: room.id,
    checkInDate,
    checkOutDate,
    adults: 2,
    children: 0,
    ...fields,
  });
}

const bellName = (total: number) =>
  total === 0
    ? "Notifications: nothing needs attention"
    : `Notifications: ${total} need${total === 1 ? "s" : ""} attention`;

test("the bell counts today's arrival and links to the bookings", async ({ page, baseURL }) => {
  await signIn(page);
  const before = await query<Notifications>(page, "notifications.list");
  const arrivalsBefore = before.items.find((item) => item.kind === "arrivals_due")?.count ?? 0;
  await expect(page.getByRole("button", { name: bellName(before.total) })).toBeVisible();

  await stayToday(page, baseURL, "Bell Arrival");
  // The live refresh sees the new stay within a poll (5 s) and the bell counts it.
  const bell = page.getByRole("button", { name: bellName(before.total + 1) });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const list = page.getByRole("dialog", { name: "Needs attention" });
  const arrivals = list.getByRole("link", {
    name: `${arrivalsBefore + 1} arrival${arrivalsBefore + 1 === 1 ? "" : "s"} not checked in`,
  });
  await expect(arrivals).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: join(SCREENS_DIR, "bell-open-1280x800.png") });
  await arrivals.click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(list).toBeHidden();
});

test("at 1280×800 the sidebar scrolls to its last entry, and the user card stays in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const card = page.getByRole("group", { name: "Signed in" });
  await expect(card).toBeInViewport();
  await expect(card).toContainText("Administrator");
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport();
  // The administrator's seventeen entries are taller than what is left above the card: the list
  // scrolls, and shows its scrollbar.
  await expect(nav.locator('.mantine-ScrollArea-scrollbar[data-orientation="vertical"]')).toBeVisible();
  const last = nav.getByRole("link", { name: "Tax Settings", exact: true });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(card).toBeInViewport();
  await page.screenshot({ path: join(SCREENS_DIR, "sidebar-scrolled-1280x800.png") });
  await last.click();
  await expect(page).toHaveURL(/\/settings\/tax$/);
});

const PHONE_SCREENS: [name: string, path: string, heading: string][] = [
  ["dashboard", "/", "Dashboard"],
  ["bookings", "/bookings", "Bookings"],
  ["groups", "/bookings?tab=group", "Bookings"],
  ["guests", "/guests", "Guests"],
  ["expenses", "/expenses", "Expense Management"],
  ["reports", "/reports", "Reports and Analytics"],
  ["rooms", "/rooms", "Rooms"],
  ["room-types", "/rooms?tab=types", "Rooms"],
  ["invoices", "/erp/invoices", "Invoices"],
  ["vouchers", "/erp/vouchers", "Vouchers"],
];

/**
 * The whole screen in phone-high pieces (phone-<name>-<n>.png): a full-page picture of a long list
 * is shrunk past reading when looked at.
 */
async function photographInPieces(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, n = 1; y < height; y += 844, n++) {
    await page.screenshot({
      path: join(SCREENS_DIR, `phone-${name}-${n}.png`),
      fullPage: true,
      clip: { x: 0, y, width: 390, height: Math.min(844, height - y) },
    });
  }
}

test("on a phone (390×844) no screen is wider than the phone", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page);
  // Something in each list: stays in two states, a group and its invoice, an expense.
  const arriving = await stayToday(page, baseURL, "Aishwarya Venkataraman Subramanian");
  const staying = await stayToday(page, baseURL, "Phone Guest", { paidAmount: "1000" });
  await mutate(page, baseURL, "bookings.setStatus", { id: staying.id, status: "checked_in" });
  expect(arriving.id).toBeTruthy();
  const free = await query<{ id: string }[]>(page, "rooms.available", {
    checkInDate: propertyDay(3),
    checkOutDate: propertyDay(4),
  });
  await mutate(page, baseURL, "groups.create", {
    groupBookingData: {
      groupName: "Ramanathan family wedding reception",
      contactPersonName: "R. Ramanathan",
      contactPersonPhone: "9876500021",
      checkInDate: propertyDay(3),
      checkOutDate: propertyDay(4),
      eventType: "wedding",
      groupDiscountPercentage: "0",
      isComplimentary: false,
    },
    roomSelections: [{ roomId: free.at(0)?.id, guestName: "Guest 1", adults: 2, children: 0 }],
  });

  const invoice = await page.request.post(`/api/bookings/${arriving.id}/invoice`, {
    headers: { origin: new URL(baseURL ?? page.url()).origin },
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);
  const categories = await (await page.request.get("/api/expense-categories")).json();
  const expense = await page.request.post("/api/expenses", {
    headers: { origin: new URL(baseURL ?? page.url()).origin },
    data: {
      categoryId: categories[0].id,
      description: "Diesel for the generator during the long power cut",
      expenseDate: propertyDay(),
      amount: "4250.50",
    },
  });
  expect(expense.ok(), await expense.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, path, heading] of PHONE_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    // Every list and figure loaded: no placeholder or spinner left.
    await expect(page.locator(".mantine-Skeleton-root:visible, .mantine-Loader-root:visible")).toHaveCount(
      0,
      {
        timeout: 20_000,
      },
    );
    await photographInPieces(page, name);
    // The page itself never scrolls sideways: a wide table scrolls inside its own box.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
  }
});
