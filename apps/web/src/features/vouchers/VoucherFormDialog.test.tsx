import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAs } from "./render-as";
import { ACCOUNTS, draftDetail } from "./test-vouchers";
import { VoucherFormDialog } from "./VoucherFormDialog";

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });

async function choose(label: string, name: string) {
  const select = screen.getByRole("combobox", { name: label });
  fireEvent.click(select);
  await waitFor(() => expect(select.getAttribute("aria-controls")).toBeTruthy());
  const listbox = document.getElementById(select.getAttribute("aria-controls") ?? "") as HTMLElement;
  fireEvent.click(await within(listbox).findByRole("option", { name, hidden: true }));
}

async function chooseAccount(line: number, name: string) {
  await screen.findAllByPlaceholderText("Select an account");
  await choose(`Line ${line} account`, name);
}

const PARTIES = [
  { id: "p-sharma", partyCode: "SUP-1", partyName: "Sharma Traders", partyType: "supplier" },
  { id: "p-mehta", partyCode: "CUS-1", partyName: "Mehta Tours", partyType: "customer" },
];

const totals = () => within(screen.getByRole("region", { name: "Totals" }));

describe("VoucherFormDialog", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T20:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("keeps the debits, credits and their difference live, and sends a balanced draft", async () => {
    const create = vi.fn((input: unknown) => ({ ...draftDetail, input }));
    renderAs("accountant", <VoucherFormDialog opened onClose={() => {}} />, {
      "chartOfAccounts.list": () => ACCOUNTS,
      "vouchers.create": create,
    });
    // Dated today in the property's zone (already the 23rd in India).
    expect(screen.getByLabelText(/Voucher Date/)).toHaveProperty("value", "23/11/2026");
    await chooseAccount(1, "1100 · Cash in Hand");
    await chooseAccount(2, "1110 · Bank Account");
    type("Line 1 debit", "1000.50");
    expect(totals().getByText("₹1,000.50")).toBeTruthy();
    expect(totals().getByText("Difference: ₹1,000.50 more debit")).toBeTruthy();
    type("Line 2 credit", "1000.49");
    expect(totals().getByText("Difference: ₹0.01 more debit")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Debits (₹1,000.50) and credits (₹1,000.49) differ by ₹0.01",
    );
    expect(create).not.toHaveBeenCalled();

    type("Line 2 credit", "1000.40");
    expect(screen.getByRole("alert").textContent).toBe(
      "Debits (₹1,000.50) and credits (₹1,000.40) differ by ₹0.10",
    );
    type("Line 2 credit", "1000.50");
    expect(totals().getByText("Balanced")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    type("Narration", "Cash withdrawn");
    fireEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toEqual({
      voucherType: "journal",
      voucherDate: "2026-11-23",
      narration: "Cash withdrawn",
      partyId: null,
      reference: "",
      lines: [
        { accountId: "a-cash", debit: "1000.50", credit: "", description: "" },
        { accountId: "a-bank", debit: "", credit: "1000.50", description: "" },
      ],
    });
  });

  it("adds and removes lines, never below two", async () => {
    renderAs("accountant", <VoucherFormDialog opened onClose={() => {}} />, {
      "chartOfAccounts.list": () => ACCOUNTS,
    });
    expect(screen.getByRole("button", { name: "Remove line 1" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Add Line" }));
    expect(screen.getByRole("textbox", { name: "Line 3 debit" })).toBeTruthy();
    type("Line 3 debit", "5");
    fireEvent.click(screen.getByRole("button", { name: "Remove line 3" }));
    expect(screen.queryByRole("textbox", { name: "Line 3 debit" })).toBeNull();
    expect(totals().getByText("Balanced")).toBeTruthy();
  });

  it("edits a draft with its lines filled in, and replaces it", async () => {
    const update = vi.fn(() => draftDetail);
    renderAs("accountant", <VoucherFormDialog opened voucher={draftDetail} onClose={() => {}} />, {
      "chartOfAccounts.list": () => ACCOUNTS,
      "parties.list": () => PARTIES,
      "vouchers.update": update,
    });
    expect(screen.getByRole("dialog", { name: "Edit Voucher" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Line 1 debit" })).toHaveProperty("value", "1000.50");
    expect(screen.getByRole("textbox", { name: "Line 1 credit" })).toHaveProperty("value", "");
    expect(screen.getByRole("textbox", { name: "Line 1 description" })).toHaveProperty("value", "Petty cash");
    expect(totals().getByText("Balanced")).toBeTruthy();
    // The party is found by typing part of its name.
    await screen.findByPlaceholderText("Search customers and suppliers");
    fireEvent.change(screen.getByRole("combobox", { name: "Party" }), { target: { value: "sharma" } });
    await choose("Party", "Sharma Traders · SUP-1 (Supplier)");
    fireEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({ id: "v1", voucherDate: "2026-11-20", partyId: "p-sharma" }),
      ),
    );
  });
});
