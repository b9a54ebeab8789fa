import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "../bookings/render-with-api";
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
  it("shows the totals and each expense with its category, date, vendor, amount, method and receipt", async () => {
    renderWithApi(<ExpensesPage />, {
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
    });
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
    renderWithApi(<ExpensesPage />, {
      "expenses.summary": () => ({ ...summary, allTime: "0.00", thisMonth: "0.00", count: 0 }),
      "expenses.list": () => ({ items: [], page: 1, pageSize: 25, hasMore: false }),
      "expenseCategories.list": () => [],
    });
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
    renderWithApi(<ExpensesPage />, procedures, { role: "manager" });
    const bill = await screen.findByRole("article", { name: "Electricity bill" });
    const twice = screen.getByRole("article", { name: "Typed twice" });
    expect(within(twice).getByText("Cancelled")).toBeTruthy();
    expect(within(twice).queryByRole("button", { name: "Cancel expense" })).toBeNull();
    fireEvent.click(within(bill).getByRole("button", { name: "Cancel expense" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Expense" });
    expect(within(dialog).getByText(/its voucher is reversed on 05\/11\/2026/)).toBeTruthy();
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel expense" }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: "e1" }));
  });
});
