import { expect, test } from "./fixtures";
import { signIn } from "./support";

const SCREENS: [path: string, heading: string][] = [
  ["/", "Dashboard"],
  ["/bookings", "Bookings"],
  ["/rooms", "Rooms"],
  ["/reports", "Reports and Analytics"],
  ["/erp/vouchers", "Vouchers"],
  ["/digital-assets", "Digital Assets"],
  ["/settings/users", "Users"],
];

test("the app works under its Content-Security-Policy: no violation on any screen walked", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Served over plain http here: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();

  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [path, heading] of SCREENS) {
    await page.goto(path);
    await expect(nav).toBeVisible();
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
  }
  await page.goto("/digital-assets");
  await page
    .getByRole("button", { name: /Upload/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Upload Asset" })).toBeVisible();
  expect(violations).toEqual([]);
});
