import type { InvoiceSummary, InvoiceView } from "@atithi/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAs } from "../vouchers/render-as";
import { InvoiceFormDialog } from "./InvoiceFormDialog";
import { InvoicesPage } from "./InvoicesPage";

const sent: InvoiceSummary = {
  id: "i1",
  invoiceType: "sales",
  invoiceNumber: "IN/2026-27/0001",
  partyId: "p1",
  partyName: "Pune Traders",
  invoiceDate: "2026-11-20",
  dueDate: "2026-12-20",
  status: "sent",
  subtotal: "1000.00",
  taxAmount: "180.00",
  totalAmount: "1180.00",
  paidAmount: "0.00",
  creditedAmount: "0.00",
  balanceAmount: "1180.00",
};
const draft: InvoiceSummary = {
  ...sent,
  id: "i2",
  // A sale's draft has no number: the series gives it one at issue.
  invoiceNumber: null,
  partyName: null,
  dueDate: null,
  status: "draft",
  totalAmount: "12345.50",
};

const PARTIES = [{ id: "p1", partyName: "Pune Traders", partyType: "customer" }];
const ITEMS = [
  { id: "soap", itemCode: "SOAP", itemName: "Bath Soap", sellingPrice: "20.00", taxRate: 5 },
  { id: "towel", itemCode: "TWL", itemName: "Towel", sellingPrice: "250.50", taxRate: 18 },
];

const formApi = (extra: Record<string, (input: unknown) => unknown> = {}) => ({
  "parties.list": (input: unknown) => {
    expect(input).toMatchObject({ partyType: "customer" });
    return PARTIES;
  },
  "items.list": () => ITEMS,
  // The series is not used yet: numbers are typed only on invoices dated before today.
  "invoices.nextNumber": () => ({
    invoiceNumber: "IN/2026-27/0001",
    financialYear: "2026-27",
    manualNumbersBefore: "2026-11-22",
  }),
  ...extra,
});

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

async function pick(name: string, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name }));
  // Another line's list may still be in the page, closed: the one just opened is the last.
  const options = await screen.findAllByRole("option", { name: option, hidden: true });
  fireEvent.click(options.at(-1) as HTMLElement);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("Invoices page", () => {
  it("lists invoices with the spec's columns, Unknown Customer, a dash for no due date, ₹ amounts and a count", async () => {
    renderAs("accountant", <InvoicesPage />, { "invoices.list": () => [sent, draft] });
    const table = await screen.findByRole("table", { name: "Invoices" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Invoice #", "Customer", "Date", "Due Date", "Amount", "Status", "Actions"]);
    const first = within(table).getByRole("row", { name: "IN/2026-27/0001" });
    for (const text of ["Pune Traders", "20/11/2026", "20/12/2026", "₹1,180.00", "Sent"]) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    const second = within(table).getByRole("row", { name: "Draft for Unknown Customer of 20/11/2026" });
    for (const text of ["Assigned at issue", "Unknown Customer", "-", "₹12,345.50", "Draft"]) {
      expect(within(second).getByText(text)).toBeTruthy();
    }
    expect(within(first).queryByRole("button", { name: "Edit IN/2026-27/0001" })).toBeNull();
    expect(
      within(second).getByRole("button", { name: "Edit Draft for Unknown Customer of 20/11/2026" }),
    ).toBeTruthy();
    expect(screen.getByText("2 invoices")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Invoice" })).toBeTruthy();
  });

  it("filters by status (All Status … Cancelled) and searches by number or party name", async () => {
    const calls: unknown[] = [];
    renderAs("manager", <InvoicesPage />, {
      "invoices.list": (input) => {
        calls.push(input);
        return [];
      },
    });
    expect(await screen.findByText("No invoices found")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create Invoice" })).toBeNull();
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    const options = (await screen.findAllByRole("option", { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(["All Status", "Draft", "Sent", "Paid", "Overdue", "Cancelled"]);
    fireEvent.click(screen.getByRole("option", { name: "Overdue", hidden: true }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ status: "overdue" }));
    type("Search invoices", "pune");
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: "pune", status: "overdue" }));
  });
});

describe("Create New Invoice", () => {
  it("leaves the number to the issue, fills a line from its item, keeps the totals with two decimals, and sends the spec's body", async () => {
    const create = vi.fn((_input: unknown) => ({ id: "new" }) as Partial<InvoiceView>);
    renderAs(
      "accountant",
      <InvoiceFormDialog opened onClose={() => {}} />,
      formApi({ "invoices.create": create }),
    );
    expect(screen.getByRole("dialog", { name: "Create New Invoice" })).toBeTruthy();
    const number = screen.getByRole("textbox", { name: "Invoice Number" });
    expect(number).toHaveProperty("value", "Assigned at issue");
    expect(number).toHaveProperty("readOnly", true);
    // Dated today, after the series began: no number may be typed.
    await waitFor(() => expect(screen.getByText(/given when the invoice is issued/)).toBeTruthy());
    expect(screen.queryByRole("checkbox", { name: /Numbered by another system/ })).toBeNull();
    // A new line: quantity 1, price 0, tax 18, and no removal while it is the only one.
    expect(screen.getByRole("textbox", { name: "Line 1 quantity" })).toHaveProperty("value", "1");
    expect(screen.getByRole("textbox", { name: "Line 1 unit price" })).toHaveProperty("value", "0");
    expect(screen.getByRole("combobox", { name: "Line 1 tax rate" })).toHaveProperty("value", "18%");
    expect(screen.queryByRole("button", { name: "Remove line 1" })).toBeNull();

    await pick("Party", "Pune Traders");
    await pick("Line 1 item", "TWL · Towel");
    expect(screen.getByRole("textbox", { name: "Line 1 unit price" })).toHaveProperty("value", "250.5");
    expect(screen.getByRole("textbox", { name: "Line 1 description" })).toHaveProperty("value", "Towel");
    type("Line 1 quantity", "2");
    fireEvent.click(screen.getByRole("button", { name: "Add Line" }));
    expect(screen.getByRole("button", { name: "Remove line 1" })).toBeTruthy();
    await pick("Line 2 item", "SOAP · Bath Soap");
    expect(screen.getByRole("combobox", { name: "Line 2 tax rate" })).toHaveProperty("value", "5%");
    const totals = within(screen.getByRole("region", { name: "Totals" }));
    expect(totals.getByText("521.00")).toBeTruthy();
    expect(totals.getByText("91.18")).toBeTruthy();
    expect(totals.getByText("Total: ₹612.18")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Create Invoice" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toEqual({
      invoice: {
        invoiceNumber: null,
        partyId: "p1",
        invoiceDate: "2026-11-22",
        dueDate: null,
        terms: "",
        notes: "",
        placeOfSupply: "",
        invoiceType: "sales",
      },
      // Blank: the server takes each item's HSN/SAC and unit and works out the place of supply.
      lineItems: [
        {
          itemId: "towel",
          description: "Towel",
          quantity: "2",
          unitPrice: "250.5",
          taxRate: "18",
          hsnCode: "",
          unit: "",
        },
        {
          itemId: "soap",
          description: "Bath Soap",
          quantity: "1",
          unitPrice: "20",
          taxRate: "5",
          hsnCode: "",
          unit: "",
        },
      ],
    });
    expect(await screen.findByText("Invoice created successfully")).toBeTruthy();
  });

  it("says what is missing in the spec's words", async () => {
    renderAs("accountant", <InvoiceFormDialog opened onClose={() => {}} />, formApi());
    type("Line 1 quantity", "");
    type("Line 1 unit price", "");
    fireEvent.click(screen.getByRole("button", { name: "Create Invoice" }));
    for (const message of [
      "Party is required",
      "Item is required",
      "Quantity is required",
      "Unit price is required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it("shows the server's refusal in an Error toast", async () => {
    const { apiError } = await import("../../test/fake-api");
    renderAs(
      "accountant",
      <InvoiceFormDialog opened onClose={() => {}} />,
      formApi({
        "invoices.create": () => {
          throw apiError("CONFLICT", "An invoice with this number already exists in its financial year");
        },
      }),
    );
    await pick("Party", "Pune Traders");
    await pick("Line 1 item", "SOAP · Bath Soap");
    fireEvent.click(screen.getByRole("button", { name: "Create Invoice" }));
    expect(
      await screen.findByText("An invoice with this number already exists in its financial year"),
    ).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
  });
});

describe("A number typed from another system", () => {
  // The series began on 10 June 2026.
  const series = vi.fn((input: unknown) => ({
    invoiceNumber: "IN/2026-27/0005",
    financialYear: "2026-27",
    manualNumbersBefore: "2026-06-10",
    input,
  }));
  const setDate = (value: string) => {
    const field = screen.getByLabelText(/Invoice Date/);
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  };
  const offer = () => screen.queryByRole("checkbox", { name: /Numbered by another system/ });

  it("is offered only on an invoice dated before the series began, and then sent", async () => {
    const create = vi.fn((_input: unknown) => ({ id: "new" }) as Partial<InvoiceView>);
    renderAs("accountant", <InvoiceFormDialog opened onClose={() => {}} />, {
      ...formApi({ "invoices.create": create }),
      "invoices.nextNumber": series,
    });
    await waitFor(() => expect(series).toHaveBeenCalledWith(expect.objectContaining({ date: "2026-11-22" })));
    expect(offer()).toBeNull();
    setDate("01/06/2026");
    await waitFor(() => expect(offer()).toBeTruthy());
    expect(
      screen.getByRole("checkbox", {
        name: "Numbered by another system (invoices dated before 10/06/2026)",
      }),
    ).toBeTruthy();
    fireEvent.click(offer() as HTMLElement);
    const number = screen.getByRole("textbox", { name: "Invoice Number" });
    expect(number).toHaveProperty("readOnly", false);
    type("Invoice Number", "OLD/117");
    await pick("Party", "Pune Traders");
    await pick("Line 1 item", "SOAP · Bath Soap");
    fireEvent.click(screen.getByRole("button", { name: "Create Invoice" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      invoice: { invoiceNumber: "OLD/117", invoiceDate: "2026-06-01" },
    });
  });

  it("is neither checked nor sent once the date moves to the series' time", async () => {
    const create = vi.fn((_input: unknown) => ({ id: "new" }) as Partial<InvoiceView>);
    renderAs("accountant", <InvoiceFormDialog opened onClose={() => {}} />, {
      ...formApi({ "invoices.create": create }),
      "invoices.nextNumber": series,
    });
    setDate("01/06/2026");
    await waitFor(() => expect(offer()).toBeTruthy());
    fireEvent.click(offer() as HTMLElement);
    type("Invoice Number", "not a number!");
    setDate("10/06/2026");
    await waitFor(() => expect(offer()).toBeNull());
    expect(screen.getByRole("textbox", { name: "Invoice Number" })).toHaveProperty(
      "value",
      "Assigned at issue",
    );
    await pick("Party", "Pune Traders");
    await pick("Line 1 item", "SOAP · Bath Soap");
    fireEvent.click(screen.getByRole("button", { name: "Create Invoice" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      invoice: { invoiceNumber: null, invoiceDate: "2026-06-10" },
    });
  });
});

describe("Edit Invoice", () => {
  const draftView = {
    ...draft,
    partyName: "Pune Traders",
    storedStatus: "draft",
    placeOfSupply: "29",
    placeOfSupplyName: "Karnataka",
    terms: null,
    notes: null,
    lineItems: [
      {
        id: "l1",
        lineNo: 1,
        itemId: "soap",
        itemName: "Bath Soap",
        description: "Bath Soap, boxed",
        hsnCode: "34011110",
        unit: "BOX",
        quantity: "2.000",
        unitPrice: "20.0000",
        taxRate: 5,
      },
    ],
  } as unknown as InvoiceView;

  it("sends back the HSN/SAC, unit and place of supply set through the API", async () => {
    const update = vi.fn((_input: unknown) => draftView);
    renderAs(
      "accountant",
      <InvoiceFormDialog opened invoice={draftView} onClose={() => {}} />,
      formApi({ "invoices.update": update }),
    );
    expect(await screen.findByRole("dialog", { name: "Edit Invoice" })).toBeTruthy();
    type("Line 1 quantity", "3");
    fireEvent.click(screen.getByRole("button", { name: "Save Invoice" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      id: "i2",
      invoice: { invoiceNumber: null, placeOfSupply: "29" },
      lineItems: [{ itemId: "soap", quantity: "3", hsnCode: "34011110", unit: "BOX" }],
    });
  });

  it("leaves the HSN/SAC and unit to a newly chosen item", async () => {
    const update = vi.fn((_input: unknown) => draftView);
    renderAs(
      "accountant",
      <InvoiceFormDialog opened invoice={draftView} onClose={() => {}} />,
      formApi({ "invoices.update": update }),
    );
    await pick("Line 1 item", "TWL · Towel");
    fireEvent.click(screen.getByRole("button", { name: "Save Invoice" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      lineItems: [{ itemId: "towel", hsnCode: "", unit: "" }],
    });
  });
});
