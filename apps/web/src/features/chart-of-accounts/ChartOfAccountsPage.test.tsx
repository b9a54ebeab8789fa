import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";
import type { Account } from "./account-display";

const FIRST_RENDER = { timeout: 5000 };

function account(over: Partial<Account> & Pick<Account, "id" | "accountCode" | "accountName">): Account {
  return {
    accountType: "Assets",
    description: null,
    isActive: true,
    parentAccountId: null,
    level: 1,
    isGroup: false,
    systemRole: null,
    hasPostings: false,
    expenseCategories: [],
    ...over,
  };
}

const CHART: Account[] = [
  account({ id: "a", accountCode: "1000", accountName: "Assets", isGroup: true }),
  account({
    id: "cash",
    accountCode: "1100",
    accountName: "Cash in Hand",
    parentAccountId: "a",
    level: 2,
    systemRole: "cash",
    hasPostings: true,
  }),
  account({
    id: "petty",
    accountCode: "1150",
    accountName: "Petty Cash",
    parentAccountId: "a",
    level: 2,
    description: "Float at the desk",
  }),
  account({
    id: "old",
    accountCode: "1190",
    accountName: "Old Safe",
    parentAccountId: "a",
    level: 2,
    isActive: false,
  }),
  account({ id: "r", accountCode: "4000", accountName: "Revenue", accountType: "Revenue", isGroup: true }),
  account({
    id: "room",
    accountCode: "4100",
    accountName: "Room Revenue",
    accountType: "Revenue",
    parentAccountId: "r",
    level: 2,
  }),
];

function open(role = "admin", procedures: Record<string, (input: unknown) => unknown> = {}) {
  return renderApp("/erp/chart-of-accounts", {
    "auth.me": () => testUser(role),
    "chartOfAccounts.list": () => CHART,
    ...procedures,
  });
}

const section = (name: string) => screen.getByRole("region", { name });

describe("Chart of Accounts page", () => {
  it("shows the subtitle, the count and the accounts grouped by type, as a tree with badges", async () => {
    open();
    const assets = await screen.findByRole("region", { name: "Assets" }, FIRST_RENDER);
    expect(screen.getByText("Manage the accounts your books post to, grouped by type")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("6 accounts");
    expect(within(assets).getByLabelText("4 accounts").textContent).toBe("4");
    expect(within(section("Revenue")).getByLabelText("2 accounts")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Liabilities" })).toBeNull();

    const rows = within(assets).getAllByRole("listitem");
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual([
      "1000 Assets",
      "1100 Cash in Hand",
      "1150 Petty Cash",
      "1190 Old Safe",
    ]);
    const petty = within(assets).getByRole("listitem", { name: "1150 Petty Cash" });
    expect(within(petty).getByText("Float at the desk")).toBeTruthy();
    expect(within(petty).getByText("Active")).toBeTruthy();
    expect(
      within(within(assets).getByRole("listitem", { name: "1190 Old Safe" })).getByText("Inactive"),
    ).toBeTruthy();
    // The system account can be edited but neither deactivated nor deleted; the unused one can go.
    expect(screen.getByRole("button", { name: "Edit 1100 Cash in Hand" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Deactivate 1100 Cash in Hand" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete 1100 Cash in Hand" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete 1000 Assets" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete 1150 Petty Cash" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Activate 1190 Old Safe" })).toBeTruthy();
    // A heading with active accounts under it stays active.
    expect(screen.queryByRole("button", { name: "Deactivate 1000 Assets" })).toBeNull();
  });

  it("searches name or code case-insensitively, filters by type, and says when nothing matches", async () => {
    open();
    const search = await screen.findByPlaceholderText("Search accounts...", {}, FIRST_RENDER);
    fireEvent.change(search, { target: { value: "CASH" } });
    expect(screen.getByRole("status").textContent).toBe("2 accounts");
    expect(screen.getByRole("listitem", { name: "1150 Petty Cash" })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "4100 Room Revenue" })).toBeNull();
    fireEvent.change(search, { target: { value: "41" } });
    expect(screen.getByRole("status").textContent).toBe("1 account");
    expect(screen.getByRole("listitem", { name: "4100 Room Revenue" })).toBeTruthy();

    fireEvent.change(search, { target: { value: "" } });
    fireEvent.click(screen.getByRole("combobox", { name: "Account type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Revenue", hidden: true }));
    expect(screen.getByRole("status").textContent).toBe("2 accounts");
    expect(screen.queryByRole("region", { name: "Assets" })).toBeNull();

    fireEvent.change(search, { target: { value: "zzz" } });
    expect(screen.getByText("No accounts found")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create First Account" }));
    expect(await screen.findByRole("dialog", { name: "Create New Account" })).toBeTruthy();
  });

  it("shows a loading skeleton while the chart loads", async () => {
    renderApp("/erp/chart-of-accounts", { "auth.me": () => testUser("admin") });
    expect(await screen.findByText("Loading accounts", {}, FIRST_RENDER)).toBeTruthy();
  });

  it("creates an account: the spec's messages first, then the toast", async () => {
    const create = vi.fn((input: unknown) => ({ ...CHART[2], ...(input as object), id: "new" }));
    open("admin", { "chartOfAccounts.create": create });
    fireEvent.click(await screen.findByRole("button", { name: "Add Account" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Create New Account" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }));
    expect(await within(dialog).findByText("Account code is required")).toBeTruthy();
    expect(within(dialog).getByText("Account name is required")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Account Code/), { target: { value: "1160" } });
    fireEvent.change(within(dialog).getByLabelText(/Account Name/), {
      target: { value: "Foreign Currency" },
    });
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Parent Account/ }));
    fireEvent.click(await screen.findByRole("option", { name: "1000 Assets", hidden: true }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        accountCode: "1160",
        accountName: "Foreign Currency",
        accountType: "Assets",
        description: null,
        isActive: true,
        isGroup: false,
        parentAccountId: "a",
      }),
    );
    expect(await screen.findByText("Account created successfully")).toBeTruthy();
    expect(screen.getByText("Success")).toBeTruthy();
  });

  it("shows the server's reason in an Error toast", async () => {
    open("admin", {
      "chartOfAccounts.create": () => {
        throw apiError("CONFLICT", "An account with this code already exists");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Account" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Create New Account" });
    fireEvent.change(within(dialog).getByLabelText(/Account Code/), { target: { value: "1100" } });
    fireEvent.change(within(dialog).getByLabelText(/Account Name/), { target: { value: "Cash" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("An account with this code already exists")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
  });

  it("edits an account, its type fixed once it has postings, and deactivates another", async () => {
    const update = vi.fn((input: unknown) => ({ ...CHART[1], ...(input as object) }));
    open("admin", { "chartOfAccounts.update": update });
    fireEvent.click(await screen.findByRole("button", { name: "Edit 1100 Cash in Hand" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Edit Account" });
    expect(within(dialog).getByText("Fixed: the account has postings")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Account Name/), {
      target: { value: "Cash at Front Desk" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({ id: "cash", accountName: "Cash at Front Desk" }),
      ),
    );
    expect(await screen.findByText("Account updated successfully")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Deactivate 1150 Petty Cash" }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ id: "petty", isActive: false })),
    );
  });

  it("is read-only for a manager", async () => {
    open("manager");
    await screen.findByRole("region", { name: "Assets" }, FIRST_RENDER);
    expect(screen.queryByRole("button", { name: "Add Account" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Deactivate / })).toBeNull();
  });

  it("sends the front desk to the dashboard, asking nothing of the server", async () => {
    const list = vi.fn(() => CHART);
    const { router } = renderApp("/erp/chart-of-accounts", {
      "auth.me": () => testUser("front_desk"),
      "chartOfAccounts.list": list,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(list).not.toHaveBeenCalled();
  });
});
