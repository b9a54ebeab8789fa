import { describe, expect, it } from "vitest";
import { computeLines, invoicePostingLines, settlementLines, supplyKindOfItem } from "./invoice-documents";
import { voucherTotals } from "./ledger";

describe("supplyKindOfItem", () => {
  it("keeps the room and the hotel's own services at the hotel, and sends goods and other services to the recipient", () => {
    expect(supplyKindOfItem({ itemType: "service", hsnCode: "996311" })).toBe("accommodation");
    expect(supplyKindOfItem({ itemType: "service", hsnCode: "996331" })).toBe("service_at_hotel");
    expect(supplyKindOfItem({ itemType: "service", hsnCode: "999712" })).toBe("service_at_hotel");
    expect(supplyKindOfItem({ itemType: "service", hsnCode: "998599" })).toBe("service");
    expect(supplyKindOfItem({ itemType: "goods", hsnCode: "3401" })).toBe("goods");
  });
});

describe("computeLines", () => {
  it("splits each line by its own supply type and sums the lines", () => {
    const { lines, totals } = computeLines([
      { quantity: 2000, unitPrice: 1_000_000, taxRate: 5, supplyType: "intra" as const },
      { quantity: 1000, unitPrice: 1_000_000, taxRate: 18, supplyType: "inter" as const },
    ]);
    expect(lines.map((l) => [l.cgst, l.sgst, l.igst])).toEqual([
      [500, 500, 0],
      [0, 0, 1800],
    ]);
    expect(totals).toMatchObject({
      subtotal: 30000,
      cgst: 500,
      sgst: 500,
      igst: 1800,
      tax: 2800,
      total: 32800,
    });
  });
});

describe("invoicePostingLines", () => {
  const lines = [
    { accountId: "rooms", taxable: 10000, cgst: 250, sgst: 250, igst: 0 },
    { accountId: "goods", taxable: 5000, cgst: 0, sgst: 0, igst: 900 },
    { accountId: "rooms", taxable: 1000, cgst: 25, sgst: 25, igst: 0 },
  ];

  it("debits the receivable and credits revenue by account and output tax by kind, balanced", () => {
    const posting = invoicePostingLines({ invoiceType: "sales", note: false, lines }) ?? [];
    expect(posting).toEqual([
      { account: { role: "receivables" }, debit: 17450, credit: 0 },
      { account: { accountId: "rooms" }, debit: 0, credit: 11000 },
      { account: { accountId: "goods" }, debit: 0, credit: 5000 },
      { account: { role: "cgst_output" }, debit: 0, credit: 275 },
      { account: { role: "sgst_output" }, debit: 0, credit: 275 },
      { account: { role: "igst_output" }, debit: 0, credit: 900 },
    ]);
    const totals = voucherTotals(posting);
    expect(totals.debit).toBe(totals.credit);
  });

  it("turns a credit note round, and posts a bill to expense and input tax against the payable", () => {
    const note = invoicePostingLines({ invoiceType: "sales", note: true, lines }) ?? [];
    expect(note[0]).toEqual({ account: { role: "receivables" }, debit: 0, credit: 17450 });
    const bill = invoicePostingLines({ invoiceType: "purchase", note: false, lines }) ?? [];
    expect(bill[0]).toEqual({ account: { role: "payables" }, debit: 0, credit: 17450 });
    expect(bill.slice(3).map((l) => l.account)).toEqual([
      { role: "cgst_input" },
      { role: "sgst_input" },
      { role: "igst_input" },
    ]);
    const debitNote = invoicePostingLines({ invoiceType: "purchase", note: true, lines }) ?? [];
    expect(debitNote[0]).toEqual({ account: { role: "payables" }, debit: 17450, credit: 0 });
  });

  it("posts nothing for a document of ₹0", () => {
    expect(
      invoicePostingLines({
        invoiceType: "sales",
        note: false,
        lines: [{ accountId: "a", taxable: 0, cgst: 0, sgst: 0, igst: 0 }],
      }),
    ).toBeNull();
  });
});

describe("settlementLines", () => {
  it("receives into the method's account against the receivable, and pays a supplier from cash or bank", () => {
    expect(settlementLines({ invoiceType: "sales", method: "card", amount: 500 })).toEqual([
      { account: { role: "card_clearing" }, debit: 500, credit: 0 },
      { account: { role: "receivables" }, debit: 0, credit: 500 },
    ]);
    expect(settlementLines({ invoiceType: "purchase", method: "cash", amount: 500 })).toEqual([
      { account: { role: "payables" }, debit: 500, credit: 0 },
      { account: { role: "cash" }, debit: 0, credit: 500 },
    ]);
  });
});
