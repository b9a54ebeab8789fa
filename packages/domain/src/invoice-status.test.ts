import { describe, expect, it } from "vitest";
import {
  creditNoteAmountError,
  INVOICE_STATUS_FILTERS,
  invoiceActionError,
  invoiceBalance,
  invoiceDisplayStatus,
  issuedInvoiceStatus,
  receiptAmountError,
} from "./invoice-status";

describe("invoice status", () => {
  it("offers the spec's filter", () => {
    expect(INVOICE_STATUS_FILTERS.map((f) => f.label)).toEqual([
      "All Status",
      "Draft",
      "Sent",
      "Paid",
      "Overdue",
      "Cancelled",
    ]);
    expect(INVOICE_STATUS_FILTERS.map((f) => f.value)).toEqual([
      "all",
      "draft",
      "sent",
      "paid",
      "overdue",
      "cancelled",
    ]);
  });

  it("follows the money once issued: balance = total − receipts − credits", () => {
    expect(invoiceBalance({ total: 10_000, received: 2_500, credited: 1_000 })).toBe(6_500);
    expect(issuedInvoiceStatus({ total: 10_000, received: 0, credited: 0 })).toBe("sent");
    expect(issuedInvoiceStatus({ total: 10_000, received: 9_000, credited: 1_000 })).toBe("paid");
    expect(issuedInvoiceStatus({ total: 10_000, received: 0, credited: 10_000 })).toBe("cancelled");
    // Paid, then credited in full: cancelled, with money to give back.
    expect(issuedInvoiceStatus({ total: 10_000, received: 10_000, credited: 10_000 })).toBe("cancelled");
    expect(invoiceBalance({ total: 10_000, received: 10_000, credited: 10_000 })).toBe(-10_000);
    // Paid, then credited in part: paid, with the credit owed back.
    expect(issuedInvoiceStatus({ total: 10_000, received: 10_000, credited: 2_000 })).toBe("paid");
    expect(creditNoteAmountError(10_000, { total: 10_000, received: 10_000, credited: 0 })).toBeNull();
    expect(creditNoteAmountError(8_001, { total: 10_000, received: 0, credited: 2_000 })).toBe(
      "A credit note can give back at most ₹80.00, the total less earlier credits",
    );
    // Nothing billed is nothing owed, not a cancellation.
    expect(issuedInvoiceStatus({ total: 0, received: 0, credited: 0 })).toBe("paid");
  });

  it("shows a sent invoice still owing after its due date as overdue", () => {
    const sent = { status: "sent" as const, dueDate: "2026-07-31", balance: 100, today: "2026-08-01" };
    expect(invoiceDisplayStatus(sent)).toBe("overdue");
    expect(invoiceDisplayStatus({ ...sent, today: "2026-07-31" })).toBe("sent");
    expect(invoiceDisplayStatus({ ...sent, balance: 0 })).toBe("sent");
    expect(invoiceDisplayStatus({ ...sent, dueDate: null })).toBe("sent");
    expect(invoiceDisplayStatus({ ...sent, status: "draft" })).toBe("draft");
    expect(invoiceDisplayStatus({ ...sent, status: "paid", balance: 0 })).toBe("paid");
  });

  it("edits, deletes and issues drafts only; takes money and credits on issued invoices", () => {
    expect(invoiceActionError("draft", "edit")).toBeNull();
    expect(invoiceActionError("draft", "delete")).toBeNull();
    expect(invoiceActionError("draft", "issue")).toBeNull();
    expect(invoiceActionError("draft", "receive")).toBe("Issue the invoice before recording a payment");
    expect(invoiceActionError("draft", "credit")).toBe("A draft invoice is edited, not credited");
    for (const status of ["sent", "paid", "cancelled"] as const) {
      expect(invoiceActionError(status, "edit")).toBe(
        "An issued invoice cannot be edited; issue a credit note to correct it",
      );
      expect(invoiceActionError(status, "delete")).toBe(
        "An issued invoice cannot be deleted; issue a credit note to cancel it",
      );
      expect(invoiceActionError(status, "issue")).toBe("The invoice is already issued");
    }
    expect(invoiceActionError("sent", "receive")).toBeNull();
    expect(invoiceActionError("sent", "credit")).toBeNull();
    expect(invoiceActionError("paid", "receive")).toBe("The invoice is already paid");
    expect(invoiceActionError("paid", "credit")).toBeNull();
    expect(invoiceActionError("cancelled", "receive")).toBe("A cancelled invoice takes no payments");
    expect(invoiceActionError("cancelled", "credit")).toBe("The invoice is already fully credited");
  });

  it("takes a receipt of at most the balance, naming it", () => {
    expect(receiptAmountError(1, 123_456_78)).toBeNull();
    expect(receiptAmountError(123_456_78, 123_456_78)).toBeNull();
    expect(receiptAmountError(123_456_79, 123_456_78)).toBe(
      "Amount must be more than ₹0 and at most the balance of ₹1,23,456.78",
    );
    expect(receiptAmountError(0, 500)).toBe("Amount must be more than ₹0 and at most the balance of ₹5.00");
    expect(receiptAmountError(100, 0)).toBe("Nothing is owed on this invoice");
  });
});
