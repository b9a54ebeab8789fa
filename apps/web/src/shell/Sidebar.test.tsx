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
    renderWithRouter(<Sidebar userRole="admin" username="admin" pathname="/" onLogout={vi.fn()} />);
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
      "Invoices",
      "Investors",
      "Asset Tags",
      "Digital Assets",
      "Settings",
      "Tax Settings",
    ]);
  });

  it("hides back-office entries and Settings from the front desk", async () => {
    renderWithRouter(<Sidebar userRole="front_desk" username="desk" pathname="/" onLogout={vi.fn()} />);
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
    renderWithRouter(<Sidebar userRole="accountant" username="acc" pathname="/" onLogout={vi.fn()} />);
    await screen.findByRole("navigation", { name: "Main" });
    const labels = linkLabels();
    expect(labels).toContain("Expenses");
    expect(labels).toContain("Invoices");
    expect(labels).not.toContain("Settings");
  });

  it("links each entry to its path and marks only the best match as current", async () => {
    renderWithRouter(
      <Sidebar userRole="admin" username="admin" pathname="/erp/invoices" onLogout={vi.fn()} />,
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

  it("shows who is signed in and offers Logout", async () => {
    const onLogout = vi.fn();
    renderWithRouter(<Sidebar userRole="manager" username="meera" pathname="/" onLogout={onLogout} />);
    expect(await screen.findByText("Business Manager")).toBeTruthy();
    expect(screen.getByText("Staff")).toBeTruthy();
    expect(screen.getByText("Signed in as meera")).toBeTruthy();
    screen.getByRole("button", { name: "Logout" }).click();
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
