import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectToast, mutate, photograph, propertyDay, query, signIn } from "./support";

// Other spec files share the data folder and may already have made bookings or changed rooms, so
// these tests pick their rooms from what the server says is free, and compare figures with it.
test.describe.configure({ mode: "serial" });

const dmy = (isoDate: string) => isoDate.split("-").reverse().join("/");

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "22 Nov 2026", as the app writes a day in a sentence. */
const longDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

/** "Sunday, 22 Nov 2026", as a calendar cell names its day. */
const dayName = (isoDate: string) =>
  `${new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`))}, ${longDate(isoDate)}`;

const wholeRupees = (amount: string) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    Math.round(Number(amount)),
  );

interface Room {
  id: string;
  number: string;
  capacity: number;
  status: string;
}

interface CalendarDay {
  date: string;
  counts: Record<"available" | "booked" | "occupied" | "cleaning" | "maintenance" | "not_available", number>;
  adr: string;
  totalRevenue: string;
  occupancyRate: number;
}

/** Rooms with no stay tonight, in the order the app lists them. */
function freeRoomsTonight(page: Page) {
  return query<Room[]>(page, "rooms.available", {
    checkInDate: propertyDay(0),
    checkOutDate: propertyDay(1),
  });
}

const roomCard = (page: Page, number: string) => page.getByRole("article", { name: `Room ${number}` });

async function openFromSidebar(page: Page, label: string) {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: label, exact: true })
    .click();
}

/** Sees the toast, then closes it, so the next one cannot be mistaken for it. */
/** Picks `status` in a room card's status dropdown. */
async function chooseStatus(page: Page, number: string, status: string) {
  await roomCard(page, number).getByLabel(`Status of room ${number}`).click();
  await page.getByRole("option", { name: status, exact: true }).click();
  await expectToast(page, "Room status updated successfully");
}

test("changes a room's status from its card and walks it through check-out and cleaning", async ({
  page,
}) => {
  await signIn(page);
  const free = await freeRoomsTonight(page);
  const room = free.at(-2);
  if (!room) throw new Error("the test needs two rooms free tonight");
  await openFromSidebar(page, "Rooms");

  const all = await query<Room[]>(page, "rooms.list");
  await expect(page.getByRole("article", { name: /^Room / })).toHaveCount(all.length);
  for (const each of all) {
    await expect(roomCard(page, each.number)).toBeVisible();
    await expect(roomCard(page, each.number)).toContainText(`${each.capacity} guests max`);
  }

  const card = roomCard(page, room.number);
  await chooseStatus(page, room.number, "Maintenance");
  await expect(card.getByText("Maintenance", { exact: true })).toBeVisible();
  await expect(card).toContainText("Under maintenance");
  await expect(card).toContainText("Scheduled maintenance");

  await chooseStatus(page, room.number, "Occupied");
  await expect(card.getByText("Occupied", { exact: true })).toBeVisible();
  // Occupied by hand, with no stay in the room: the card cannot name a guest.
  await expect(card).toContainText("Status unknown");
  await expect(card.getByRole("button", { name: "Mark as Cleaned" })).toHaveCount(0);

  await card.getByRole("button", { name: "Mark as Check-out" }).click();
  await expectToast(page, "Room status updated successfully");
  await expect(card.getByText("Cleaning", { exact: true })).toBeVisible();
  await expect(card).toContainText("Housekeeping");
  await expect(card).toContainText("ETA: 2 hours");
  await expect(card.getByRole("button", { name: "Mark as Check-out" })).toHaveCount(0);
  await expectAccessible(page);

  await card.getByRole("button", { name: "Mark as Cleaned" }).click();
  await expectToast(page, "Room status updated successfully");
  await expect(card.getByText("Available", { exact: true })).toBeVisible();
  await expect(card).toContainText("Ready for booking");
  await expect(card).toContainText("Last cleaned: Today");
  await expect(card.getByRole("button", { name: /^Mark as/ })).toHaveCount(0);

  // The change is the server's, not only the screen's.
  const after = await query<Room[]>(page, "rooms.list");
  expect(after.find((r) => r.id === room.id)?.status).toBe("available");
});

test("a stay booked today shows on Guests, the room cards, the calendar and its revenue panel", async ({
  page,
  baseURL,
}) => {
  const today = propertyDay(0);
  const tomorrow = propertyDay(1);
  const guest = {
    name: "Meera Iyer",
    phone: "9123456780",
    email: "meera.iyer@example.in",
    idProofNumber: "AADHAAR-4455",
  };
  await signIn(page);

  await openFromSidebar(page, "Guests");
  await page.getByLabel("Search guests").fill("Nobody By This Name");
  await expect(page.getByText("No guests found")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel("Search guests").fill("");

  const room = (await freeRoomsTonight(page)).at(-1);
  if (!room) throw new Error("the test needs a room free tonight");
  const booking = await mutate<{ id: string; totalAmount: string }>(page, baseURL, "bookings.create", {
    guest,
    roomId: room.id,
    checkInDate: today,
    checkOutDate: tomorrow,
    adults: 1,
    children: 0,
  });
  expect(booking.totalAmount).toBe("3200.00");
  await mutate(page, baseURL, "bookings.setStatus", { id: booking.id, status: "checked_in" });

  // Guests: the new guest's card, found by the search too.
  await page.reload();
  const guestCard = page.getByRole("article", { name: guest.name });
  await expect(guestCard).toContainText(guest.phone);
  await expect(guestCard).toContainText(guest.email);
  await expect(guestCard).toContainText(guest.idProofNumber);
  await expect(guestCard).toContainText(dmy(today));
  await page.getByLabel("Search guests").fill(guest.phone);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(guestCard).toBeVisible();
  await page.getByLabel("Search guests").fill("");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "guests");

  // Rooms: the guest in the room and the day they leave.
  await openFromSidebar(page, "Rooms");
  const roomsCard = roomCard(page, room.number);
  await expect(roomsCard.getByText("Occupied", { exact: true })).toBeVisible();
  await expect(roomsCard).toContainText(guest.name);
  await expect(roomsCard).toContainText(`Check-out: ${dmy(tomorrow)}`);
  await expect(roomsCard.getByRole("button", { name: "Mark as Check-out" })).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "rooms");

  // Dashboard: the figures, the same room card, and today's cell of the calendar.
  await openFromSidebar(page, "Dashboard");
  for (const label of ["Occupancy Rate", "Today's Revenue", "Rooms Available", "Pending Payments"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const overview = page.getByRole("region", { name: "Room Status Overview" });
  await expect(overview.getByRole("article", { name: `Room ${room.number}` })).toContainText(guest.name);
  await expect(overview.getByRole("article", { name: `Room ${room.number}` })).toContainText(
    `Check-out: ${dmy(tomorrow)}`,
  );
  const erp = page.getByRole("region", { name: "ERP & Accounts" });
  for (const href of ["/erp/chart-of-accounts", "/erp/invoices", "/erp/investors", "/erp"]) {
    await expect(erp.locator(`a[href="${href}"]`)).toBeVisible();
  }

  const [summary] = await query<CalendarDay[]>(page, "calendar.availability", {
    startDate: today,
    endDate: today,
    include: "summary",
  });
  if (!summary) throw new Error("the calendar has no entry for today");
  expect(summary.counts.occupied).toBeGreaterThanOrEqual(1);
  const other = summary.counts.cleaning + summary.counts.maintenance + summary.counts.not_available;
  const calendar = page.getByRole("region", { name: "Room Availability" });
  const todayCell = calendar.locator('[aria-current="date"]');
  await expect(todayCell).toHaveAccessibleName(
    `${dayName(today)}: ${summary.counts.available} available, ${summary.counts.booked} booked, ` +
      `${summary.counts.occupied} occupied, ${other} other`,
  );
  for (const badge of [
    `A ${summary.counts.available}`,
    `B ${summary.counts.booked}`,
    `O ${summary.counts.occupied}`,
    `M ${other}`,
  ]) {
    await expect(todayCell.getByText(badge, { exact: true })).toBeVisible();
  }
  for (const weekday of ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) {
    await expect(calendar.getByRole("columnheader", { name: weekday })).toBeVisible();
  }
  await expectAccessible(page);
  await photograph(page, "dashboard");

  // Month navigation, and back to today's month.
  const monthName = (date: string) =>
    new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${date.slice(0, 7)}-01T00:00:00Z`),
    );
  const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1))
    .toISOString()
    .slice(0, 10);
  await calendar.getByRole("button", { name: "Next month" }).click();
  await expect(calendar.getByText(monthName(nextMonth), { exact: true })).toBeVisible();
  await expect(calendar.locator('[aria-current="date"]')).toHaveCount(0);
  await calendar.getByRole("button", { name: "Previous month" }).click();
  await expect(calendar.getByText(monthName(today), { exact: true })).toBeVisible();

  // Today's revenue panel.
  const [day] = await query<CalendarDay[]>(page, "calendar.availability", {
    startDate: today,
    endDate: today,
    include: "rooms",
  });
  if (!day) throw new Error("the calendar has no entry for today");
  await calendar.locator('[aria-current="date"]').click();
  const panel = page.getByRole("dialog", { name: `Revenue for ${longDate(today)}` });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`ADR${wholeRupees(day.adr)}`);
  await expect(panel).toContainText(`Total Revenue${wholeRupees(day.totalRevenue)}`);
  await expect(panel).toContainText(`Occupancy${Math.round(day.occupancyRate)}%`);
  const row = panel.getByRole("row", { name: new RegExp(`^${room.number}\\b`) });
  await expect(row).toContainText("Occupied");
  await expect(row).toContainText(guest.name);
  await expect(row).toContainText(dmy(today));
  await expect(row).toContainText(dmy(tomorrow));
  // One night for one adult: the night's revenue, the room's ADR and the booking's total alike.
  await expect(row.getByText("₹3,200.00")).toHaveCount(3);
  await expectAccessible(page);
  await photograph(page, "calendar-day-panel");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});
