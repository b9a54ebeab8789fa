import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

const stats = (over: Record<string, unknown> = {}) => ({
  totalRevenue: "1250000.00",
  totalExpenses: "480000.50",
  netProfit: "769999.50",
  activeInvestors: 3,
  totalItems: 42,
  lowStockItems: 5,
  totalEmployees: 18,
  pendingVouchers: 2,
  period: { from: "2026-04-01", to: "2026-11-22" },
  previousPeriod: { from: "2025-04-01", to: "2025-11-22" },
  previous: { totalRevenue: "1000000.00", totalExpenses: "500000.00", netProfit: "500000.00" },
  change: { totalRevenue: "25.00", totalExpenses: "-3.99", netProfit: "54.00" },
  ...over,
});

const holdings = Array.from({ length: 7 }, (_, i) => ({
  id: `s${i}`,
  investorId: `i${i}`,
  investorName: `Investor ${i + 1}`,
  shareClass: "common",
  ownershipPercentage: (20 - i).toFixed(2),
  votePercentage: null,
  sharesHeld: 1000 * (7 - i),
  isFullyDiluted: false,
  effectiveDate: "2026-04-01",
}));

function renderErp(path: string, over: Record<string, (input: unknown) => unknown> = {}) {
  return renderApp(path, {
    "auth.me": () => testUser(),
    "erpDashboard.stats": () => stats(),
    "erpDashboard.shareholdings": () => holdings,
    ...over,
  });
}

const card = (name: string) => screen.getByRole("group", { name });

describe("ERP dashboard", () => {
  it("shows the eight cards from the real figures with the real change against last year", async () => {
    renderErp("/erp");
    await screen.findByRole("region", { name: "ERP figures" });
    expect(within(card("Total Revenue")).getByText("₹12,50,000.00")).toBeTruthy();
    expect(within(card("Total Revenue")).getByText("+25.00% vs last year")).toBeTruthy();
    expect(within(card("Total Expenses")).getByText("-3.99% vs last year")).toBeTruthy();
    expect(within(card("Net Profit")).getByText("₹7,69,999.50")).toBeTruthy();
    expect(within(card("Active Investors")).getByText("3")).toBeTruthy();
    expect(within(card("Inventory Items")).getByText("5 low on stock")).toBeTruthy();
    expect(within(card("Employees")).getByText("18")).toBeTruthy();
    expect(within(card("Pending Vouchers")).getByText("Awaiting approval")).toBeTruthy();
    expect(within(card("Reports")).getByText("6")).toBeTruthy();
    expect(screen.queryByText(/12\.5%|8\.2%|15\.8%/)).toBeNull();
  });

  it("shows no trend when there is nothing to compare", async () => {
    renderErp("/erp/dashboard", {
      "erpDashboard.stats": () =>
        stats({ previous: null, change: { totalRevenue: null, totalExpenses: null, netProfit: null } }),
    });
    await screen.findByRole("region", { name: "ERP figures" });
    expect(screen.queryByText(/vs last year/)).toBeNull();
  });

  it("lists the first five shareholdings and links every area", async () => {
    renderErp("/erp");
    const list = await screen.findByRole("region", { name: "Current Shareholdings" });
    expect(await within(list).findByText("Investor 1")).toBeTruthy();
    expect(within(list).getByText("20.00%")).toBeTruthy();
    expect(within(list).getByText("7,000 shares")).toBeTruthy();
    expect(within(list).queryByText("Investor 6")).toBeNull();
    const nav = screen.getByRole("navigation", { name: "ERP areas" });
    expect(within(nav).getByRole("link", { name: "Profit & Loss" }).getAttribute("href")).toBe(
      "/erp/reports/profit-loss",
    );
    expect(within(nav).getAllByRole("link")).toHaveLength(22);
    expect(within(nav).getByRole("link", { name: "GSTR-1" }).getAttribute("href")).toBe("/erp/reports/gstr1");
  });

  it("is not shown to the front desk, who is sent to the dashboard", async () => {
    const { router } = renderErp("/erp", { "auth.me": () => testUser("front_desk") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("closing the books", () => {
  const lock = (lockedThrough: string | null) => ({
    lockedThrough,
    updatedAt: "2026-11-01T00:00:00.000Z",
    updatedBy: "admin",
  });

  it("lets an administrator lock the books through a day and open them again", async () => {
    const setPeriodLock = vi.fn((input: unknown) =>
      lock((input as { lockedThrough: string | null }).lockedThrough),
    );
    renderErp("/erp", {
      "periodClose.periodLock": () => lock("2026-03-31"),
      "periodClose.setPeriodLock": setPeriodLock,
    });
    const section = await screen.findByRole("region", { name: "Closing the Books" });
    expect(await within(section).findByText(/Closed through 31\/03\/2026/)).toBeTruthy();
    const field = within(section).getByLabelText("Close the books through");
    fireEvent.change(field, { target: { value: "30/09/2026" } });
    fireEvent.blur(field);
    fireEvent.click(within(section).getByRole("button", { name: "Lock" }));
    await waitFor(() => expect(setPeriodLock).toHaveBeenCalledWith({ lockedThrough: "2026-09-30" }));
    fireEvent.click(within(section).getByRole("button", { name: "Open the books" }));
    await waitFor(() => expect(setPeriodLock).toHaveBeenLastCalledWith({ lockedThrough: null }));
  });

  it("lets an administrator reopen a closed year after asking", async () => {
    const reopenYear = vi.fn(() => ({
      financialYear: "2025-26",
      closingVoucherNumber: "JV/2025-26/0009",
      voucherId: "v2",
      voucherNumber: "JV/2025-26/0010",
    }));
    renderErp("/erp", { "periodClose.periodLock": () => lock(null), "periodClose.reopenYear": reopenYear });
    const section = await screen.findByRole("region", { name: "Closing the Books" });
    fireEvent.click(await within(section).findByRole("button", { name: "Reopen year" }));
    const dialog = await screen.findByRole("dialog", { name: "Reopen the year 2025-26?" });
    expect(reopenYear).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Reverse closing voucher" }));
    await waitFor(() => expect(reopenYear).toHaveBeenCalledWith({ financialYear: "2025-26" }));
    expect(
      await screen.findByText("Closing voucher JV/2025-26/0009 reversed by JV/2025-26/0010"),
    ).toBeTruthy();
  });

  it("lets an accountant close a year but not move the lock; a manager only reads it", async () => {
    const yearEndClose = vi.fn(() => ({
      financialYear: "2025-26",
      date: "2026-03-31",
      voucherId: "v1",
      voucherNumber: "JV/2025-26/0009",
      netProfit: "1000.00",
    }));
    const { unmount } = renderErp("/erp", {
      "auth.me": () => testUser("accountant"),
      "periodClose.periodLock": () => lock(null),
      "periodClose.yearEndClose": yearEndClose,
    });
    const section = await screen.findByRole("region", { name: "Closing the Books" });
    expect(await within(section).findByText(/The books are open/)).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Lock" })).toBeNull();
    expect(within(section).queryByRole("button", { name: "Reopen year" })).toBeNull();
    fireEvent.click(within(section).getByRole("button", { name: "Close year" }));
    const dialog = await screen.findByRole("dialog", { name: "Close the year 2025-26?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post closing voucher" }));
    await waitFor(() => expect(yearEndClose).toHaveBeenCalledWith({ financialYear: "2025-26" }));
    expect(await screen.findByText("Closing voucher JV/2025-26/0009 posted")).toBeTruthy();
    unmount();

    renderErp("/erp", { "auth.me": () => testUser("manager"), "periodClose.periodLock": () => lock(null) });
    const readOnly = await screen.findByRole("region", { name: "Closing the Books" });
    expect(within(readOnly).queryByRole("button")).toBeNull();
  });
});
