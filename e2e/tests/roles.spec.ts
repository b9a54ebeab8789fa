import { expect, test } from "./fixtures";
import { mutate, signIn, signOut } from "./support";

test("an accountant is offered no New Booking and is sent away from a screen it may not use", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const username = `accountant${Date.now()}`;
  await mutate(page, baseURL, "users.create", {
    username,
    password: "accountant-password-1",
    role: "accountant",
  });
  await signOut(page);

  await signIn(page, username, "accountant-password-1");
  await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New Booking" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Record Payment" })).toHaveCount(0);

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Bookings", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /New Booking/ })).toHaveCount(0);
  // What it may use is still there.
  await nav.getByRole("link", { name: "Vouchers", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Vouchers", exact: true }).first()).toBeVisible();

  await page.goto("/settings/users");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Users" })).toHaveCount(0);
  await page.goto("/settings/tax");
  await expect(page).toHaveURL(/\/$/);
});
