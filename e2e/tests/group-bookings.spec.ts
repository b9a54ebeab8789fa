import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectAccessible,
  mutate,
  photograph,
  pickStay,
  propertyDay,
  query,
  setGst,
  signIn,
} from "./support";

test.describe.configure({ mode: "serial" });
// One long walk through a group's life: more steps than the default minute allows on a busy machine.
test.setTimeout(150_000);

const groupCard = (page: Page) => page.getByRole("article", { name: "Group Sharma Wedding" });

async function openGroupTab(page: Page) {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Bookings", exact: true })
    .click();
  await page.getByRole("tab", { name: "Group Bookings" }).click();
  await expect(page).toHaveURL(/tab=group/);
}

test("a group of three rooms: create, check in, refused check-out, invoice, payments, check-out", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  // Specs before this one bill with GST; this walk's figures are without it.
  await setGst(page, baseURL, false);
  // Other specs share the database and may have made groups already: the empty state is a component test.
  await openGroupTab(page);

  await page.getByRole("button", { name: "Quick Group Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick Group Booking" });
  await dialog.getByRole("button", { name: "Create Group Booking" }).click();
  await expect(dialog.getByText("Please select at least one room.")).toBeVisible();
  await expect(dialog.getByText("Group name is required")).toBeVisible();

  await dialog.getByLabel("Group Name").fill("Sharma Wedding");
  await dialog.getByLabel("Event Type").click();
  await page.getByRole("option", { name: "Wedding" }).click();
  await dialog.getByLabel("Contact Person Name").fill("Ravi Sharma");
  await dialog.getByLabel("Contact Phone").fill("9876512345");
  await pickStay(page, dialog, propertyDay(0), propertyDay(2));
  await expect(dialog.getByText("2 nights", { exact: true })).toBeVisible();
  await photograph(page, "group-booking-stay");
  // Other tests share the database: take the first three rooms the server offers as free.
  const offered = dialog.getByRole("checkbox", { name: /^Room / });
  await expect(offered.first()).toBeVisible();
  const rooms: string[] = [];
  for (let i = 0; i < 3; i++) {
    const label = await offered
      .nth(i)
      .evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    rooms.push(String(label).replace("Room ", ""));
    await offered.nth(i).check();
  }
  for (const [i, guest] of ["Asha Sharma", "Vikram Sharma", "Neha Sharma"].entries()) {
    await dialog.getByLabel(`Guest name for Room ${rooms[i]}`).fill(guest);
  }
  await dialog.getByLabel(`Adults in Room ${rooms[0]}`).fill("2");
  await dialog.getByLabel("Group Discount (%)").fill("10");
  await dialog.getByLabel("Program Notes").fill("Sangeet on the first evening");
  // Two nights: ₹12,800 + ₹6,400 + ₹6,400 = ₹25,600, less 10%.
  await expect(dialog.getByRole("region", { name: "Group price" })).toContainText("Total₹23,040.00");
  await expectAccessible(page);
  await photograph(page, "group-booking-dialog");
  await dialog.getByRole("button", { name: "Create Group Booking" }).click();
  await expect(page.getByText("Group booking created successfully")).toBeVisible();

  const card = groupCard(page);
  await expect(card).toContainText("3 rooms · 4 guests");
  await expect(card).toContainText("₹23,040.00");
  await expect(card).toContainText("Program Notes: Sangeet on the first evening");
  await card.getByRole("button", { name: "Check-in" }).click();
  await expect(page.getByText("Group checked in successfully")).toBeVisible();
  await expect(card).toContainText("checked in");

  // Leaving on the first day bills the one night used: ₹23,040 for two nights, halved.
  await card.getByRole("button", { name: "Check-out" }).click();
  await expect(page.getByText("Failed to check out group")).toBeVisible();
  await expect(
    page.getByText("₹11,520.00 is still pending. Please collect payment before checkout."),
  ).toBeVisible();

  await card.getByRole("button", { name: "Generate Invoice" }).click();
  await expect(page.getByText("Invoice generated successfully")).toBeVisible();
  const invoice = page.getByRole("dialog", { name: /^Invoice GI\/\d{4}-\d{2}\/\d{4}$/ });
  await expect(invoice).toContainText("Sharma Wedding");
  await expect(invoice.getByRole("row")).toHaveCount(4);
  await expect(invoice).toContainText("Subtotal₹25,600.00");
  await expect(invoice).toContainText("Discount−₹2,560.00");
  await expect(invoice).toContainText("Total₹23,040.00");
  await expectAccessible(page);
  await photograph(page, "group-invoice");
  // What the printer gets: the invoice alone, without the app around it.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.locator(".print-only").getByText("Sharma Wedding")).toBeVisible();
  await photograph(page, "group-invoice-print");
  await page.emulateMedia({ media: "screen" });
  await invoice.getByRole("button", { name: "Close", exact: true }).click();

  // One payment for the group: the dialog starts at what the group owes, the invoiced ₹23,040.
  await card.getByRole("button", { name: "Take Payment" }).click();
  const pay = page.getByRole("dialog", { name: "Take Payment" });
  await expect(pay.getByLabel("Amount (₹)")).toHaveValue("23,040.00");
  await pay.getByLabel("Payment Method").click();
  await page.getByRole("option", { name: "UPI", exact: true }).click();
  await pay.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Payment Recorded")).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(card).toContainText("Paid ₹23,040.00");
  await expectAccessible(page);
  await photograph(page, "group-bookings");

  await card.getByRole("button", { name: "Check-out" }).click();
  await expect(page.getByText("Group checked out successfully")).toBeVisible();
  await expect(card).toContainText("checked out");
  await expect(card.getByRole("button", { name: "Check-out" })).toHaveCount(0);
});

interface Room {
  id: string;
  number: string;
}

/** A group booked over the API on days `from`..`to` from today, in the first `count` rooms free then. */
async function bookGroup(
  page: Page,
  baseURL: string | undefined,
  groupName: string,
  from: number,
  to: number,
  guests: string[],
) {
  const checkInDate = propertyDay(from);
  const checkOutDate = propertyDay(to);
  const free = await query<Room[]>(page, "rooms.available", { checkInDate, checkOutDate });
  const rooms = free.slice(0, guests.length);
  const group = await mutate<{ id: string }>(page, baseURL, "groups.create", {
    groupBookingData: {
      groupName,
      contactPersonName: "Meera Kapoor",
      contactPersonPhone: "9876598765",
      checkInDate,
      checkOutDate,
      eventType: "family_reunion",
    },
    roomSelections: rooms.map((room, i) => ({ roomId: room.id, guestName: guests[i], adults: 2 })),
  });
  return { id: group.id, rooms, checkInDate, checkOutDate };
}

test("a group is cancelled: its rooms are free again", async ({ page, baseURL }) => {
  await signIn(page);
  const group = await bookGroup(page, baseURL, "Kapoor Reunion", 20, 22, ["Meera", "Arjun"]);
  await openGroupTab(page);
  const card = page.getByRole("article", { name: "Group Kapoor Reunion" });
  await expect(card).toContainText("2 rooms · 4 guests");

  await card.getByRole("button", { name: "Cancel Group" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel Group Booking" });
  await expect(confirm).toContainText("Every room of Kapoor Reunion (2 rooms) will be cancelled and freed.");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Cancel Group" }).click();
  await expect(page.getByText("Group booking cancelled successfully")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText("cancelled");
  await expect(card.getByRole("button", { name: "Cancel Group" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);

  await card.getByRole("button", { name: "Rooms & Payments" }).click();
  const members = card.getByRole("region", { name: "Rooms of Kapoor Reunion" });
  // A header row, and each room's stay cancelled.
  await expect(members.getByRole("row")).toHaveCount(3);
  await expect(members.getByRole("row").filter({ hasText: "cancelled" })).toHaveCount(2);
  const free = await query<Room[]>(page, "rooms.available", {
    checkInDate: group.checkInDate,
    checkOutDate: group.checkOutDate,
  });
  for (const room of group.rooms) expect(free.map((r) => r.id)).toContain(room.id);
});

test("a group is edited: a guest renamed and a room added, the total following", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const group = await bookGroup(page, baseURL, "Mehta Offsite", 30, 32, ["Kiran Mehta", "Dev Mehta"]);
  await openGroupTab(page);
  const card = page.getByRole("article", { name: "Group Mehta Offsite" });
  // Two rooms of two adults for two nights.
  await expect(card).toContainText("2 rooms · 4 guests");
  await expect(card).toContainText("₹25,600.00");

  await card.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Group Booking" });
  await expect(dialog.getByLabel("Group Name")).toHaveValue("Mehta Offsite");
  const [first] = group.rooms;
  await expect(dialog.getByLabel(`Guest name for Room ${first?.number}`)).toHaveValue("Kiran Mehta");
  // The group's own rooms are offered, ticked; the first other free room is added.
  for (const room of group.rooms)
    await expect(dialog.getByRole("checkbox", { name: `Room ${room.number}` })).toBeChecked();
  const other = dialog
    .getByRole("checkbox", { name: /^Room / })
    .and(page.locator(":not(:checked)"))
    .first();
  const added = String(
    await other.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
  ).replace("Room ", "");
  await other.check();
  await dialog.getByLabel(`Guest name for Room ${added}`).fill("Riya Mehta");
  await dialog.getByLabel(`Guest name for Room ${first?.number}`).fill("Kiran M. Mehta");
  // A third room of one adult: ₹6,400 more.
  await expect(dialog.getByRole("region", { name: "Group price" })).toContainText("Total₹32,000.00");
  await expectAccessible(page);
  await photograph(page, "group-edit-dialog");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Group booking updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(card).toContainText("3 rooms · 5 guests");
  await expect(card).toContainText("₹32,000.00");
  await card.getByRole("button", { name: "Rooms & Payments" }).click();
  const members = card.getByRole("region", { name: "Rooms of Mehta Offsite" });
  await expect(members).toContainText("Kiran M. Mehta");
  await expect(members).toContainText("Riya Mehta");
  await expect(members.getByRole("row")).toHaveCount(4);
});
