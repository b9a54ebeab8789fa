import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderAs } from "../vouchers/render-as";
import { ExpenseDialog } from "./ExpenseDialog";

const categories = [
  { id: "c1", name: "Utilities", description: null },
  { id: "c2", name: "Housekeeping", description: null },
];

async function openDialog(procedures = {}) {
  renderAs(
    "admin",
    <ExpenseDialog state={{ expense: null }} onClose={() => {}} />,
    { "expenseCategories.list": () => categories, ...procedures },
    { routed: true },
  );
  return screen.findByRole("dialog", { name: "Add Expense" });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Add Expense" }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function chooseCategory(name: string) {
  await screen.findByPlaceholderText("Select a category");
  fireEvent.click(screen.getByRole("combobox", { name: /Category/ }));
  fireEvent.click(await screen.findByRole("option", { name, hidden: true }));
}

describe("ExpenseDialog, adding", () => {
  // 20:00 UTC on 22 Nov is already 01:30 on 23 Nov in India.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T20:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("is dated today in the property's zone and paid in cash unless changed", async () => {
    await openDialog();
    expect(screen.getByLabelText(/Date/)).toHaveProperty("value", "23/11/2026");
    expect(screen.getByRole("combobox", { name: /Payment Method/ })).toHaveProperty("value", "Cash");
  });

  it("marks the property's today in a calendar whose weeks start on Monday", async () => {
    await openDialog();
    fireEvent.click(screen.getByLabelText(/Date/));
    const day = (name: string) => screen.findByRole("button", { name, hidden: true });
    // A browser in UTC is still on the 22nd.
    expect((await day("23 November 2026")).hasAttribute("data-property-today")).toBe(true);
    const browserToday = await day("22 November 2026");
    expect(browserToday.hasAttribute("data-property-today")).toBe(false);
    expect(browserToday.hasAttribute("data-highlight-today")).toBe(false);
    expect(screen.getAllByRole("columnheader", { hidden: true })[0]?.textContent).toBe("Mo");
  });

  it("shows the spec's messages on the fields and sends nothing", async () => {
    const create = vi.fn();
    await openDialog({ "expenses.create": create });
    type(/Date/, "");
    submit();
    for (const message of [
      "Category is required",
      "Amount is required",
      "Description is required",
      "Date is required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    type(/Amount/, "abc");
    submit();
    expect(await screen.findByText("Amount must be a valid number greater than 0")).toBeTruthy();
    type(/Amount/, "0");
    submit();
    expect(await screen.findByText("Amount must be a valid number greater than 0")).toBeTruthy();
    type(/Amount/, "12.345");
    submit();
    expect(await screen.findByText("Amount can have at most two decimals")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("sends the expense and says so", async () => {
    const create = vi.fn(() => ({ id: "e1" }));
    const onClose = vi.fn();
    renderAs(
      "admin",
      <ExpenseDialog state={{ expense: null }} onClose={onClose} />,
      {
        "expenseCategories.list": () => categories,
        "expenses.create": create,
      },
      { routed: true },
    );
    await chooseCategory("Housekeeping");
    type(/Amount/, "1250.50");
    type(/Description/, "Linen wash");
    type(/Vendor/, "Sparkle Laundry");
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      categoryId: "c2",
      amount: "1250.50",
      description: "Linen wash",
      expenseDate: "2026-11-23",
      paymentMethod: "cash",
      receiptNumber: "",
      vendor: "Sparkle Laundry",
      notes: "",
    });
    expect(await screen.findByText("Expense created successfully")).toBeTruthy();
  });

  it("tells why the server refused", async () => {
    await openDialog({
      "expenses.create": () => {
        throw apiError("NOT_FOUND", "Expense category not found");
      },
    });
    await chooseCategory("Utilities");
    type(/Amount/, "10");
    type(/Description/, "Bulbs");
    submit();
    expect(await screen.findByText("Failed to create expense")).toBeTruthy();
    expect(screen.getByText("Expense category not found")).toBeTruthy();
  });
});
