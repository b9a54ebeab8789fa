import { PAN_FORMAT_MESSAGE } from "@atithi/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

const FIRST_RENDER = { timeout: 5000 };

const asha = {
  id: "i1",
  investorCode: "INV-001",
  investorName: "Asha Mehta",
  investorType: "Angel Investor",
  contactPerson: "Asha",
  email: "asha@example.com",
  phone: "9820012345",
  address: null,
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
  panNumber: "ABCDE1234F",
  kycStatus: "Completed",
  riskProfile: "Aggressive",
  notes: null,
  isActive: true,
};
const fund = {
  ...asha,
  id: "i2",
  investorCode: "VC-01",
  investorName: "Deccan Ventures",
  investorType: "Venture Capital",
  contactPerson: null,
  kycStatus: "Pending",
  riskProfile: "Moderate",
};
const holding = {
  id: "h1",
  investorId: "i1",
  investorName: "Asha Mehta",
  shareClassId: "c1",
  shareClass: "Series A",
  sharesHeld: 250000,
  ownershipPercentage: "16.6667",
  effectiveDate: "2026-06-30",
};

function open(role = "admin", procedures: Record<string, (input: unknown) => unknown> = {}) {
  return renderApp("/erp/investors", {
    "auth.me": () => testUser(role),
    "investors.list": () => [asha, fund],
    "investors.shareholdings": () => [holding],
    ...procedures,
  });
}

describe("Investors page", () => {
  it("shows each investor's card with badges, contacts and current holdings", async () => {
    open();
    const card = await screen.findByRole("article", { name: "Asha Mehta" }, FIRST_RENDER);
    for (const text of [
      "INV-001",
      "Angel Investor",
      "KYC: Completed",
      "Aggressive",
      "Asha",
      "asha@example.com",
      "9820012345",
      "Pune, Maharashtra",
      "Current Holdings",
      "2,50,000 shares · Series A",
      "16.67%",
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    const other = screen.getByRole("article", { name: "Deccan Ventures" });
    expect(within(other).getByText("KYC: Pending")).toBeTruthy();
    expect(within(other).queryByText("Current Holdings")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("2 investors");
  });

  it("searches over name or code, filters by type, and says when nothing matches", async () => {
    const list = vi.fn((input: unknown) => {
      const { search, investorType } = (input ?? {}) as { search?: string | null; investorType?: string };
      return [asha, fund].filter(
        (i) =>
          (!search || `${i.investorName} ${i.investorCode}`.toLowerCase().includes(search.toLowerCase())) &&
          (!investorType || i.investorType === investorType),
      );
    });
    open("admin", { "investors.list": list });
    const search = await screen.findByPlaceholderText("Search investors...", {}, FIRST_RENDER);
    fireEvent.change(search, { target: { value: "vc-01" } });
    await waitFor(() => expect(screen.queryByRole("article", { name: "Asha Mehta" })).toBeNull());
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.click(screen.getByRole("combobox", { name: "Investor type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Angel Investor", hidden: true }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ search: null, investorType: "Angel Investor" }),
    );
    fireEvent.change(search, { target: { value: "nobody" } });
    expect(await screen.findByText("No investors found")).toBeTruthy();
  });

  it("adds an investor with every field of the form, naming what is missing first", async () => {
    const create = vi.fn((input: unknown) => ({ ...asha, ...(input as object), id: "i3" }));
    open("admin", { "investors.create": create });
    fireEvent.click(await screen.findByRole("button", { name: "Add Investor" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Add New Investor" });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Investor" }));
    expect(await within(dialog).findByText("Investor code is required")).toBeTruthy();
    expect(within(dialog).getByText("Investor name is required")).toBeTruthy();
    type(/Investor Code/, "INV-009");
    type(/Investor Name/, "Ravi Rao");
    type(/Contact Person/, "Ravi");
    type(/City/, "Goa");
    type(/Pincode/, "403001");
    type(/Notes/, "Family friend");
    type(/PAN Number/, "ABC");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Investor" }));
    expect(await within(dialog).findByText(PAN_FORMAT_MESSAGE)).toBeTruthy();
    type(/PAN Number/, "abcde1234f");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Investor" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          investorCode: "INV-009",
          investorName: "Ravi Rao",
          investorType: "Individual",
          contactPerson: "Ravi",
          city: "Goa",
          pincode: "403001",
          notes: "Family friend",
          panNumber: "abcde1234f",
          kycStatus: "Pending",
          riskProfile: "Moderate",
        }),
      ),
    );
    expect(await screen.findByText("Investor created successfully")).toBeTruthy();
  }, 40_000);

  it("shows the server's refusal in a toast", async () => {
    open("admin", {
      "investors.create": () => {
        throw apiError("CONFLICT", "An investor with this code already exists");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Investor" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Add New Investor" });
    fireEvent.change(within(dialog).getByLabelText(/Investor Code/), { target: { value: "INV-001" } });
    fireEvent.change(within(dialog).getByLabelText(/Investor Name/), { target: { value: "Again" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Investor" }));
    expect(await screen.findByText("An investor with this code already exists")).toBeTruthy();
  });

  it("is read-only for a manager", async () => {
    open("manager");
    await screen.findByRole("article", { name: "Asha Mehta" }, FIRST_RENDER);
    expect(screen.queryByRole("button", { name: "Add Investor" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();
  });
});
