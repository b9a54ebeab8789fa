import { expect, test } from "./fixtures";
import { expectAccessible, mutate, photograph, propertyDay, signIn, signOut } from "./support";

test("a front-desk discount above the limit waits; the front desk sees it wait, a manager approves it from the dashboard", async ({
  page,
  baseURL,
}) => {
  // Three sign-ins (argon2) on a loaded machine.
  test.setTimeout(180_000);
  await signIn(page);
  const suffix = Date.now();
  const desk = `desk${suffix}`;
  const manager = `manager${suffix}`;
  await mutate(page, baseURL, "users.create", {
    username: desk,
    password: "desk-password-1",
    role: "front_desk",
  });
  await mutate(page, baseURL, "users.create", {
    username: manager,
    password: "manager-password-1",
    role: "manager",
  });
  await signOut(page);

  await signIn(page, desk, "desk-password-1");
  const stay = { checkInDate: propertyDay(30), checkOutDate: propertyDay(32) };
  const free = await page.request.get(
    `/trpc/rooms.available?input=${encodeURIComponent(JSON.stringify(stay))}`,
  );
  const room = (await free.json()).result.data[0] as { id: string };
  // Two adults, two nights: ₹12,800, held at the full price while 25% waits.
  const booking = await mutate<{ totalAmount: string; pendingApproval: boolean }>(
    page,
    baseURL,
    "bookings.create",
    {
      ...stay,
      roomId: room.id,
      adults: 2,
      discountPercentage: 25,
      guest: { name: "Meera Discount", phone: "9822211111" },
    },
  );
  expect(booking).toMatchObject({ totalAmount: "12800.00", pendingApproval: true });

  await page.goto("/bookings");
  const card = page.getByRole("article", { name: "Booking of Meera Discount" });
  await expect(card.getByText("Awaiting approval", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(`25% discount, asked by ${desk}`)).toBeVisible();
  await expect(card.getByRole("button", { name: /Approve the discount/ })).toHaveCount(0);
  // The front desk cancels; it is offered no delete.
  await expect(card.getByRole("button", { name: "Delete booking of Meera Discount" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Cancel booking of Meera Discount" })).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "booking-awaiting-approval-front-desk");
  await signOut(page);

  await signIn(page, manager, "manager-password-1");
  const approvals = page.getByRole("region", { name: "Pending Approvals" });
  await expect(approvals.getByText(/Meera Discount/)).toBeVisible({ timeout: 30_000 });
  await expect(approvals.getByText("Due now ₹12,800.00")).toBeVisible();
  await expectAccessible(page);
  await photograph(page, "dashboard-pending-approvals");
  await approvals.getByRole("button", { name: "Approve the discount of booking of Meera Discount" }).click();
  await expect(page.getByText("Discount approved")).toBeVisible();
  await expect(approvals.getByText("No discount awaits approval")).toBeVisible();

  await page.goto("/bookings");
  const approved = page.getByRole("article", { name: "Booking of Meera Discount" });
  // Less 25%: ₹9,600.
  await expect(approved.getByText("₹9,600.00")).toBeVisible({ timeout: 30_000 });
  await expect(approved.getByText("Awaiting approval", { exact: true })).toHaveCount(0);
  await expect(approved.getByRole("button", { name: "Delete booking of Meera Discount" })).toBeVisible();
});
