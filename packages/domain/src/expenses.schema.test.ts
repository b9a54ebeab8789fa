import { describe, expect, it } from "vitest";
import {
  changedExpenseFields,
  changesExpenseVoucher,
  expenseInput,
  expenseListInput,
} from "./expenses.schema";

const expense = expenseInput.parse({
  categoryId: "cat-utilities",
  amount: "1180",
  description: "Electricity bill",
  expenseDate: "2026-11-20",
  paymentMethod: "cash",
  vendor: "TNEB",
});

describe("an expense's edit", () => {
  it("names the fields it changes, an amount by its value rather than its spelling", () => {
    expect(changedExpenseFields(expense, expenseInput.parse({ ...expense, amount: "1180.00" }))).toEqual([]);
    expect(changedExpenseFields(expense, expenseInput.parse({ ...expense, amount: "2360" }))).toEqual([
      "amount",
    ]);
    expect(
      changedExpenseFields(expense, expenseInput.parse({ ...expense, vendor: "TANGEDCO", notes: "October" })),
    ).toEqual(["vendor", "notes"]);
  });

  it("changes the voucher only through what the voucher is built from", () => {
    expect(changesExpenseVoucher([])).toBe(false);
    // The vendor and the notes are the expense's own; the voucher does not show them.
    expect(changesExpenseVoucher(["vendor", "notes"])).toBe(false);
    for (const field of [
      "amount",
      "categoryId",
      "expenseDate",
      "paymentMethod",
      "description",
      "receiptNumber",
    ] as const) {
      expect(changesExpenseVoucher(["notes", field]), field).toBe(true);
    }
  });
});

describe("the expense list's filters", () => {
  it("takes a range of dates, a category and a method, each optional", () => {
    expect(expenseListInput.parse(undefined)).toEqual({ page: 1, pageSize: 50, from: null, to: null });
    expect(
      expenseListInput.parse({
        from: "2026-11-01",
        to: "2026-11-01",
        categoryId: "c1",
        paymentMethod: "upi",
      }),
    ).toEqual({
      page: 1,
      pageSize: 50,
      from: "2026-11-01",
      to: "2026-11-01",
      categoryId: "c1",
      paymentMethod: "upi",
    });
    // A range open at either end, a blank date being none.
    expect(expenseListInput.parse({ from: "", to: "2026-11-30" })).toMatchObject({
      from: null,
      to: "2026-11-30",
    });
  });

  it("names what is wrong with a filter", () => {
    const message = (input: unknown) => expenseListInput.safeParse(input).error?.issues[0]?.message;
    expect(message({ from: "2026-11-02", to: "2026-11-01" })).toBe(
      "The end date cannot be before the start date",
    );
    expect(message({ from: "2026-02-30" })).toBe("From date must be a valid date (yyyy-MM-dd)");
    expect(message({ to: "01/11/2026" })).toBe("To date must be a valid date (yyyy-MM-dd)");
    expect(message({ paymentMethod: "cheque" })).toBe(
      "Payment method must be one of cash, card, upi, bank_transfer",
    );
    expect(message({ categoryId: "x".repeat(65) })).toBe("Category is at most 64 characters");
  });
});
