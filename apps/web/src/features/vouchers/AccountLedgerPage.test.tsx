import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountLedgerPage } from "./AccountLedgerPage";
import { renderAs } from "./render-as";
import { ACCOUNTS } from "./test-vouchers";

const row = (id: string, date: string, debit: string, credit: string, balance: string) => ({
  id,
  date,
  voucherId: `v-${id}`,
  voucherNumber: `JV/2026-27/000${id}`,
  voucherType: "journal",
  description: `Entry ${id}`,
  debit,
  credit,
  balance,
});

const page = (n: number) => ({
  account: { ...ACCOUNTS[0], isGroup: false, normalSide: "debit" },
  from: "2026-04-01",
  to: "2026-11-22",
  page: n,
  hasMore: n === 1,
  openingBalance: "100.00",
  pageOpeningBalance: n === 1 ? "100.00" : "350.00",
  rows:
    n === 1
      ? [row("1", "2026-10-01", "250.00", "0.00", "350.00")]
      : [row("2", "2026-10-05", "0.00", "400.00", "-50.00")],
  closingBalance: "-50.00",
  totalDebit: "250.00",
  totalCredit: "400.00",
});

describe("Account ledger", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T06:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("asks for the financial year to date, and shows balances by their side, page after page", async () => {
    const entries = vi.fn((input: unknown) => page((input as { page: number }).page));
    renderAs("manager", <AccountLedgerPage />, {
      "chartOfAccounts.list": () => ACCOUNTS,
      "ledger.entries": entries,
    });
    expect(screen.getByLabelText("From")).toHaveProperty("value", "01/04/2026");
    expect(screen.getByLabelText("To")).toHaveProperty("value", "22/11/2026");
    await screen.findByPlaceholderText("Select an account");
    const select = screen.getByRole("combobox", { name: "Account" });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole("option", { name: "1100 · Cash in Hand", hidden: true }));
    await waitFor(() =>
      expect(entries).toHaveBeenCalledWith({
        accountId: "a-cash",
        from: "2026-04-01",
        to: "2026-11-22",
        page: 1,
      }),
    );
    expect(
      within(await screen.findByRole("group", { name: "Opening Balance" })).getByText("₹100.00 Dr"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("group", { name: "Closing Balance" })).getByText("₹50.00 Cr"),
    ).toBeTruthy();
    const lines = screen.getByRole("table", { name: "Ledger lines" });
    expect(within(lines).getByText("₹350.00 Dr")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Entry 2")).toBeTruthy();
    const second = within(screen.getByRole("table", { name: "Ledger lines" }));
    expect(second.getByText("Brought forward")).toBeTruthy();
    expect(second.getByText("₹350.00 Dr")).toBeTruthy();
    expect(second.getByText("₹50.00 Cr")).toBeTruthy();
  });
});
