import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

// What a phone on mobile data downloads (compressed) to start: issue 15's budgets. Measured 136.8 KB
// and 206.9 KB (README, "Speed of the web app on a phone").
const LOGIN_BUDGET = 150 * 1024;
const SIGNED_IN_BUDGET = 250 * 1024;

/** The compressed bytes of JavaScript a page load brings, as the network carries them. */
async function scriptBytes(page: Page, load: () => Promise<void>) {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() === "script") {
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      );
    }
  };
  page.on("response", onResponse);
  await load();
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

test("the login page and the signed-in dashboard stay within their JavaScript budgets", async ({
  page,
  browser,
}) => {
  const login = await scriptBytes(page, async () => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });
  await signIn(page);
  // Signed in, nothing cached: what a receptionist's phone downloads to open the dashboard.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  const dashboard = await scriptBytes(fresh, async () => {
    await fresh.goto("/");
    await expect(fresh.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
  await context.close();
  console.log(
    `JavaScript, compressed: /login ${(login / 1024).toFixed(1)} KB, / signed in ${(dashboard / 1024).toFixed(1)} KB`,
  );
  expect(login).toBeLessThanOrEqual(LOGIN_BUDGET);
  expect(dashboard).toBeLessThanOrEqual(SIGNED_IN_BUDGET);
});
