import { mkdirSync } from "node:fs";
import { join } from "node:path";
// @axe-core/playwright stays at 4.13: 4.14 requires Node 22, and this project runs on Node 20.19.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "../playwright.config";

export const SCREENS_DIR = join(import.meta.dirname, "..", "..", "e2e-results", "screens");

export async function signIn(page: Page, username = "admin", password = ADMIN_PASSWORD) {
  await page.goto("/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Signing in hashes the password (argon2) and loads the shell's code: slow on a loaded machine.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible({ timeout: 20_000 });
}

/**
 * Signs out and waits for the login screen: going elsewhere before the sign-out has reached the
 * server would find the session still valid (and the page would come back signed in).
 */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
}

/**
 * A photograph of the screen at desk and phone sizes, for a person to look at; `show` (a part of a
 * dialog that scrolls inside) is scrolled into view at each size.
 */
export async function photograph(page: Page, name: string, show?: Locator) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [
    ["1280x800", { width: 1280, height: 800 }],
    ["390x844", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await show?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS_DIR, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** No serious or critical accessibility violation on the current screen. */
export async function expectAccessible(page: Page) {
  // Let transitions (a toast sliding in) finish: half-faded text would be misjudged.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  // Toasts are left out: one closing by itself while axe reads the page is judged half-faded.
  const results = await new AxeBuilder({ page }).exclude(".mantine-Notifications-notification").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** The property's today (Asia/Kolkata) plus `days`, as yyyy-MM-dd. */
export function propertyDay(days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** dd/MM/yyyy, as the date fields show and take a date. */
export function dmy(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}/${m}/${y}`;
}

/** A day's accessible name in the calendar: "23 November 2026". */
const dayName = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** Opens the stay's range picker in `form` and clicks check-in then check-out, turning months as needed. */
export async function pickStay(page: Page, form: Locator, checkIn: string, checkOut: string) {
  await form.getByRole("button", { name: "Check-in Date – Check-out Date" }).click();
  const calendar = page.locator("[data-dates-dropdown]");
  // Looking for the day before the dropdown has opened would turn months past it (a slow machine).
  await expect(calendar.getByRole("button", { name: "Next month" })).toBeVisible();
  for (const date of [checkIn, checkOut]) {
    const day = calendar.getByRole("button", { name: dayName(date), exact: true });
    while (!(await day.isVisible())) await calendar.getByRole("button", { name: "Next month" }).click();
    await day.click();
  }
  await expect(calendar).toBeHidden();
}

/** A tRPC query over the signed-in page's session, its data or a failed expectation. */
export async function query<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await page.request.get(`/trpc/${path}${search}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()).result.data as T;
}

/** A tRPC mutation over HTTP; the origin header satisfies the server's cross-site guard. */
export async function mutate<T>(
  page: Page,
  baseURL: string | undefined,
  path: string,
  input: unknown,
): Promise<T> {
  const response = await page.request.post(`/trpc/${path}`, {
    data: input,
    headers: { origin: new URL(baseURL ?? page.url()).origin },
  });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()).result.data as T;
}

/** The hotel's tax settings: the same GSTIN and business every spec bills as, GST on or off. */
export const HOTEL_GSTIN = "27AAPFU0939F1ZV";
export async function setGst(page: Page, baseURL: string | undefined, enableGst: boolean) {
  const response = await page.request.put("/api/settings/tax", {
    data: {
      gstNumber: HOTEL_GSTIN,
      businessName: "Hotel Sagar",
      businessAddress: "12 MG Road, Pune 411001",
      panNumber: "AAPFU0939F",
      enableGst,
    },
    headers: { origin: new URL(baseURL ?? page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Waits for the newest toast saying `text` and closes it, so an identical later toast is not confused with it. */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole("alert").filter({ hasText: text }).last();
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close notification" }).click();
  await expect(page.getByRole("alert").filter({ hasText: text })).toHaveCount(0);
}
