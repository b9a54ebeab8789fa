import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dmy, expectAccessible, mutate, photograph, pickStay, propertyDay, query, signIn } from "./support";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });
test.describe.configure({ mode: "serial" });

interface NewBooking {
  name: string;
  phone: string;
  checkIn: string;
  checkOut: string;
  room: string;
  adults?: number;
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

/** Opens 'New Booking' and fills it in, without saving. */
async function fillNewBooking(page: Page, booking: NewBooking) {
  await page.getByRole("button", { name: "New Booking" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await dialog.getByLabel("Guest Name").fill(booking.name);
  await dialog.getByLabel("Phone").fill(booking.phone);
  await pickStay(page, dialog, booking.checkIn, booking.checkOut);
  await dialog.getByRole("combobox", { name: "Room" }).click();
  await page.getByRole("option", { name: `Room ${booking.room}`, exact: true }).click();
  if (booking.adults) await dialog.getByLabel("Adults").fill(String(booking.adults));
  return dialog;
}

const card = (page: Page, name: string) => page.getByRole("article", { name: `Booking of ${name}` });

test("creates, lists, edits and copies a booking with an advance payment", async ({ page }) => {
  await signIn(page);
  await openBookings(page);

  const dialog = await fillNewBooking(page, {
    name: "Asha Verma",
    phone: "9876543210",
    checkIn: propertyDay(0),
    checkOut: propertyDay(2),
    room: "101",
    adults: 2,
  });
  const stay = dialog.getByRole("button", { name: "Check-in Date – Check-out Date" });
  await expect(stay).toHaveText(`${dmy(propertyDay(0))} – ${dmy(propertyDay(2))}`);
  await expect(dialog.getByText("2 nights", { exact: true })).toBeVisible();
  // The calendar itself, open over the dialog.
  await stay.click();
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "booking-stay-picker");
  await stay.click();
  await expect(page.getByRole("button", { name: "Next month" })).toBeHidden();
  // 2 adults × ₹3,200 × 2 nights.
  await expect(dialog.getByText("₹12,800.00").first()).toBeVisible();
  await dialog.getByLabel("Amount Paid").fill("5000");
  await dialog.getByLabel("Notes").fill("Late arrival");
  await expect(dialog.getByRole("combobox", { name: "Payment Status" })).toHaveValue("Advance");
  await expectAccessible(page);
  await photograph(page, "booking-dialog");
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Booking created successfully")).toBeVisible();

  const asha = card(page, "Asha Verma");
  await expect(asha).toContainText("Room 101");
  await expect(asha).toContainText(`${dmy(propertyDay(0))} – ${dmy(propertyDay(2))}`);
  await expect(asha).toContainText("advance");
  await expect(asha).toContainText("₹12,800.00");
  await expect(asha.getByRole("button", { name: "Check In" })).toBeVisible();

  await asha.getByRole("button", { name: "Edit booking of Asha Verma" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Booking" });
  await expect(edit.getByLabel("Guest Name")).toHaveValue("Asha Verma");
  await edit.getByLabel("Adults").fill("3");
  await expect(edit.getByText("₹19,200.00").first()).toBeVisible();
  await edit.getByRole("button", { name: "Update Booking" }).click();
  await expect(page.getByText("Booking updated successfully")).toBeVisible();
  await expect(asha).toContainText("₹19,200.00");

  await asha.getByRole("button", { name: "Copy booking of Asha Verma" }).click();
  await expect(page.getByText("Booking information copied to clipboard")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Guest: Asha Verma");
  expect(copied).toContain("Room: Room 101");
  expect(copied).toContain(`Check-in: ${dmy(propertyDay(0))}`);
  expect(copied).toContain("Total: ₹19,200.00");
  await expectAccessible(page);
  await photograph(page, "bookings");
});

test("refuses an overlapping booking with a clear message", async ({ page, context }) => {
  await signIn(page);
  await openBookings(page);
  const stay = { checkIn: propertyDay(5), checkOut: propertyDay(7), room: "102" };
  // Two clerks choose the same free room for the same nights; the second one to save is refused.
  const other = await context.newPage();
  await other.goto("/bookings");
  const late = await fillNewBooking(other, { name: "Late Clerk Guest", phone: "9811111111", ...stay });

  const first = await fillNewBooking(page, { name: "Ravi Kumar", phone: "9822222222", ...stay });
  await first.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Booking created successfully")).toBeVisible();

  await late.getByRole("button", { name: "Create Booking" }).click();
  // The server refuses the second save, or the live refresh (every 5 s) has already told this
  // clerk that the room was taken, or both; either way the form stays open and says why.
  const refused = other.getByText("Room is not available for the selected dates");
  const noticed = late.getByText("Room 102 is no longer free on these dates");
  await expect(refused.or(noticed).first()).toBeVisible();
  if (await refused.isVisible()) await expect(other.getByText("Failed to create booking")).toBeVisible();
  await expect(late).toBeVisible();
});

test("filters the stays by dates typed as dd/MM/yyyy", async ({ page }) => {
  await signIn(page);
  await openBookings(page);
  await expect(card(page, "Asha Verma")).toBeVisible();
  const from = page.getByLabel("Stays from");
  await from.fill(dmy(propertyDay(5)));
  await from.blur();
  await expect(from).toHaveValue(dmy(propertyDay(5)));
  // Asha leaves on day 2; Ravi stays from day 5.
  await expect(card(page, "Asha Verma")).toHaveCount(0);
  await expect(card(page, "Ravi Kumar")).toBeVisible();
  // Other ways of writing it are read the same, and shown as dd/MM/yyyy.
  const [y, m, d] = propertyDay(3).split("-");
  await from.fill(`${d}-${m}-${y}`);
  await from.blur();
  await expect(from).toHaveValue(dmy(propertyDay(3)));
  await expect(card(page, "Ravi Kumar")).toBeVisible();
  await from.fill("");
  await from.blur();
  await expect(card(page, "Asha Verma")).toBeVisible();
});

test("shows the booking form's validation messages", async ({ page }) => {
  await signIn(page);
  await openBookings(page);
  await page.getByRole("button", { name: "New Booking" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await expect(dialog.getByRole("combobox", { name: "Room" })).toHaveAttribute(
    "placeholder",
    "Select dates first",
  );
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  for (const message of [
    "Guest name is required",
    "Valid phone number is required",
    "Check-in date is required",
    "Check-out date is required",
    "Room selection is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel("Adults").fill("");
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(dialog.getByText("At least 1 adult required")).toBeVisible();
  // Out-of-range counts are brought back within 1..6 as the field is left.
  await dialog.getByLabel("Adults").fill("9");
  await dialog.getByLabel("Children").focus();
  await expect(dialog.getByLabel("Adults")).toHaveValue("6");
});

test("shows a stay's weekend days legibly on the range's tint", async ({ page }) => {
  await signIn(page);
  await openBookings(page);
  // From a coming Friday to Monday, so its Saturday and Sunday lie inside the range whatever today is:
  // a weekend within the Friday's month (the calendar hides other months' days) on two-digit days
  // (axe leaves a one-character text's contrast undecided).
  const weekday = new Date(`${propertyDay(0)}T00:00:00Z`).getUTCDay();
  let friday = (5 - weekday + 7) % 7 || 7;
  const twoDigitWeekendInMonth = (day: number) =>
    Number(propertyDay(day).slice(8)) >= 9 &&
    propertyDay(day).slice(0, 7) === propertyDay(day + 2).slice(0, 7);
  while (!twoDigitWeekendInMonth(friday)) friday += 7;
  await page.getByRole("button", { name: "New Booking" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Booking" });
  await pickStay(page, dialog, propertyDay(friday), propertyDay(friday + 3));
  const stay = dialog.getByRole("button", { name: "Check-in Date – Check-out Date" });
  await stay.click();
  const calendar = page.locator("[data-dates-dropdown]");
  // The calendar opens on the stay's first month.
  await expect(calendar.locator("button[data-weekend][data-in-range]")).toHaveCount(2);
  await expectAccessible(page);
});

test("checks a guest in, collects the balance and checks them out", async ({ page }) => {
  await signIn(page);
  await openBookings(page);
  const asha = card(page, "Asha Verma");
  await asha.getByRole("button", { name: "Check In" }).click();
  const checkIn = page.getByRole("dialog", { name: "Check In Guest" });
  await expect(
    checkIn.getByText("Confirm check-in for this guest? The room will be marked as occupied."),
  ).toBeVisible();
  await checkIn.getByRole("button", { name: "Check In Guest" }).click();
  await expect(page.getByText("Guest checked in successfully")).toBeVisible();

  // She leaves on the day she came: the stay is priced for the one night used, 3 adults × ₹3,200 =
  // ₹9,600, of which ₹5,000 is paid; ₹4,600 is asked, not the ₹14,200 of the two nights booked.
  await asha.getByRole("button", { name: "Check Out" }).click();
  const checkOut = page.getByRole("dialog", { name: "Check Out Guest" });
  await expect(checkOut.getByText("Pending Amount")).toBeVisible();
  await expect(checkOut.getByText("Collect ₹4,600.00 to check out.", { exact: false })).toBeVisible();
  await expect(checkOut.getByRole("button", { name: "Collect Payment First" })).toBeDisabled();
  await expect(checkOut.getByRole("button", { name: "Record Payment" })).toBeDisabled();
  await expectAccessible(page);
  await photograph(page, "checkout-dialog");

  await checkOut.getByLabel("Amount").fill("0");
  await checkOut.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Invalid Amount")).toBeVisible();
  await expect(page.getByText("Payment amount must be between ₹1 and ₹4,600.00")).toBeVisible();

  await checkOut.getByLabel("Amount").fill("4600");
  await checkOut.getByRole("combobox", { name: "Payment Method" }).click();
  await page.getByRole("option", { name: "UPI", exact: true }).click();
  await checkOut.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText("Payment has been recorded successfully")).toBeVisible();
  await expect(checkOut.getByText("UPI", { exact: true })).toBeVisible();
  await checkOut.getByRole("button", { name: "Complete Checkout" }).click();
  await expect(page.getByText("Guest checked out successfully")).toBeVisible();
  await expect(asha).toContainText("checked out");
  await expect(asha).toContainText("paid");
});

test("deletes a booking after confirmation", async ({ page }) => {
  await signIn(page);
  await openBookings(page);
  const dialog = await fillNewBooking(page, {
    name: "Meera Shah",
    phone: "9833333333",
    checkIn: propertyDay(1),
    checkOut: propertyDay(3),
    room: "103",
  });
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Booking created successfully")).toBeVisible();

  await page.getByLabel("Search").fill("meera");
  await expect(card(page, "Asha Verma")).toHaveCount(0);
  await expect(card(page, "Meera Shah")).toBeVisible();
  await page.getByLabel("Search").fill("");
  await expect(card(page, "Asha Verma")).toBeVisible();

  await card(page, "Meera Shah").getByRole("button", { name: "Delete booking of Meera Shah" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Booking" });
  await expect(confirm).toContainText("Meera Shah");
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Booking deleted successfully")).toBeVisible();
  await expect(card(page, "Meera Shah")).toHaveCount(0);
});

test("a booking with payments cannot be deleted but can be cancelled", async ({ page }) => {
  await signIn(page);
  await openBookings(page);
  const dialog = await fillNewBooking(page, {
    name: "Kiran Rao",
    phone: "9844444444",
    checkIn: propertyDay(3),
    checkOut: propertyDay(4),
    room: "104",
  });
  await dialog.getByLabel("Amount Paid").fill("1000");
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Booking created successfully")).toBeVisible();

  const kiran = card(page, "Kiran Rao");
  await kiran.getByRole("button", { name: "Delete booking of Kiran Rao" }).click();
  await page.getByRole("dialog", { name: "Delete Booking" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Failed to delete booking")).toBeVisible();
  await expect(
    page.getByText("This booking has payments and cannot be deleted; cancel it instead"),
  ).toBeVisible();
  await page.getByRole("dialog", { name: "Delete Booking" }).getByRole("button", { name: "Cancel" }).click();

  await kiran.getByRole("button", { name: "Cancel booking of Kiran Rao" }).click();
  await page
    .getByRole("dialog", { name: "Cancel Booking" })
    .getByRole("button", { name: "Cancel Booking" })
    .click();
  await expect(page.getByText("Booking cancelled successfully")).toBeVisible();
  await expect(kiran).toContainText("cancelled");
});

test("moves a checked-in guest to another room", async ({ page, baseURL }) => {
  await signIn(page);
  const stay = { checkInDate: propertyDay(0), checkOutDate: propertyDay(2) };
  const [from] = await query<{ id: string; number: string }[]>(page, "rooms.available", stay);
  if (!from) throw new Error("no room free for the test stay");
  const booking = await mutate<{ id: string }>(page, baseURL, "bookings.create", {
    ...stay,
    guest: { name: "Meera Pillai", phone: "9811122299" },
    roomId: from.id,
    adults: 1,
  });
  await mutate(page, baseURL, "bookings.setStatus", { id: booking.id, status: "checked_in" });
  await openBookings(page);
  const meera = card(page, "Meera Pillai");
  await meera.getByRole("button", { name: "Move Meera Pillai to another room" }).click();
  const dialog = page.getByRole("dialog", { name: "Move to Another Room" });
  await expect(dialog.getByText(`Meera Pillai is in Room ${from.number}.`)).toBeVisible();
  await dialog.getByRole("combobox", { name: "New Room" }).click();
  const option = page.getByRole("option").first();
  const target = (await option.textContent())?.trim() ?? "";
  expect(target).toMatch(/^Room /);
  expect(target).not.toBe(`Room ${from.number}`);
  await option.click();
  await expectAccessible(page);
  await photograph(page, "move-room-dialog");
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText(`Meera Pillai is now in ${target}`)).toBeVisible();
  await expect(meera).toContainText(target);
  const after = await query<{ number: string; status: string }[]>(page, "rooms.list");
  expect(after.find((r) => r.number === from.number)?.status).toBe("cleaning");
  expect(after.find((r) => `Room ${r.number}` === target)?.status).toBe("occupied");
});
