import { screen, within } from "@testing-library/react";
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
    expect(within(card("Reports")).getByText("5")).toBeTruthy();
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
    expect(within(nav).getAllByRole("link")).toHaveLength(21);
  });

  it("is not shown to the front desk", async () => {
    renderErp("/erp", { "auth.me": () => testUser("front_desk") });
    expect(await screen.findByText("You do not have access to this screen.")).toBeTruthy();
  });
});
