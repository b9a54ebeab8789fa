import { expect, test } from "./fixtures";
import { photograph, signIn } from "./support";

test("the API documentation opens from Settings for a signed-in administrator, and asks others to sign in", async ({
  page,
  context,
}) => {
  await page.goto("/api/docs");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Username")).toBeVisible();

  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Settings", exact: true })
    .click();
  const opened = context.waitForEvent("page");
  await page.getByRole("link", { name: "API documentation" }).click();
  const docs = await opened;
  await docs.waitForLoadState();
  await expect(docs).toHaveURL(/\/api\/docs$/);
  await expect(docs.getByRole("heading", { name: "Atithi API" }).first()).toBeVisible({ timeout: 20_000 });
  // The paths of the spec, grouped by area, from the same schemas the server checks.
  await docs.getByText("Bookings", { exact: true }).first().click();
  await expect(docs.getByText("Create a booking (and its guest and initial payment)").first()).toBeVisible();
  await expect(docs.getByText("Ask AI")).toHaveCount(0);
  // No axe check here: the page is Scalar's own markup (developer documentation, not a staff screen),
  // which axe faults for method-badge contrast and ARIA attributes that Scalar's options cannot change.
  await photograph(docs, "api-docs");
});
