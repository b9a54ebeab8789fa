import { expect, test } from "./fixtures";
import {
  dmy,
  expectAccessible,
  expectToast,
  mutate,
  photograph,
  propertyDay,
  query,
  signIn,
} from "./support";

// Other spec files share the data folder, so figures are compared with what the server answers.
test.describe.configure({ mode: "serial" });

/** "₹1,23,456.50", as the app writes an amount. */
const inr = (amount: string) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(
    Number(amount),
  );

/** The month the reports open on: the property's current month. */
function currentMonth() {
  const today = propertyDay();
  const start = `${today.slice(0, 8)}01`;
  const [y, m] = start.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1) - 86_400_000).toISOString().slice(0, 10);
  return { startDate: start, endDate: next };
}

const description = `Generator diesel ${Date.now() % 100000}`;

test("adds an expense through the dialog and sees it in the history and the cards", async ({ page }) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Expenses", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Expense Management" })).toBeVisible();

  await page.getByRole("button", { name: "Add Expense" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Expense" });
  await expect(dialog.getByLabel("Date")).toHaveValue(dmy(propertyDay()));
  await dialog.getByRole("button", { name: "Add Expense" }).click();
  await expect(dialog.getByText("Category is required")).toBeVisible();
  await expect(dialog.getByText("Amount is required")).toBeVisible();

  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Utilities", exact: true }).click();
  await dialog.getByLabel("Amount (₹)").fill("1234.56");
  await dialog.getByLabel("Description").fill(description);
  await dialog.getByLabel("Vendor").fill("Shakti Fuels");
  await dialog.getByLabel("Receipt Number").fill("SF-204");
  await dialog.getByRole("combobox", { name: "Payment Method" }).click();
  await page.getByRole("option", { name: "UPI", exact: true }).click();
  await dialog.getByRole("button", { name: "Add Expense" }).click();
  await expectToast(page, "Expense created successfully");
  await expect(dialog).toHaveCount(0);

  const entry = page.getByRole("article", { name: description });
  await expect(entry).toContainText("Utilities");
  await expect(entry).toContainText("₹1,234.56");
  await expect(entry).toContainText("UPI");
  await expect(entry).toContainText("Shakti Fuels");
  await expect(entry).toContainText("SF-204");

  const summary = await query<{ allTime: string; thisMonth: string }>(page, "expenses.summary");
  await expect(page.getByRole("group", { name: "Total Expenses" })).toContainText(inr(summary.allTime));
  await expect(page.getByRole("group", { name: "This Month" })).toContainText(inr(summary.thisMonth));
  expect(Number(summary.thisMonth)).toBeGreaterThanOrEqual(1234.56);

  await photograph(page, "expenses");
  await expectAccessible(page);
});

test("shows a booking's payment as income, the expense, and the GST of the stay", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const month = currentMonth();
  const before = await query<{ totals: { income: string } }>(page, "reports.income", {
    ...month,
    period: "monthly",
  });
  const free = await query<{ id: string; number: string }[]>(page, "rooms.available", {
    checkInDate: propertyDay(0),
    checkOutDate: propertyDay(1),
  });
  // The last free room: the bookings spec, which runs later, books rooms 101-104 by number.
  const room = free.at(-1);
  if (!room) throw new Error("the test needs a room free tonight");
  await mutate(page, baseURL, "bookings.create", {
    guest: { name: "Report Guest", phone: "9811100077" },
    roomId: room.id,
    checkInDate: propertyDay(0),
    checkOutDate: propertyDay(1),
    adults: 1,
    children: 0,
    paidAmount: "1500.50",
  });
  const after = await query<{ totals: { income: string; expenses: string; profit: string } }>(
    page,
    "reports.income",
    {
      ...month,
      period: "monthly",
    },
  );
  expect(Math.round((Number(after.totals.income) - Number(before.totals.income)) * 100)).toBe(150050);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Reports", exact: true })
    .click();
  await expect(page.getByLabel("Start Date")).toHaveValue(dmy(month.startDate));
  await expect(page.getByLabel("End Date")).toHaveValue(dmy(month.endDate));
  await expect(page.getByRole("group", { name: "Total Income" })).toContainText(inr(after.totals.income));
  await expect(page.getByRole("group", { name: "Total Expenses" })).toContainText(inr(after.totals.expenses));
  await expect(page.getByRole("group", { name: "Net Profit" })).toContainText(inr(after.totals.profit));
  await expect(page.getByRole("table", { name: "Income by period" })).toContainText(inr(after.totals.income));

  await page.getByRole("tab", { name: "Expense Analysis" }).click();
  await expect(page.getByRole("table", { name: "Expenses by category" })).toContainText("Utilities");

  await page.getByRole("tab", { name: "GST Report" }).click();
  await expect(page.getByText("GST is disabled")).toBeVisible();
  const stay = page
    .getByRole("table", { name: "GST by stay" })
    .getByRole("row", { name: new RegExp(`Room ${room.number} – Report Guest`) });
  // ₹3,200 for the night, at 5%: ₹160, in CGST and SGST halves of ₹80.
  await expect(stay.getByRole("cell")).toHaveText([
    `Room ${room.number} – Report Guest`,
    /\d{2}\/\d{2}\/\d{4}/,
    "1",
    "5.00",
    "₹3,200.00",
    "₹80.00",
    "₹80.00",
    "₹160.00",
  ]);
  await photograph(page, "reports-gst");
  await expectAccessible(page);
  await page.getByRole("tab", { name: "Income Report" }).click();
  await photograph(page, "reports");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Last 7 Days" }).click();
  await expect(page.getByLabel("Start Date")).toHaveValue(dmy(propertyDay(-6)));
  await expect(page.getByLabel("End Date")).toHaveValue(dmy(propertyDay(0)));
});
