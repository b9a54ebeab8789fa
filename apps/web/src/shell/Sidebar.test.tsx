import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../test/render";
import { Sidebar } from "./Sidebar";

function linkLabels() {
  const nav = screen.getByRole("navigation", { name: "Main" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent);
}

describe("Sidebar", () => {
  it("shows administrators every entry, the settings last", async () => {
    renderWithRouter(<Sidebar userRole="admin" userName="admin" pathname="/" onLogout={vi.fn()} />);
    await screen.findByRole("navigation", { name: "Main" });
    expect(linkLabels()).toEqual([
      "Dashboard",
      "Bookings",
      "Guests",
      "Rooms",
      "Expenses",
      "Reports",
      "ERP Dashboard",
      "Chart of Accounts",
      "Parties",
      "Vouchers",
      "General Ledger",
      "Invoices",
      "Investors",
      "Asset Tags",
      "Digital Assets",
      "Settings",
      "Tax Settings",
    ]);
  });

  it("hides back-office entries and Settings from the front desk", async () => {
    renderWithRouter(<Sidebar userRole="front_desk" userName="desk" pathname="/" onLogout={vi.fn()} />);
    await screen.findByRole("navigation", { name: "Main" });
    expect(linkLabels()).toEqual([
      "Dashboard",
      "Bookings",
      "Guests",
      "Rooms",
      "Asset Tags",
      "Digital Assets",
    ]);
  });

  it("shows an accountant the money screens but not Settings", async () => {
    renderWithRouter(<Sidebar userRole="accountant" userName="acc" pathname="/" onLogout={vi.fn()} />);
    await screen.findByRole("navigation", { name: "Main" });
    const labels = linkLabels();
    expect(labels).toContain("Expenses");
    expect(labels).toContain("Invoices");
    expect(labels).not.toContain("Settings");
  });

  it("links each entry to its path and marks only the best match as current", async () => {
    renderWithRouter(
      <Sidebar userRole="admin" userName="admin" pathname="/erp/invoices" onLogout={vi.fn()} />,
      "/erp/invoices",
    );
    const invoices = await screen.findByRole("link", { name: "Invoices" });
    expect(invoices.getAttribute("href")).toBe("/erp/invoices");
    expect(screen.getByRole("link", { name: "Chart of Accounts" }).getAttribute("href")).toBe(
      "/erp/chart-of-accounts",
    );
    const current = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Invoices"]);
  });

  it("shows who is signed in, with their role's label, and offers Logout", async () => {
    const onLogout = vi.fn();
    renderWithRouter(<Sidebar userRole="manager" userName="Meera Iyer" pathname="/" onLogout={onLogout} />);
    const card = await screen.findByRole("group", { name: "Signed in" });
    expect(within(card).getByText("Meera Iyer")).toBeTruthy();
    expect(within(card).getByText("Manager")).toBeTruthy();
    expect(within(card).getByText("MI")).toBeTruthy();
    expect(screen.queryByText("Business Manager")).toBeNull();
    screen.getByRole("button", { name: "Logout" }).click();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("labels the front desk's role as the matrix names it", async () => {
    renderWithRouter(<Sidebar userRole="front_desk" userName="desk" pathname="/" onLogout={vi.fn()} />);
    const card = await screen.findByRole("group", { name: "Signed in" });
    expect(within(card).getByText("Front desk")).toBeTruthy();
    expect(within(card).getByText("desk")).toBeTruthy();
  });
});
