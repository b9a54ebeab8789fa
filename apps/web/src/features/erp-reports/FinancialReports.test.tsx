import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const account = (code: string, name: string, amount: string) => ({
  accountId: `a${code}`,
  accountCode: code,
  accountName: name,
  amount,
});

const procedures = {
  "auth.me": () => testUser("accountant"),
  "financialReports.trialBalance": (input: unknown) => ({
    asOf: (input as { asOf: string }).asOf,
    rows: [
      {
        accountId: "a1100",
        accountCode: "1100",
        accountName: "Cash in Hand",
        accountType: "Assets",
        debit: "15000.00",
        credit: "0.00",
      },
      {
        accountId: "a4100",
        accountCode: "4100",
        accountName: "Room Revenue",
        accountType: "Revenue",
        debit: "0.00",
        credit: "15000.00",
      },
    ],
    totalDebit: "15000.00",
    totalCredit: "15000.00",
  }),
  "financialReports.profitLoss": (input: unknown) => ({
    ...(input as { from: string; to: string }),
    revenue: { total: "15000.00", accounts: [account("4100", "Room Revenue", "15000.00")] },
    costOfGoodsSold: { total: "0.00", accounts: [] },
    expenses: { total: "4000.50", accounts: [account("6200", "Utilities Expense", "4000.50")] },
    grossProfit: "15000.00",
    netProfit: "10999.50",
  }),
  "financialReports.balanceSheet": (input: unknown) => ({
    asOf: (input as { asOf: string }).asOf,
    assets: { total: "110999.50", accounts: [account("1100", "Cash in Hand", "110999.50")] },
    liabilities: { total: "0.00", accounts: [] },
    equity: {
      total: "110999.50",
      accounts: [
        account("3100", "Owner's Capital", "100000.00"),
        { accountId: null, accountCode: "", accountName: "Current year profit", amount: "10999.50" },
      ],
    },
    totalLiabilitiesAndEquity: "110999.50",
    difference: "0.00",
  }),
};

async function savedCsv(): Promise<string[]> {
  let saved: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    saved = blob as Blob;
    return "blob:report";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
  await waitFor(() => expect(saved).toBeDefined());
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved as Blob);
  });
  return text.replace(/^\uFEFF/, "").split("\r\n");
}

describe("financial reports", () => {
  it("shows the trial balance as of today with equal totals, and downloads it", async () => {
    const trialBalance = vi.fn(procedures["financialReports.trialBalance"]);
    renderApp("/erp/reports/trial-balance", { ...procedures, "financialReports.trialBalance": trialBalance });
    const page = await screen.findByRole("region", { name: "Trial Balance" });
    const table = await within(page).findByRole("table", { name: "Trial balance" });
    expect(trialBalance).toHaveBeenCalledWith({ asOf: "2026-11-22" });
    expect(within(page).getByText("As of 22/11/2026")).toBeTruthy();
    expect(within(table).getAllByText("₹15,000.00")).toHaveLength(4);
    expect(await savedCsv()).toEqual([
      "Code,Account,Type,Debit,Credit",
      "1100,Cash in Hand,Assets,15000.00,0.00",
      "4100,Room Revenue,Revenue,0.00,15000.00",
      ",Total,,15000.00,15000.00",
      "",
    ]);
  });

  it("shows profit and loss for the financial year to date, section by section", async () => {
    const profitLoss = vi.fn(procedures["financialReports.profitLoss"]);
    renderApp("/erp/reports/profit-loss", { ...procedures, "financialReports.profitLoss": profitLoss });
    const page = await screen.findByRole("region", { name: "Profit and Loss" });
    const table = await within(page).findByRole("table", { name: "Profit and loss" });
    expect(profitLoss).toHaveBeenCalledWith({ from: "2026-04-01", to: "2026-11-22" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toContain("6200Utilities Expense₹4,000.50");
    expect(rows).toContain("Net Profit₹10,999.50");
    const csv = await savedCsv();
    expect(csv[0]).toBe("Line,Code,Account,Amount");
    expect(csv).toContain("grand-total,,Net Profit,10999.50");
  });

  it("shows a balance sheet with the year's profit in equity", async () => {
    renderApp("/erp/reports/balance-sheet", procedures);
    const page = await screen.findByRole("region", { name: "Balance Sheet" });
    const table = await within(page).findByRole("table", { name: "Balance sheet" });
    expect(within(table).getByText("Current year profit")).toBeTruthy();
    expect(within(table).getByText("Total Liabilities and Equity")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    // The print view holds the same statement, titled and dated.
    expect(document.querySelector(".print-only")?.textContent).toContain("Balance SheetAs of 22/11/2026");
  });

  it("refuses the front desk, who is sent to the dashboard", async () => {
    const { router } = renderApp("/erp/reports/balance-sheet", {
      ...procedures,
      "auth.me": () => testUser("front_desk"),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
