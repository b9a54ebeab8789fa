import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAs } from "../vouchers/render-as";
import { ExpensesPage } from "./ExpensesPage";

const expense = {
  id: "e1",
  categoryId: "c1",
  category: { id: "c1", name: "Utilities" },
  amount: "123456.50",
  description: "Electricity bill",
  expenseDate: "2026-11-05",
  paymentMethod: "bank_transfer",
  receiptNumber: "TNEB-991",
  vendor: "TNEB",
  notes: null,
  createdAt: "2026-11-05T05:00:00.000Z",
  cancelledAt: null as string | null,
};
const summary = { allTime: "223456.50", thisMonth: "123456.50", count: 2, month: "2026-11" };

describe("Expenses page", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the totals and each expense with its category, date, vendor, amount, method and receipt", async () => {
    renderAs(
      "admin",
      <ExpensesPage />,
      {
        "expenses.summary": () => summary,
        "expenses.list": () => ({
          items: [
            expense,
            { ...expense, id: "e2", category: null, description: "Old bill", receiptNumber: null },
          ],
          page: 1,
          pageSize: 25,
          hasMore: false,
        }),
      },
      { routed: true },
    );
    const bill = await screen.findByRole("article", { name: "Electricity bill" });
    for (const text of [
      "Utilities",
      "05/11/2026",
      "TNEB",
      "₹1,23,456.50",
      "Bank Transfer",
      "Receipt: TNEB-991",
    ]) {
      expect(within(bill).getByText(text)).toBeTruthy();
    }
    expect(
      within(screen.getByRole("article", { name: "Old bill" })).getByText("Unknown Category"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("group", { name: "Total Expenses" })).getByText("₹2,23,456.50"),
    ).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "This Month" })).getByText("November 2026")).toBeTruthy();
  });

  it("offers to add the first expense when there is none", async () => {
    renderAs(
      "admin",
      <ExpensesPage />,
      {
        "expenses.summary": () => ({ ...summary, allTime: "0.00", thisMonth: "0.00", count: 0 }),
        "expenses.list": () => ({ items: [], page: 1, pageSize: 25, hasMore: false }),
        "expenseCategories.list": () => [],
      },
      { routed: true },
    );
    expect(await screen.findByText("No expenses found")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add First Expense" }));
    expect(await screen.findByRole("dialog", { name: "Add Expense" })).toBeTruthy();
  });

  it("cancels an expense after asking; a cancelled one says so and offers nothing", async () => {
    const cancel = vi.fn(() => ({ ...expense, cancelledAt: "2026-11-06T05:00:00.000Z" }));
    const procedures = {
      "expenses.summary": () => summary,
      "expenses.list": () => ({
        items: [
          expense,
          { ...expense, id: "e2", description: "Typed twice", cancelledAt: "2026-11-06T05:00:00.000Z" },
        ],
        page: 1,
        pageSize: 25,
        hasMore: false,
      }),
      "expenses.cancel": cancel,
    };
    renderAs("manager", <ExpensesPage />, procedures, { routed: true });
    const bill = await screen.findByRole("article", { name: "Electricity bill" });
    const twice = screen.getByRole("article", { name: "Typed twice" });
    expect(within(twice).getByText("Cancelled")).toBeTruthy();
    expect(within(twice).queryByRole("button", { name: "Cancel expense" })).toBeNull();
    expect(within(twice).queryByRole("button", { name: "Edit Typed twice" })).toBeNull();
    fireEvent.click(within(bill).getByRole("button", { name: "Cancel expense" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Expense" });
    expect(within(dialog).getByText(/its voucher is reversed on 05\/11\/2026/)).toBeTruthy();
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel expense" }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: "e1" }));
  });

  it("edits an expense in a form holding its values, asking before unsaved changes are lost", async () => {
    const update = vi.fn((_input: unknown) => ({ ...expense, amount: "2360.00" }));
    renderAs(
      "accountant",
      <ExpensesPage />,
      {
        "expenses.summary": () => summary,
        "expenses.list": () => ({ items: [expense], page: 1, pageSize: 25, hasMore: false }),
        "expenseCategories.list": () => [{ id: "c1", name: "Utilities", description: null }],
        "expenses.update": update,
      },
      { routed: true },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Edit Electricity bill" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit Expense" });
    // Unchanged, it closes at once.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Expense" })).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Edit Electricity bill" }));
    dialog = await screen.findByRole("dialog", { name: "Edit Expense" });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveProperty("value", "123456.50");
    expect(within(dialog).getByLabelText(/Date/)).toHaveProperty("value", "05/11/2026");
    expect(within(dialog).getByRole("combobox", { name: /Payment Method/ })).toHaveProperty(
      "value",
      "Bank Transfer",
    );
    expect(within(dialog).getByLabelText(/Vendor/)).toHaveProperty("value", "TNEB");
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: "2360" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(question).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull());
    expect(within(dialog).getByLabelText(/Amount/)).toHaveProperty("value", "2360");

    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      id: "e1",
      expense: {
        categoryId: "c1",
        amount: "2360",
        description: "Electricity bill",
        expenseDate: "2026-11-05",
        paymentMethod: "bank_transfer",
        receiptNumber: "TNEB-991",
        vendor: "TNEB",
        notes: "",
      },
    });
    expect(await screen.findByText("Expense updated")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Expense" })).toBeNull());
  });

  it("filters the list by dates, category and payment method, and clears the filters", async () => {
    // The calendar opens on the property's today: 22 November 2026.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T06:00:00Z"));
    const list = vi.fn((input: unknown) => ({
      items: JSON.stringify(input).includes("upi") ? [] : [expense],
      page: 1,
      pageSize: 25,
      hasMore: false,
    }));
    renderAs(
      "admin",
      <ExpensesPage />,
      {
        "expenses.summary": () => summary,
        "expenses.list": list,
        "expenseCategories.list": () => [
          { id: "c1", name: "Utilities", description: null },
          { id: "c2", name: "Housekeeping", description: null },
        ],
      },
      { routed: true },
    );
    await screen.findByRole("article", { name: "Electricity bill" });
    expect(list).toHaveBeenLastCalledWith({ page: 1, pageSize: 25, from: null, to: null });
    const filters = screen.getByRole("search", { name: "Filter expenses" });

    fireEvent.click(within(filters).getByRole("button", { name: "Dates" }));
    fireEvent.click(await screen.findByRole("button", { name: "3 November 2026", hidden: true }));
    fireEvent.click(await screen.findByRole("button", { name: "10 November 2026", hidden: true }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, pageSize: 25, from: "2026-11-03", to: "2026-11-10" }),
    );
    expect(within(filters).getByRole("button", { name: "Dates" }).textContent).toBe(
      "03/11/2026 – 10/11/2026",
    );

    fireEvent.click(within(filters).getByRole("combobox", { name: "Category" }));
    fireEvent.click(await screen.findByRole("option", { name: "Housekeeping", hidden: true }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 1,
        pageSize: 25,
        from: "2026-11-03",
        to: "2026-11-10",
        categoryId: "c2",
      }),
    );
    fireEvent.click(within(filters).getByRole("combobox", { name: "Payment method" }));
    fireEvent.click(await screen.findByRole("option", { name: "UPI", hidden: true }));
    expect(await screen.findByText("No expenses match these filters")).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 25,
      from: "2026-11-03",
      to: "2026-11-10",
      categoryId: "c2",
      paymentMethod: "upi",
    });
    // Not the first-expense offer: there are expenses, just none that match.
    expect(screen.queryByRole("button", { name: "Add First Expense" })).toBeNull();

    fireEvent.click(within(filters).getByRole("button", { name: "Clear filters" }));
    // The whole list again (as first fetched), every filter emptied.
    await screen.findByRole("article", { name: "Electricity bill" });
    expect(within(filters).getByRole("combobox", { name: "Category" })).toHaveProperty("value", "");
    expect(within(filters).getByRole("combobox", { name: "Payment method" })).toHaveProperty("value", "");
    expect(within(filters).getByRole("button", { name: "Dates" }).textContent).toBe("");
    expect(within(filters).queryByRole("button", { name: "Clear filters" })).toBeNull();
  });
});
