import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectAccessible,
  expectToast,
  mutate,
  photograph,
  propertyDay,
  query,
  setGst,
  signIn,
} from "./support";

// A group pays at the desk with one payment, spread over its rooms oldest first; a room's own card
// sends the desk to its group; a cancelled stay paid in advance says what is due back (issue 30).
test.describe.configure({ mode: "serial" });

interface Room {
  id: string;
  number: string;
}

const GROUP = "Nair Anniversary";
const byNumber = new Intl.Collator("en", { numeric: true });

async function openTab(page: Page, tab: "Individual Bookings" | "Group Bookings") {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Bookings", exact: true })
    .click();
  await page.getByRole("tab", { name: tab }).click();
}

test("a group's one payment covers its rooms oldest first; too much is refused; a split goes where told", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  // With GST: a night of ₹6,400 (two adults) is ₹6,720, of ₹3,200 (one) ₹3,360.
  await setGst(page, baseURL, true);
  const checkInDate = propertyDay(40);
  const checkOutDate = propertyDay(41);
  const free = await query<Room[]>(page, "rooms.available", { checkInDate, checkOutDate });
  // Booked together, the rooms are paid in room order.
  const [first, second, third] = free.slice(0, 3).sort((a, b) => byNumber.compare(a.number, b.number));
  if (!first || !second || !third) throw new Error("three free rooms expected");
  await mutate(page, baseURL, "groups.create", {
    groupBookingData: {
      groupName: GROUP,
      contactPersonName: "Lakshmi Nair",
      contactPersonPhone: "9847012345",
      checkInDate,
      checkOutDate,
      eventType: "family_reunion",
    },
    roomSelections: [
      { roomId: first.id, guestName: "Lakshmi Nair", adults: 2 },
      { roomId: second.id, guestName: "Suresh Nair", adults: 2 },
      { roomId: third.id, guestName: "Anjali Nair", adults: 1 },
    ],
  });

  await openTab(page, "Group Bookings");
  const card = page.getByRole("article", { name: `Group ${GROUP}` });
  // ₹6,720 + ₹6,720 + ₹3,360.
  await expect(card).toContainText("₹16,800.00");
  await card.getByRole("button", { name: "Take Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Take Payment" });
  await expect(dialog).toContainText(`${GROUP} owes ₹16,800.00`);
  await expect(dialog.getByLabel("Amount (₹)")).toHaveValue("16,800.00");
  await dialog.getByLabel("Amount (₹)").fill("10000");
  await expectAccessible(page);
  await photograph(page, "group-payment-dialog");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  // ₹10,000: the first room's ₹6,720, then ₹3,280 of the second's.
  await expectToast(page, `Room ${first.number}: ₹6,720.00, Room ${second.number}: ₹3,280.00`);
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Paid ₹10,000.00");

  await card.getByRole("button", { name: "Rooms & Payments" }).click();
  const rooms = card.getByRole("region", { name: `Rooms of ${GROUP}` });
  const pending = (room: Room) =>
    rooms.getByRole("row").filter({ hasText: room.number }).getByRole("cell").last();
  await expect(pending(first)).toHaveText("₹0.00");
  // ₹6,720 − ₹3,280.
  await expect(pending(second)).toHaveText("₹3,440.00");
  await expect(pending(third)).toHaveText("₹3,360.00");
  await photograph(page, "group-payment-rooms");

  // More than the ₹3,440 + ₹3,360 = ₹6,800 still owed is refused, in the dialog, with the figures.
  await card.getByRole("button", { name: "Take Payment" }).click();
  await expect(dialog.getByLabel("Amount (₹)")).toHaveValue("6,800.00");
  await dialog.getByLabel("Amount (₹)").fill("7000");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Payment of ₹7,000.00 is more than the ₹6,800.00 the group owes",
  );
  await expectAccessible(page);
  await photograph(page, "group-payment-refused");

  // The desk splits ₹4,360 itself: all of the third room's ₹3,360 and ₹1,000 of the second's.
  await dialog.getByLabel("Amount (₹)").fill("4360");
  await dialog.getByRole("switch", { name: "Choose what each room takes" }).check();
  const shares = dialog.getByRole("group", { name: "Each room's share" });
  await shares.getByLabel(`Room ${third.number} · Anjali Nair`).fill("3360");
  await shares.getByLabel(`Room ${second.number} · Suresh Nair`).fill("1000");
  await expect(shares).toContainText("Allocated ₹4,360.00 of ₹4,360.00");
  await photograph(page, "group-payment-split");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expectToast(page, `Room ${second.number}: ₹1,000.00, Room ${third.number}: ₹3,360.00`);
  await expect(card).toContainText("Paid ₹14,360.00");
  // ₹3,440 − ₹1,000 left on the second room; the third is paid.
  await expect(pending(second)).toHaveText("₹2,440.00");
  await expect(pending(third)).toHaveText("₹0.00");
});

test("a group's room sends the desk to its group; a cancelled stay paid ahead says what is due back", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await openTab(page, "Individual Bookings");
  await page.getByLabel("Search").fill("Suresh Nair");
  const member = page.getByRole("article", { name: "Booking of Suresh Nair" });
  await expect(member.getByRole("link", { name: "Managed from the group" })).toBeVisible();
  for (const name of [/^Edit/, /^Cancel booking/, /^Delete/, "Check In"]) {
    await expect(member.getByRole("button", { name })).toHaveCount(0);
  }
  await photograph(page, "group-member-card");
  await member.getByRole("link", { name: "Managed from the group" }).click();
  await expect(page).toHaveURL(/tab=group&group=/);
  const card = page.getByRole("article", { name: `Group ${GROUP}` });
  await expect(card).toHaveAttribute("aria-current", "true");
  await expect(card.getByRole("region", { name: `Rooms of ${GROUP}` })).toBeVisible();
  await photograph(page, "group-member-link");

  // One night for one adult, ₹3,200 + 5% = ₹3,360, paid at booking, then cancelled: all due back.
  const checkInDate = propertyDay(45);
  const [room] = await query<Room[]>(page, "rooms.available", { checkInDate, checkOutDate: propertyDay(46) });
  if (!room) throw new Error("a free room expected");
  const booking = await mutate<{ id: string }>(page, baseURL, "bookings.create", {
    guest: { name: "Farhan Qureshi", phone: "9833312345" },
    roomId: room.id,
    checkInDate,
    checkOutDate: propertyDay(46),
    adults: 1,
    paidAmount: "3360",
  });
  await mutate(page, baseURL, "bookings.setStatus", { id: booking.id, status: "cancelled" });
  await openTab(page, "Individual Bookings");
  await page.getByLabel("Search").fill("Farhan Qureshi");
  const cancelled = page.getByRole("article", { name: "Booking of Farhan Qureshi" });
  await expect(cancelled).toContainText("Refund due ₹3,360.00");
  await expect(cancelled.getByText("paid", { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await photograph(page, "refund-due-card");

  // A group paid ₹5,000 ahead, then cancelled: its rooms bill nothing, so ₹5,000 is due back.
  const from = propertyDay(50);
  const to = propertyDay(51);
  const rooms = (await query<Room[]>(page, "rooms.available", { checkInDate: from, checkOutDate: to })).slice(
    0,
    2,
  );
  const group = await mutate<{ id: string }>(page, baseURL, "groups.create", {
    groupBookingData: {
      groupName: "Bose Offsite",
      contactPersonName: "Ritwik Bose",
      contactPersonPhone: "9830012345",
      checkInDate: from,
      checkOutDate: to,
      eventType: "conference",
    },
    roomSelections: rooms.map((r, i) => ({ roomId: r.id, guestName: `Bose ${i + 1}`, adults: 1 })),
  });
  await mutate(page, baseURL, "payments.group", { id: group.id, amount: "5000", paymentMethod: "card" });
  await mutate(page, baseURL, "groups.cancel", { id: group.id });
  await openTab(page, "Group Bookings");
  const offsite = page.getByRole("article", { name: "Group Bose Offsite" });
  await expect(offsite).toContainText("Refund due ₹5,000.00");
  await expect(offsite.getByRole("button", { name: "Take Payment" })).toHaveCount(0);
  await offsite.scrollIntoViewIfNeeded();
  await photograph(page, "refund-due-group");
});
