import type { PartyRow } from "@atithi/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

const FIRST_RENDER = { timeout: 5000 };

const acme: PartyRow = {
  id: "p1",
  partyCode: "C001",
  partyName: "Acme Travels",
  partyType: "customer",
  contactPerson: "Ravi Kumar",
  phone: "9820012345",
  email: "accounts@acme.example",
  address: null,
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400002",
  country: "India",
  gstNumber: "27AAPFU0939F1ZV",
  panNumber: "AAPFU0939F",
  openingBalance: "12500.75",
  openingBalanceSide: "debit",
  creditLimit: "50000.00",
  paymentTerms: 30,
  isActive: true,
  createdAt: "2026-11-20T05:00:00.000Z",
  updatedAt: "2026-11-20T05:00:00.000Z",
};
const dairy: PartyRow = {
  ...acme,
  id: "p2",
  partyCode: "S001",
  partyName: "Fresh Dairy",
  partyType: "supplier",
  gstNumber: null,
  panNumber: null,
  openingBalance: "800.00",
  openingBalanceSide: "credit",
  creditLimit: null,
  paymentTerms: 0,
  isActive: false,
};

function open(role = "admin", procedures: Record<string, (input: unknown) => unknown> = {}) {
  return renderApp("/erp/parties", {
    "auth.me": () => testUser(role),
    "parties.list": () => [acme, dairy],
    ...procedures,
  });
}

describe("Parties page", () => {
  it("lists each party with its type, contact, GSTIN, opening balance and terms", async () => {
    open();
    const card = await screen.findByRole("article", { name: "Acme Travels" }, FIRST_RENDER);
    for (const text of [
      "C001",
      "Customer",
      "Active",
      "Ravi Kumar",
      "9820012345 · accounts@acme.example",
      "Mumbai, Maharashtra",
      "27AAPFU0939F1ZV",
      "Opening balance ₹12,500.75 Dr",
      "Credit limit ₹50,000.00 · 30 days' credit",
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    const supplier = screen.getByRole("article", { name: "Fresh Dairy" });
    expect(within(supplier).getByText("Opening balance ₹800.00 Cr")).toBeTruthy();
    expect(within(supplier).getByText("Inactive")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("2 parties");
  });

  it("searches on the server and filters by type", async () => {
    const list = vi.fn((input: unknown) => {
      const { search, partyType } = (input ?? {}) as { search?: string; partyType?: string };
      return [acme, dairy].filter(
        (p) =>
          (!search || p.partyName.toLowerCase().includes(search.toLowerCase())) &&
          (!partyType || p.partyType === partyType),
      );
    });
    open("admin", { "parties.list": list });
    const search = await screen.findByPlaceholderText("Search parties...", {}, FIRST_RENDER);
    fireEvent.change(search, { target: { value: "dairy" } });
    await waitFor(() => expect(screen.queryByRole("article", { name: "Acme Travels" })).toBeNull());
    expect(list).toHaveBeenLastCalledWith({ search: "dairy" });
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.click(screen.getByRole("combobox", { name: "Party type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Customers", hidden: true }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ partyType: "customer" }));
    fireEvent.change(search, { target: { value: "nobody" } });
    expect(await screen.findByText("No parties found")).toBeTruthy();
  });

  it("creates a party, naming what is wrong first", async () => {
    const create = vi.fn((input: unknown) => ({ ...acme, ...(input as object), id: "p3" }));
    open("admin", { "parties.create": create, "parties.list": () => [] });
    fireEvent.click(await screen.findByRole("button", { name: "Add Party" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Create New Party" });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Party" }));
    expect(await within(dialog).findByText("Party code is required")).toBeTruthy();
    expect(within(dialog).getByText("Party name is required")).toBeTruthy();
    type(/Party Code/, "C002");
    type(/Party Name/, "Blue Lagoon Events");
    type(/GSTIN/, "27AAPFU0939F1ZW");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Party" }));
    expect(
      await within(dialog).findByText(
        "GSTIN check character does not match; please check the number for typos",
      ),
    ).toBeTruthy();
    type(/GSTIN/, "27AAPFU0939F1ZV");
    type(/^PAN/, "AAPFU0939G");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Party" }));
    expect(await within(dialog).findByText("PAN must match characters 3 to 12 of the GSTIN")).toBeTruthy();
    type(/^PAN/, "");
    type(/Opening Balance \(₹\)/, "2500");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Party" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          partyCode: "C002",
          partyName: "Blue Lagoon Events",
          partyType: "customer",
          gstNumber: "27AAPFU0939F1ZV",
          openingBalance: "2500",
          openingBalanceSide: "debit",
        }),
      ),
    );
    expect(await screen.findByText("Party created successfully")).toBeTruthy();
  });

  it("edits a party and shows the server's refusal", async () => {
    open("admin", {
      "parties.update": () => {
        throw apiError("CONFLICT", "A party with this code already exists");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Acme Travels" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Edit Party" });
    expect((within(dialog).getByLabelText(/Party Name/) as HTMLInputElement).value).toBe("Acme Travels");
    fireEvent.change(within(dialog).getByLabelText(/Party Code/), { target: { value: "S001" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("A party with this code already exists")).toBeTruthy();
  });

  it("is read-only for a manager", async () => {
    open("manager");
    await screen.findByRole("article", { name: "Acme Travels" }, FIRST_RENDER);
    expect(screen.queryByRole("button", { name: "Add Party" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();
  });
});
