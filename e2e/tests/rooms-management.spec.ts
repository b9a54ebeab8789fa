import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectToast, mutate, photograph, propertyDay, query, signIn } from "./support";

// An administrator sets up a new kind of room from nothing: its room type, a rate plan with weekend
// prices and a season, then a room of the type, which is edited and retired (issue 30).
test.describe.configure({ mode: "serial" });

const TYPE = "Garden Suite";
const PLAN = "Weekend saver";
const ROOM = "G-01";

/** A day's accessible name in the calendar: "23 November 2026". */
const dayName = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** Opens the range picker labelled `label` in `scope` and clicks both days, turning months as needed. */
async function pickRange(page: Page, scope: Locator, label: RegExp, from: string, to: string) {
  await scope.getByRole("button", { name: label }).click();
  const calendar = page.locator("[data-dates-dropdown]");
  await expect(calendar.getByRole("button", { name: "Next month" })).toBeVisible();
  for (const date of [from, to]) {
    const day = calendar.getByRole("button", { name: dayName(date), exact: true });
    while (!(await day.isVisible())) await calendar.getByRole("button", { name: "Next month" }).click();
    await day.click();
  }
  await expect(calendar).toBeHidden();
}

const dmy = (isoDate: string) => isoDate.split("-").reverse().join("/");

async function fillPrices(group: Locator, base: string, extraAdult: string, child: string) {
  await group.getByLabel(/Base price/).fill(base);
  await group.getByLabel(/Extra adult/).fill(extraAdult);
  await group.getByLabel(/Child/).fill(child);
}

test("an administrator adds a room type with a weekend-priced plan, then a room of it, edits and retires the room", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Rooms", exact: true })
    .click();
  await page.getByRole("tab", { name: "Room Types & Rates" }).click();
  await expect(page).toHaveURL(/tab=types/);

  // The room type, which starts with the default plan.
  await page.getByRole("button", { name: "Add Room Type" }).click();
  const typeDialog = page.getByRole("dialog", { name: "Add Room Type" });
  await typeDialog.getByLabel(/^Name/).fill(TYPE);
  await typeDialog.getByLabel(/Base occupancy/).fill("2");
  await typeDialog.getByLabel(/Maximum occupancy/).fill("4");
  await typeDialog
    .getByLabel("Description")
    .fill("A garden-facing suite with a sit-out, for families of four");
  await typeDialog.getByRole("button", { name: "Add Room Type" }).click();
  await expectToast(page, `Room type ${TYPE} added`);
  const section = page.getByRole("region", { name: TYPE });
  await expect(section).toContainText("Base occupancy 2 adults · up to 4 guests · 0 rooms");
  await expect(section.getByRole("article", { name: "Standard rate" })).toContainText("Default");

  // A plan with weekend prices and a season.
  await section.getByRole("button", { name: `Add rate plan to ${TYPE}` }).click();
  const planDialog = page.getByRole("dialog", { name: `Add Rate Plan to ${TYPE}` });
  await planDialog.getByLabel(/Plan name/).fill(PLAN);
  await fillPrices(planDialog.getByRole("group", { name: "Prices a night" }), "4000", "1000", "500");
  await planDialog.getByRole("checkbox", { name: "Friday" }).check();
  await planDialog.getByRole("checkbox", { name: "Saturday" }).check();
  await planDialog.getByRole("switch", { name: "Own prices on weekend days" }).check();
  await fillPrices(planDialog.getByRole("group", { name: "Weekend prices a night" }), "4800", "1200", "600");
  await planDialog.getByRole("button", { name: "Add Season" }).click();
  const season = planDialog.getByRole("group", { name: "Season 1" });
  await season.getByLabel(/Season name/).fill("Diwali");
  const [from, to] = [propertyDay(20), propertyDay(24)];
  await pickRange(page, season, /^Nights/, from, to);
  await expect(season.getByRole("button", { name: /^Nights/ })).toContainText(`${dmy(from)} – ${dmy(to)}`);
  await fillPrices(season.getByRole("group", { name: "Season prices a night" }), "6000", "1500", "800");
  await season.getByLabel(/Minimum stay/).fill("2");
  await planDialog.getByRole("switch", { name: "Breakfast included" }).check();
  await expectAccessible(page);
  await photograph(page, "rooms-management-rate-plan-dialog");
  await planDialog.getByRole("button", { name: "Add Rate Plan" }).click();
  await expectToast(page, `Rate plan ${PLAN} added`);
  const plan = section.getByRole("article", { name: PLAN });
  await expect(plan).toContainText("₹4,000.00 for up to 2 adults · extra adult ₹1,000.00 · child ₹500.00");
  await expect(plan).toContainText("Weekend days: Fri, Sat — ₹4,800.00 for up to 2 adults");
  await expect(plan).toContainText(`Diwali (${dmy(from)} – ${dmy(to)}): ₹6,000.00`);

  // Made the type's default: the standard rate stops being it.
  await plan.getByRole("button", { name: `Make default: ${PLAN}` }).click();
  await expectToast(page, `${PLAN} is now ${TYPE}'s default plan`);
  await expect(plan.getByText("Default", { exact: true })).toBeVisible();
  await expect(
    section.getByRole("article", { name: "Standard rate" }).getByText("Default", { exact: true }),
  ).toHaveCount(0);
  const stored = await query<
    { name: string; isDefault: boolean; weekendDays: number[]; weekendPrices: unknown }[]
  >(page, "ratePlans.list", {});
  expect(stored.find((p) => p.name === PLAN)).toMatchObject({
    isDefault: true,
    weekendDays: [5, 6],
    weekendPrices: { base: "4800.00", extraAdult: "1200.00", child: "600.00" },
  });
  await expectAccessible(page);
  await photograph(page, "rooms-management-types");

  // A room of the type, its capacity the type's.
  await page.getByRole("tab", { name: "Rooms" }).click();
  await page.getByRole("button", { name: "Add Room" }).click();
  const roomDialog = page.getByRole("dialog", { name: "Add Room" });
  await roomDialog.getByLabel(/Room number/).fill(ROOM);
  await roomDialog.getByRole("combobox", { name: /Room type/ }).click();
  await page.getByRole("option", { name: TYPE, exact: true }).click();
  await expect(roomDialog.getByText(`Blank: ${TYPE}'s maximum, 4 guests`)).toBeVisible();
  await roomDialog.getByLabel("Floor").fill("Ground");
  await expectAccessible(page);
  await photograph(page, "rooms-management-add-room");
  await roomDialog.getByRole("button", { name: "Add Room" }).click();
  await expectToast(page, `Room ${ROOM} added`);
  const card = page.getByRole("article", { name: `Room ${ROOM}` });
  await expect(card).toContainText(`${TYPE} · Floor Ground`);
  await expect(card).toContainText("4 guests max");

  // Edited: a change left by Escape is asked about first.
  await card.getByRole("button", { name: `Edit room ${ROOM}` }).click();
  const editDialog = page.getByRole("dialog", { name: `Edit Room ${ROOM}` });
  await editDialog.getByLabel(/Capacity/).fill("3");
  await page.keyboard.press("Escape");
  const question = page.getByRole("dialog", { name: "Discard changes?" });
  await expect(question).toBeVisible();
  await photograph(page, "rooms-management-discard-question");
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toBeHidden();
  await expect(editDialog.getByLabel(/Capacity/)).toHaveValue("3");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, `Room ${ROOM} updated`);
  await expect(card).toContainText("3 guests max");

  // A stay ahead in the room: the retire is refused and the dialog says why.
  const room = (await query<{ id: string; number: string }[]>(page, "rooms.list")).find(
    (r) => r.number === ROOM,
  );
  if (!room) throw new Error(`room ${ROOM} is not listed`);
  const booking = await mutate<{ id: string }>(page, baseURL, "bookings.create", {
    guest: { name: "Kavya Menon", phone: "9811133344" },
    roomId: room.id,
    checkInDate: propertyDay(2),
    checkOutDate: propertyDay(4),
    adults: 2,
    children: 0,
  });
  await card.getByRole("button", { name: `Retire room ${ROOM}` }).click();
  const retireDialog = page.getByRole("dialog", { name: `Retire room ${ROOM}?` });
  await retireDialog.getByRole("button", { name: "Retire Room" }).click();
  const refusal = retireDialog.getByRole("alert");
  await expect(refusal).toContainText(`Room ${ROOM} cannot be retired`);
  await expect(refusal).toContainText("Kavya Menon");
  await expectAccessible(page);
  await photograph(page, "rooms-management-retire-refused");
  await retireDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(retireDialog).toBeHidden();

  // Once the stay is cancelled, the room retires and waits among the retired rooms.
  await mutate(page, baseURL, "bookings.setStatus", { id: booking.id, status: "cancelled" });
  await card.getByRole("button", { name: `Retire room ${ROOM}` }).click();
  await retireDialog.getByRole("button", { name: "Retire Room" }).click();
  await expectToast(page, `Room ${ROOM} retired`);
  await expect(card).toHaveCount(0);
  await page.getByRole("switch", { name: "Show retired rooms" }).check();
  const retired = page.getByRole("article", { name: `Retired room ${ROOM}` });
  await expect(retired).toContainText(`${TYPE} · Floor Ground`);
  await expect(retired.getByRole("button", { name: `Reinstate room ${ROOM}` })).toBeVisible();
  await expectAccessible(page);
  // The section scrolled itself into view; a full-page photograph of a scrolled page draws the fixed
  // header and sidebar where the viewport was.
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, "rooms-management-retired");
});

test("on a phone, a changed room form asks before Back or a reload, shows a refusal in the dialog and gives focus back", async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/rooms");
  // Two steps within the app, so that Back stays in it (a popstate the form's guard answers).
  await page.getByRole("tab", { name: "Room Types & Rates" }).click();
  await expect(page).toHaveURL(/tab=types/);
  await page.getByRole("tab", { name: "Rooms" }).click();
  await expect(page).not.toHaveURL(/tab=types/);

  const addRoom = page.getByRole("button", { name: "Add Room" });
  await addRoom.click();
  const dialog = page.getByRole("dialog", { name: "Add Room" });
  const number = dialog.getByLabel(/Room number/);
  await expect(number).toBeFocused();
  // Typed key by key: the browser asks before a reload only on a page the user has interacted with.
  await page.keyboard.type("101");

  // Back: asked, and Keep editing stays with what was typed, focus back in the field.
  await page.goBack();
  const question = page.getByRole("dialog", { name: "Discard changes?" });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await photograph(page, "rooms-management-back-asks");
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toBeHidden();
  await expect(page).not.toHaveURL(/tab=types/);
  await expect(number).toHaveValue("101");
  await expect(number).toBeFocused();

  // A reload: the browser's own "Leave site?", dismissed, keeps the page and the form.
  const asked = page.waitForEvent("dialog");
  const reload = page.reload({ timeout: 5_000 }).catch(() => "stayed");
  const leave = await asked;
  expect(leave.type()).toBe("beforeunload");
  await leave.dismiss();
  await reload;
  await expect(number).toHaveValue("101");

  // Room 101 exists: the server's 409 is shown in the dialog, which stays open.
  await dialog.getByRole("combobox", { name: /Room type/ }).click();
  await page.getByRole("option", { name: "Standard", exact: true }).click();
  await dialog.getByRole("button", { name: "Add Room" }).click();
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("Could not add the room");
  await expect(refusal).toContainText("A room with this number already exists");
  await expect(number).toHaveValue("101");
  await expectAccessible(page);
  await photograph(page, "rooms-management-refusal-in-dialog");

  // Discarded: the dialog closes, focus goes back to Add Room, and nothing asks any more.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await question.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(addRoom).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/tab=types/);
  await expect(question).toBeHidden();
});
