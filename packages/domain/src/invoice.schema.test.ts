import { describe, expect, it } from "vitest";
import {
  creditNoteInput,
  INVOICE_MESSAGES,
  invoiceInput,
  invoiceListInput,
  invoiceNumberError,
  invoiceReceiptInput,
  receiptInput,
  updateInvoiceInput,
} from "./invoice.schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

/** What the spec's client sends: totals and status as text, each line with its lineTotal. */
const sent = {
  invoice: {
    invoiceNumber: "INV/2026-27/0001",
    partyId: "party-1",
    invoiceDate: "2026-07-05",
    dueDate: "",
    subtotal: "999.00",
    taxAmount: "1.00",
    totalAmount: "1000.00",
    status: "draft",
    terms: "",
    notes: "Thank you",
  },
  lineItems: [
    {
      itemId: "item-1",
      description: "Towel",
      quantity: 2,
      unitPrice: "450.5",
      taxRate: "18.00",
      lineTotal: "901",
    },
    {
      itemId: "item-2",
      description: "",
      quantity: "0.250",
      unitPrice: 0,
      taxRate: 5,
      unit: "kgs",
      hsnCode: "1006",
    },
  ],
};

describe("invoice input", () => {
  it("reads the spec's client exactly, drops its figures and keeps quantities and prices exact", () => {
    expect(invoiceInput.parse(sent)).toEqual({
      invoice: {
        invoiceNumber: "INV/2026-27/0001",
        partyId: "party-1",
        invoiceDate: "2026-07-05",
        dueDate: null,
        terms: null,
        notes: "Thank you",
        invoiceType: "sales",
        placeOfSupply: null,
      },
      lineItems: [
        {
          itemId: "item-1",
          description: "Towel",
          quantity: 2000,
          unitPrice: 4_505_000,
          taxRate: 18,
          hsnCode: null,
          unit: null,
        },
        {
          itemId: "item-2",
          description: null,
          quantity: 250,
          unitPrice: 0,
          taxRate: 5,
          hsnCode: "1006",
          unit: "KGS",
        },
      ],
    });
  });

  it("answers the spec's messages", () => {
    // A sale's number is assigned at issue: none is asked for.
    expect(messages(invoiceInput.safeParse({ invoice: {}, lineItems: [] }))).toEqual([
      "Party is required",
      "Invoice date is required",
      "At least one line item is required",
    ]);
    expect(messages(invoiceInput.safeParse({ invoice: sent.invoice }))).toEqual([
      "At least one line item is required",
    ]);
    expect(messages(invoiceInput.safeParse({ ...sent, lineItems: [{}] }))).toEqual([
      "Item is required",
      "Quantity is required",
      "Unit price is required",
      "Tax rate must be one of 0, 5, 18, 40 percent",
    ]);
    expect(
      messages(
        invoiceInput.safeParse({
          ...sent,
          lineItems: [{ itemId: " ", quantity: "", unitPrice: null, taxRate: 18 }],
        }),
      ),
    ).toEqual(["Item is required", "Quantity is required", "Unit price is required"]);
    expect(messages(invoiceInput.safeParse({}))).toEqual([
      INVOICE_MESSAGES.invoice,
      "At least one line item is required",
    ]);
  });

  it("keeps quantities to 3 decimals, prices to 4 and rates to the current slabs, never rounding", () => {
    const line = (fields: object) =>
      messages(invoiceInput.safeParse({ ...sent, lineItems: [{ ...sent.lineItems[0], ...fields }] }));
    for (const quantity of [0, "0", "1.0005", "1e3", "abc", 1_000_001, true]) {
      expect(line({ quantity })).toEqual([INVOICE_MESSAGES.quantity]);
    }
    for (const quantity of [-1, "-1.0005"])
      expect(line({ quantity })).toEqual(["Quantity must be greater than zero"]);
    expect(line({ quantity: "1000000" })).toEqual([]);
    for (const unitPrice of ["1.00001", "10000000000.0001", "x"]) {
      expect(line({ unitPrice })).toEqual([INVOICE_MESSAGES.unitPrice]);
    }
    expect(line({ unitPrice: -0.01 })).toEqual(["Unit price cannot be negative"]);
    for (const taxRate of [12, "28", 18.5, null, "eighteen"]) {
      expect(line({ taxRate })).toEqual(["Tax rate must be one of 0, 5, 18, 40 percent"]);
    }
    expect(line({ hsnCode: "99631" })).toEqual([INVOICE_MESSAGES.hsn]);
    expect(line({ hsnCode: "996311" })).toEqual([]);
    expect(line({ unit: "DAY" })).toEqual([
      "Unit must be one of the GST units of quantity (UQC), such as NOS",
    ]);
    expect(line({ description: "x".repeat(501) })).toEqual(["Description is at most 500 characters"]);
  });

  it("bounds the lines and the total", () => {
    const many = Array.from({ length: 201 }, () => sent.lineItems[0]);
    expect(messages(invoiceInput.safeParse({ ...sent, lineItems: many }))).toEqual([
      "An invoice has at most 200 line items",
    ]);
    const dear = { ...sent.lineItems[0], quantity: 1_000_000, unitPrice: "10000000000" };
    expect(messages(invoiceInput.safeParse({ ...sent, lineItems: [dear] }))).toEqual([
      "Invoice total must be at most ₹10,00,00,00,000.00",
    ]);
  });

  it("holds a sale's number to CGST Rule 46: 16 characters of letters, digits, '-' and '/'", () => {
    const numbered = (invoiceNumber: string, invoiceType?: string) =>
      messages(invoiceInput.safeParse({ ...sent, invoice: { ...sent.invoice, invoiceNumber, invoiceType } }));
    expect(numbered("INV-1784620800000")).toEqual(["Invoice number must be at most 16 characters"]);
    expect(numbered("INV 1")).toEqual(["Invoice number may contain only letters, digits, '-' and '/'"]);
    expect(numbered("INV_1")).toEqual(["Invoice number may contain only letters, digits, '-' and '/'"]);
    expect(numbered("/INV1")).toEqual(["Invoice number must start with a letter or digit"]);
    expect(numbered("  OLD/2026-27/9999  ")).toEqual([]);
    expect(numbered("SI/2026-27/9999")).toEqual([
      "Invoice number cannot start with SI/: that series is kept for stay invoices",
    ]);
    // The series' own numbers are the server's to assign.
    expect(numbered("in/2026-27/0007")).toEqual([
      "Invoice number cannot start with IN/: that series is kept for numbers assigned at issue",
    ]);
    // Blank on a sale: assigned at issue; on a supplier's bill: the supplier's number is required.
    expect(numbered("   ")).toEqual([]);
    expect(
      invoiceInput.parse({ ...sent, invoice: { ...sent.invoice, invoiceNumber: " " } }).invoice,
    ).toMatchObject({ invoiceNumber: null });
    expect(numbered("   ", "purchase")).toEqual(["Invoice number is required"]);
    // A supplier's bill keeps the supplier's number, whatever its form, within 50 characters.
    expect(numbered("Bill no. 17/A (Pune branch)", "purchase")).toEqual([]);
    expect(numbered("x".repeat(51), "purchase")).toEqual(["Invoice number is at most 50 characters"]);
    expect(numbered("INV1", "refund")).toEqual(["Invoice type must be sales or purchase"]);
    expect(invoiceNumberError("A".repeat(16))).toBeNull();
  });

  it("takes a due date on or after the invoice date and a place of supply as a state", () => {
    const header = (fields: object) =>
      invoiceInput.safeParse({ ...sent, invoice: { ...sent.invoice, ...fields } });
    expect(messages(header({ dueDate: "2026-07-04" }))).toEqual([
      "Due date cannot be before the invoice date",
    ]);
    expect(header({ dueDate: "2026-07-05" }).data?.invoice.dueDate).toBe("2026-07-05");
    expect(messages(header({ invoiceDate: "2026-02-30" }))).toEqual([
      "Invoice date must be a valid date (yyyy-MM-dd)",
    ]);
    expect(messages(header({ invoiceDate: "2101-01-01" }))).toEqual([
      "Invoice date must be between 01/01/1900 and 31/12/2100",
    ]);
    expect(header({ placeOfSupply: "29" }).data?.invoice.placeOfSupply).toBe("29");
    expect(header({ placeOfSupply: "Karnataka" }).data?.invoice.placeOfSupply).toBe("29");
    expect(messages(header({ placeOfSupply: "99" }))).toEqual([INVOICE_MESSAGES.placeOfSupply]);
    expect(messages(header({ notes: "x".repeat(2001) }))).toEqual(["Notes is at most 2000 characters"]);
  });

  it("replaces a draft by id", () => {
    expect(updateInvoiceInput.parse({ ...sent, id: "inv-1" }).id).toBe("inv-1");
    expect(messages(updateInvoiceInput.safeParse(sent))).toEqual(["Invoice is required"]);
  });

  it("lists by status, `all` being none", () => {
    expect(invoiceListInput.parse(undefined)).toEqual({ status: "all", invoiceType: "sales", page: 1 });
    expect(invoiceListInput.parse({ status: "overdue", search: " INV " })).toMatchObject({
      status: "overdue",
      search: "INV",
    });
    expect(invoiceListInput.safeParse({ status: "late" }).success).toBe(false);
  });
});

describe("credit note input", () => {
  it("needs a reason and lines, each a quantity, an amount, or neither (all that is left)", () => {
    expect(
      creditNoteInput.parse({
        reason: " Damaged towels ",
        lineItems: [
          { invoiceLineId: "l1", quantity: "1.5" },
          { invoiceLineId: "l2", amount: "100.25" },
          { invoiceLineId: "l3" },
        ],
      }),
    ).toEqual({
      reason: "Damaged towels",
      lineItems: [
        { invoiceLineId: "l1", quantity: 1500, amount: null },
        { invoiceLineId: "l2", quantity: null, amount: 10_025 },
        { invoiceLineId: "l3", quantity: null, amount: null },
      ],
    });
    expect(messages(creditNoteInput.safeParse({ reason: "", lineItems: [] }))).toEqual([
      "Reason is required",
      "At least one line item is required",
    ]);
    expect(
      messages(
        creditNoteInput.safeParse({
          reason: "x",
          lineItems: [{ invoiceLineId: "l1", quantity: 1, amount: 1 }],
        }),
      ),
    ).toEqual(["Give a quantity or an amount to credit, not both"]);
    expect(
      messages(
        creditNoteInput.safeParse({
          reason: "x",
          lineItems: [{ invoiceLineId: "l1" }, { invoiceLineId: "l1" }],
        }),
      ),
    ).toEqual(["Each invoice line may appear only once in a credit note"]);
    expect(
      messages(
        creditNoteInput.safeParse({ reason: "x", lineItems: [{ invoiceLineId: "l1", amount: "0.001" }] }),
      ),
    ).toEqual([INVOICE_MESSAGES.amount]);
    expect(
      messages(creditNoteInput.safeParse({ reason: "x".repeat(501), lineItems: [{ invoiceLineId: "l" }] })),
    ).toEqual(["Reason is at most 500 characters"]);
  });
});

describe("receipt input", () => {
  it("takes an amount in paise, a payment method and a date", () => {
    expect(receiptInput.parse({ amount: "1500.5", paymentMethod: "upi", paymentDate: "2026-07-10" })).toEqual(
      {
        amount: 150_050,
        paymentMethod: "upi",
        paymentDate: "2026-07-10",
      },
    );
    expect(messages(receiptInput.safeParse({}))).toEqual([
      "Amount is required",
      "Payment method must be one of cash, card, upi, bank_transfer",
      "Payment date is required",
    ]);
    const receiptMessages = (amount: unknown) =>
      messages(receiptInput.safeParse({ amount, paymentMethod: "cash", paymentDate: "2026-07-10" }));
    for (const amount of [0, "1.005", "10000000000.01"]) {
      expect(receiptMessages(amount)).toEqual([INVOICE_MESSAGES.amount]);
    }
    for (const amount of ["-5", "-5.005"])
      expect(receiptMessages(amount)).toEqual(["Amount must be greater than zero"]);
    expect(
      invoiceReceiptInput.parse({ id: "inv-1", amount: 1, paymentMethod: "cash", paymentDate: "2026-07-10" })
        .id,
    ).toBe("inv-1");
  });
});

describe("reservedSeriesError", () => {
  it("refuses the server's other series, any case", async () => {
    const { reservedSeriesError } = await import("./invoice.schema");
    expect(reservedSeriesError("cr/2026-27/0001")).toBe(
      "Invoice number cannot start with CR/: that series is kept for credit notes",
    );
    expect(reservedSeriesError("INV/2026-27/0001")).toBeNull();
    expect(reservedSeriesError("SIX-1")).toBeNull();
  });
});
