import { describe, expect, it } from "vitest";
import { accountInput, accountMatches, accountTree, updateAccountInput } from "./chart-of-accounts.schema";
import {
  openingBalanceOf,
  openingBalanceSide,
  partyInput,
  signedOpeningBalance,
  updatePartyInput,
} from "./parties.schema";
import { GSTIN_CHECK_MESSAGE, PAN_GSTIN_MISMATCH } from "./tax-config.schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("account input", () => {
  it("takes the spec's fields with their defaults", () => {
    expect(accountInput.parse({ accountCode: " 1150 ", accountName: " Petty Cash " })).toEqual({
      accountCode: "1150",
      accountName: "Petty Cash",
      accountType: "Assets",
      description: null,
      isActive: true,
      isGroup: false,
      parentAccountId: null,
    });
    expect(
      accountInput.parse({ accountCode: "a", accountName: "b", parentAccountId: "" }).parentAccountId,
    ).toBe(null);
  });

  it("names what is wrong with the spec's messages", () => {
    expect(messages(accountInput.safeParse({ accountCode: "", accountName: " " }))).toEqual([
      "Account code is required",
      "Account name is required",
    ]);
    expect(messages(accountInput.safeParse({}))).toEqual([
      "Account code is required",
      "Account name is required",
    ]);
    expect(messages(accountInput.safeParse({ accountCode: "1 1", accountName: "x" }))[0]).toMatch(
      /^Account code may hold only/,
    );
    expect(
      messages(accountInput.safeParse({ accountCode: "1", accountName: "x", accountType: "Income" })),
    ).toEqual([
      "Account type must be one of Assets, Liabilities, Equity, Revenue, Expenses, Cost of Goods Sold",
    ]);
    expect(messages(accountInput.safeParse({ accountCode: "1".repeat(21), accountName: "x" }))).toEqual([
      "Account code is at most 20 characters",
    ]);
    expect(
      messages(
        updateAccountInput.safeParse({ id: "a1", accountCode: "1", accountName: "x", parentAccountId: "a1" }),
      ),
    ).toEqual(["An account cannot be its own parent"]);
  });

  it("orders accounts as a tree and searches name or code case-insensitively", () => {
    const accounts = [
      { id: "c", parentAccountId: "a", accountCode: "1110", accountName: "Bank" },
      { id: "a", parentAccountId: null, accountCode: "1000", accountName: "Assets" },
      { id: "b", parentAccountId: "a", accountCode: "1100", accountName: "Cash" },
      { id: "d", parentAccountId: "b", accountCode: "1101", accountName: "Petty Cash" },
      { id: "e", parentAccountId: "gone", accountCode: "0900", accountName: "Orphan" },
    ];
    expect(accountTree(accounts).map((a) => a.id)).toEqual(["e", "a", "b", "d", "c"]);
    expect(accounts.filter((a) => accountMatches(a, "CASH")).map((a) => a.id)).toEqual(["b", "d"]);
    expect(accounts.filter((a) => accountMatches(a, "111")).map((a) => a.id)).toEqual(["c"]);
  });
});

describe("party input", () => {
  const gstin = "27AAPFU0939F1ZV";

  it("takes a GSTIN's PAN and state when they are left out, and defaults the balance side by type", () => {
    const party = partyInput.parse({
      partyCode: "C001",
      partyName: "Acme Travels",
      gstNumber: gstin.toLowerCase(),
    });
    expect(party).toMatchObject({
      partyType: "customer",
      gstNumber: gstin,
      panNumber: "AAPFU0939F",
      state: "Maharashtra",
      openingBalance: "0.00",
      openingBalanceSide: null,
      creditLimit: null,
      paymentTerms: 0,
      isActive: true,
    });
    const supplier = partyInput.parse({
      partyCode: "S1",
      partyName: "Dairy",
      partyType: "supplier",
      openingBalance: "1500.5",
      creditLimit: 20000,
      paymentTerms: "30",
      state: "tamil nadu",
      pincode: "600001",
      phone: "+91 98765 43210",
    });
    expect(supplier).toMatchObject({
      openingBalance: "1500.50",
      openingBalanceSide: null,
      creditLimit: "20000.00",
      paymentTerms: 30,
      state: "Tamil Nadu",
      pincode: "600001",
    });
    expect(openingBalanceSide("supplier", null)).toBe("credit");
    expect(openingBalanceSide("both", null)).toBe("debit");
    expect(openingBalanceSide("supplier", "debit")).toBe("debit");
    const changes = updatePartyInput.parse({ id: "p1", partyCode: "S1", partyName: "Dairy" });
    expect([changes.id, changes.partyType, changes.isActive]).toEqual(["p1", undefined, undefined]);
  });

  it("verifies the GSTIN's check character and that PAN and state agree with it", () => {
    const base = { partyCode: "C1", partyName: "X" };
    expect(messages(partyInput.safeParse({ ...base, gstNumber: "27AAPFU0939F1ZW" }))).toEqual([
      GSTIN_CHECK_MESSAGE,
    ]);
    expect(messages(partyInput.safeParse({ ...base, gstNumber: gstin, panNumber: "AAPFU0939G" }))).toEqual([
      PAN_GSTIN_MISMATCH,
    ]);
    expect(messages(partyInput.safeParse({ ...base, gstNumber: gstin, state: "Karnataka" }))).toEqual([
      "State must match the GSTIN's state code (Maharashtra)",
    ]);
    expect(messages(partyInput.safeParse({ ...base, panNumber: "AAPF0939F" }))[0]).toMatch(/^PAN must be 10/);
  });

  it("names every other problem", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ partyCode: "" }, "Party code is required"],
      [{ partyName: " " }, "Party name is required"],
      [{ partyType: "vendor" }, "Party type must be one of customer, supplier, both"],
      [{ pincode: "012345" }, "Pincode must be 6 digits, not starting with 0"],
      [{ state: "Atlantis" }, "State must be one of India's states and union territories"],
      [{ phone: "12" }, "Valid phone number is required"],
      [{ email: "x@" }, "Valid email is required"],
      [{ creditLimit: "-1" }, "Credit limit cannot be negative"],
      [
        { openingBalance: "1.234" },
        "Opening balance must be a number of at least 0 with at most two decimals",
      ],
      [{ openingBalance: "10000000000000" }, "Opening balance must be at most ₹99,99,99,99,99,999.99"],
      [{ paymentTerms: 366 }, "Payment terms must be a whole number of days from 0 to 365"],
      [{ paymentTerms: "1.5" }, "Payment terms must be a whole number of days from 0 to 365"],
      [{ openingBalanceSide: "left" }, "Opening balance side must be debit or credit"],
    ];
    for (const [fields, message] of cases) {
      expect(messages(partyInput.safeParse({ partyCode: "C1", partyName: "X", ...fields })), message).toEqual(
        [message],
      );
    }
  });

  it("stores an opening balance signed: debit positive, credit negative", () => {
    expect(signedOpeningBalance("100.50", "credit")).toBe("-100.50");
    expect(signedOpeningBalance("100.50", "debit")).toBe("100.50");
    expect(openingBalanceOf("-100.50")).toEqual({ amount: "100.50", side: "credit" });
    expect(openingBalanceOf("0.00")).toEqual({ amount: "0.00", side: "debit" });
  });
});
