import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  addDays,
  type CreditNoteView,
  financialYear,
  type Gstr1Json,
  type InvoiceSummary,
  type InvoiceView,
  type NextInvoiceNumber,
} from "@atithi/domain";
import fc from "fast-check";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { api, t, today, useFreshApp } from "../../../testing/app-fixture";
import { raceOfIssues, raceOfReceipts } from "../../../testing/invoice-races";
import { onPostgres, postgresOnly } from "../../../testing/races";

useFreshApp();

const URL = "/api/erp/invoices";
const HOTEL_GSTIN = "27AAPFU0939F1ZV";
const KARNATAKA_GSTIN = "29AABCR1718E1ZL";

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();

async function party(fields: Record<string, unknown>): Promise<string> {
  const res = await api("POST", "/api/erp/parties", {
    partyCode: `P${unique()}`,
    partyName: `Party ${unique()}`,
    partyType: "customer",
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function item(fields: Record<string, unknown>): Promise<string> {
  const res = await api("POST", "/api/erp/items", {
    itemCode: `I${unique()}`,
    itemName: `Item ${unique()}`,
    taxRate: 18,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

let localCustomer: string;
let karnatakaCustomer: string;
let supplier: string;
let soap: string;
let room: string;

beforeEach(async () => {
  const res = await api("PUT", "/api/settings/tax", {
    gstNumber: HOTEL_GSTIN,
    businessName: "Hotel Sagar",
    businessAddress: "12 MG Road, Pune 411001",
    panNumber: HOTEL_GSTIN.slice(2, 12),
    enableGst: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  localCustomer = await party({ partyName: "Pune Traders", state: "Maharashtra", address: "5 FC Road" });
  karnatakaCustomer = await party({ partyName: "Bengaluru Events", gstNumber: KARNATAKA_GSTIN });
  supplier = await party({ partyName: "Soap Supplier", partyType: "supplier", gstNumber: KARNATAKA_GSTIN });
  soap = await item({ itemType: "goods", hsnCode: "3401", unit: "PCS", sellingPrice: "20" });
  room = await item({ itemType: "service", hsnCode: "996311", unit: "UNT", taxRate: 5 });
});

const body = (fields: {
  /** A number typed (brought over from another system); a sale left without one is numbered at issue. */
  number?: string | null;
  partyId?: string;
  lines?: Record<string, unknown>[];
  invoiceType?: "sales" | "purchase";
  dueDate?: string | null;
  invoiceDate?: string;
}) => ({
  invoice: {
    invoiceNumber: fields.number ?? null,
    partyId: fields.partyId ?? localCustomer,
    invoiceDate: fields.invoiceDate ?? "2026-11-20",
    dueDate: fields.dueDate === undefined ? "2026-12-20" : fields.dueDate,
    subtotal: "1",
    taxAmount: "1",
    totalAmount: "1",
    status: "paid",
    terms: null,
    notes: null,
    invoiceType: fields.invoiceType ?? "sales",
  },
  lineItems: fields.lines ?? [
    { itemId: soap, description: "Soap", quantity: "3", unitPrice: "33.3333", taxRate: 18, lineTotal: "5" },
  ],
});

async function create(fields: Parameters<typeof body>[0] = {}): Promise<InvoiceView> {
  const res = await api("POST", URL, body(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function issue(id: string): Promise<InvoiceView> {
  const res = await api("POST", `${URL}/${id}/issue`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const pay = (id: string, amount: string, paymentDate = "2026-11-21") =>
  api("POST", `${URL}/${id}/payments`, { amount, paymentMethod: "upi", paymentDate });

async function voucherLines(sourceType: string, sourceId: string) {
  const { rows } = await sql<{ role: string | null; code: string; debit: string; credit: string }>`
    SELECT a.system_role AS role, a.account_code AS code, l.debit_amount::text AS debit, l.credit_amount::text AS credit
    FROM vouchers v JOIN general_ledger l ON l.voucher_id = v.id JOIN chart_of_accounts a ON a.id = l.account_id
    WHERE v.source_type = ${sourceType} AND v.source_id = ${sourceId} ORDER BY l.line_no`.execute(
    t.database.db,
  );
  return rows;
}

async function trialBalanceDifference(): Promise<string> {
  const { rows } = await sql<{ diff: string }>`
    SELECT (coalesce(sum(debit_amount), 0) - coalesce(sum(credit_amount), 0))::text AS diff FROM general_ledger`.execute(
    t.database.db,
  );
  return rows[0]?.diff ?? "0";
}

describe("sales invoices", () => {
  it("recomputes every amount (the client's totals ignored) and splits intra-state tax into CGST and SGST", async () => {
    const invoice = await create({
      lines: [
        { itemId: soap, quantity: "3", unitPrice: "33.3333", taxRate: 18, lineTotal: "999" },
        { itemId: soap, description: "Gift soap", quantity: "1.5", unitPrice: "10", taxRate: 5 },
      ],
    });
    expect(invoice).toMatchObject({
      status: "draft",
      placeOfSupply: "27",
      subtotal: "115.00",
      cgstAmount: "9.37",
      sgstAmount: "9.38",
      igstAmount: "0.00",
      taxAmount: "18.75",
      totalAmount: "133.75",
      balanceAmount: "133.75",
    });
    expect(invoice.lineItems[0]).toMatchObject({
      taxable: "100.00",
      cgst: "9.00",
      sgst: "9.00",
      igst: "0.00",
      total: "118.00",
      hsnCode: "3401",
      unit: "PCS",
      quantity: "3.000",
      unitPrice: "33.3333",
    });
    expect(invoice.lineItems[1]).toMatchObject({
      description: "Gift soap",
      taxable: "15.00",
      cgst: "0.37",
      sgst: "0.38",
    });
  });

  it("charges IGST to another state's customer, but accommodation always in the hotel's state", async () => {
    const goods = await create({
      partyId: karnatakaCustomer,
      lines: [{ itemId: soap, quantity: "10", unitPrice: "20", taxRate: 18 }],
    });
    expect(goods.placeOfSupply).toBe("29");
    expect(goods.lineItems[0]).toMatchObject({ supplyType: "inter", igst: "36.00", cgst: "0.00" });
    const stay = await create({
      partyId: karnatakaCustomer,
      lines: [{ itemId: room, quantity: "2", unitPrice: "3000", taxRate: 5 }],
    });
    expect(stay.placeOfSupply).toBe("27");
    expect(stay.lineItems[0]).toMatchObject({
      supplyType: "intra",
      cgst: "150.00",
      sgst: "150.00",
      igst: "0.00",
    });
    expect(stay).toMatchObject({ igstAmount: "0.00", cgstAmount: "150.00", totalAmount: "6300.00" });
  });

  it("refuses a room and goods for another state on one invoice (one place of supply each)", async () => {
    const mixed = await api(
      "POST",
      URL,
      body({
        partyId: karnatakaCustomer,
        lines: [
          { itemId: soap, quantity: "10", unitPrice: "20", taxRate: 18 },
          { itemId: room, quantity: "2", unitPrice: "3000", taxRate: 5 },
        ],
      }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe("Accommodation and goods for another state go on separate invoices");
  });

  it("previews the series' next number, and 409 when its financial year's series is full", async () => {
    const date = "2026-06-15";
    await issue((await create({ invoiceDate: date, dueDate: null })).id);
    const next = await api("GET", `${URL}/next-number?date=${date}`);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toEqual({
      invoiceNumber: "IN/2026-27/0002",
      financialYear: "2026-27",
      manualNumbersBefore: date,
    });
    // Another year's series starts at 1.
    expect((await api("GET", `${URL}/next-number?date=2026-03-31`)).json()).toMatchObject({
      invoiceNumber: "IN/2025-26/0001",
      financialYear: "2025-26",
    });
    await sql`UPDATE invoices SET serial = 99999, invoice_number = 'IN/2026-27/99999'`.execute(t.database.db);
    const full = await api("GET", `${URL}/next-number?date=${date}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      "The series IN/2026-27/ is full for the financial year 2026-27; type the invoice number",
    );
    const refused = await api("POST", `${URL}/${(await create({ invoiceDate: date })).id}/issue`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The series of 2026-27 is full: no serial is left in it");
  });

  it("numbers a sale at issue from its year's series: a draft has none, deleting one or a failed issue leaves no gap", async () => {
    const first = await create();
    const deleted = await create();
    const misc = await item({ itemType: "service", itemName: "Misc service" });
    const unfit = await create({ lines: [{ itemId: misc, quantity: "1", unitPrice: "10", taxRate: 18 }] });
    const third = await create();
    const lastYear = await create({ invoiceDate: "2026-03-31", dueDate: null });
    expect([first, deleted, unfit, third].map((d) => d.invoiceNumber)).toEqual([null, null, null, null]);
    const listed = (await api("GET", `${URL}?status=draft`)).json() as InvoiceSummary[];
    expect(listed.map((i) => i.invoiceNumber)).toEqual([null, null, null, null, null]);

    expect((await issue(first.id)).invoiceNumber).toBe("IN/2026-27/0001");
    expect((await api("DELETE", `${URL}/${deleted.id}`)).statusCode).toBe(200);
    // Refused after it was numbered (no HSN on the line): the whole issue is undone, its number too.
    expect((await api("POST", `${URL}/${unfit.id}/issue`)).statusCode).toBe(400);
    expect((await api("GET", `${URL}/${unfit.id}`)).json().invoiceNumber).toBeNull();
    const issued = await issue(third.id);
    expect(issued.invoiceNumber).toBe("IN/2026-27/0002");
    expect(await voucherLines("sales_invoice", third.id)).toHaveLength(4);
    expect((await issue(lastYear.id)).invoiceNumber).toBe("IN/2025-26/0001");
    // The printed copy and its posting carry the number.
    const { rows } = await sql<{ reference: string }>`
      SELECT reference FROM vouchers WHERE source_id = ${third.id}`.execute(t.database.db);
    expect(rows).toEqual([{ reference: "IN/2026-27/0002" }]);
  });

  it("takes a typed number only on an invoice dated before the series began, unique in its year (409)", async () => {
    // Before the series is used, invoices of the past are brought over with their numbers.
    const before = (await api("GET", `${URL}/next-number?date=2026-06-01`)).json() as NextInvoiceNumber;
    expect(before.manualNumbersBefore).toBe(today());
    const typed = await issue((await create({ number: "OLD/117", invoiceDate: "2026-06-01" })).id);
    expect(typed.invoiceNumber).toBe("OLD/117");
    const typedDraft = await create({ number: "OLD/119", invoiceDate: "2026-06-12" });
    // The series begins after the last typed number's date.
    const early = await api("POST", `${URL}/${(await create({ invoiceDate: "2026-06-01" })).id}/issue`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "Invoices up to 01/06/2026 carry numbers from another system: date this one after, or type its number",
    );
    expect((await issue((await create({ invoiceDate: "2026-06-10" })).id)).invoiceNumber).toBe(
      "IN/2026-27/0001",
    );

    // From the series' first use on, a number is no longer typed: 400 on the draft, 409 at its issue.
    const after = (await api("GET", `${URL}/next-number?date=2026-06-10`)).json() as NextInvoiceNumber;
    expect(after.manualNumbersBefore).toBe("2026-06-10");
    const late = await api("POST", URL, body({ number: "OLD/120", invoiceDate: "2026-06-10" }));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      "A number is typed only on an invoice dated before 10/06/2026, brought over from another system; leave it empty: the number is assigned at issue",
    );
    const stale = await api("POST", `${URL}/${typedDraft.id}/issue`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("dated before 10/06/2026");
    // Left empty, the draft takes the series' next number.
    const cleared = await api(
      "PUT",
      `${URL}/${typedDraft.id}`,
      body({ number: null, invoiceDate: "2026-06-12" }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await issue(typedDraft.id)).invoiceNumber).toBe("IN/2026-27/0002");

    expect((await api("POST", URL, body({ number: "OLD/118", invoiceDate: "2026-06-09" }))).statusCode).toBe(
      201,
    );
    const again = await api("POST", URL, body({ number: "old/117", invoiceDate: "2026-05-09" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An invoice with this number already exists in its financial year");
  });

  it("keeps a day that holds typed numbers open to more of them until the series begins, the next day", async () => {
    // Brought over before this rule, an invoice of today carries its old system's number.
    const old = await issue(
      (await create({ number: "HTL/77", invoiceDate: addDays(today(), -1), dueDate: null })).id,
    );
    await t.database.db
      .updateTable("invoices")
      .set({ invoiceDate: today() })
      .where("id", "=", old.id)
      .execute();
    const next = (await api("GET", `${URL}/next-number`)).json() as NextInvoiceNumber;
    expect(next.manualNumbersBefore).toBe(addDays(today(), 1));
    // Today's other invoices take their typed numbers too; the series waits for tomorrow.
    expect(
      (await issue((await create({ number: "HTL/78", invoiceDate: today(), dueDate: null })).id))
        .invoiceNumber,
    ).toBe("HTL/78");
  });

  it.skipIf(!onPostgres)(
    `gives invoices issued in parallel consecutive numbers, none twice (${postgresOnly})`,
    async () => {
      const { codes, numbers } = await raceOfIssues({ partyId: localCustomer, itemId: soap });
      expect(codes).toEqual(Array(12).fill(200));
      expect([...numbers].sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `IN/2026-27/${String(i + 1).padStart(4, "0")}`),
      );
    },
  );

  it("refuses a typed number in the server's series (SI/, GI/, CR/, DR/, PB/, IN/): 400", async () => {
    for (const prefix of ["SI/", "GI/", "CR/", "dr/", "PB/", "IN/"]) {
      const res = await api("POST", URL, body({ number: `${prefix}2026-27/0001` }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(`Invoice number cannot start with ${prefix.toUpperCase()}`);
    }
    expect((await api("POST", URL, body({ number: "SIX-1" }))).statusCode).toBe(201);
  });

  it("issues a sales invoice only with an HSN or SAC code on every line (400 naming the line)", async () => {
    const misc = await item({ itemType: "service", itemName: "Misc service" });
    const draft = await create({
      lines: [
        { itemId: soap, quantity: "1", unitPrice: "10", taxRate: 18 },
        { itemId: misc, quantity: "1", unitPrice: "10", taxRate: 18 },
      ],
    });
    const res = await api("POST", `${URL}/${draft.id}/issue`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Line 2: an HSN or SAC code is required to issue a tax invoice");
  });

  it("makes and issues sales invoices only with GST turned on, not only a GSTIN (409)", async () => {
    const draft = await create();
    const off = await api("PUT", "/api/settings/tax", {
      gstNumber: HOTEL_GSTIN,
      businessName: "Hotel Sagar",
      businessAddress: "12 MG Road, Pune 411001",
      panNumber: HOTEL_GSTIN.slice(2, 12),
      enableGst: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const made = await api("POST", URL, body({}));
    expect(made.statusCode).toBe(409);
    expect(made.json().message).toBe("Turn on GST under Settings → Tax before making invoices");
    const issued = await api("POST", `${URL}/${draft.id}/issue`);
    expect(issued.statusCode).toBe(409);
    expect(issued.json().message).toBe("Turn on GST under Settings → Tax before making invoices");
  });

  it("follows Rule 46: over 16 characters or other characters is 400, a number used is 409", async () => {
    const long = await api("POST", URL, body({ number: "INV-1732345678901" }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("at most 16 characters");
    const bad = await api("POST", URL, body({ number: "INV#12" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("letters, digits");
    const number = `D-${unique()}`.slice(0, 16);
    await create({ number });
    const again = await api("POST", URL, body({ number }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An invoice with this number already exists in its financial year");
  });

  it("edits and deletes drafts; an issued invoice is neither edited nor deleted (409)", async () => {
    const draft = await create();
    const put = await api(
      "PUT",
      `${URL}/${draft.id}`,
      body({
        number: draft.invoiceNumber,
        lines: [{ itemId: soap, quantity: 2, unitPrice: 50, taxRate: 18 }],
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().totalAmount).toBe("118.00");
    expect((await api("DELETE", `${URL}/${draft.id}`)).statusCode).toBe(200);
    expect((await api("GET", `${URL}/${draft.id}`)).statusCode).toBe(404);

    const sent = await issue((await create()).id);
    expect(sent.status).toBe("sent");
    expect((await api("PUT", `${URL}/${sent.id}`, body({}))).statusCode).toBe(409);
    expect((await api("DELETE", `${URL}/${sent.id}`)).statusCode).toBe(409);
    expect((await api("POST", `${URL}/${sent.id}/issue`)).statusCode).toBe(409);
  });

  it("posts a balanced voucher on issue: receivable against the item's revenue account and output GST", async () => {
    const invoice = await issue(
      (
        await create({
          partyId: localCustomer,
          lines: [
            { itemId: soap, quantity: "10", unitPrice: "20", taxRate: 18 },
            { itemId: room, quantity: "1", unitPrice: "1000", taxRate: 5 },
          ],
        })
      ).id,
    );
    expect(invoice.voucherNumber).toMatch(/\/2026-27\//);
    const lines = await voucherLines("sales_invoice", invoice.id);
    expect(lines).toEqual([
      { role: "receivables", code: expect.any(String), debit: "1286.00", credit: "0.00" },
      { role: "other_revenue", code: expect.any(String), debit: "0.00", credit: "1200.00" },
      { role: "cgst_output", code: expect.any(String), debit: "0.00", credit: "43.00" },
      { role: "sgst_output", code: expect.any(String), debit: "0.00", credit: "43.00" },
    ]);
  });

  it("takes receipts up to the balance, posts each, and is paid when covered", async () => {
    const invoice = await issue((await create()).id);
    expect((await pay(invoice.id, "200")).statusCode).toBe(409);
    const part = await pay(invoice.id, "100");
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ status: "sent", paidAmount: "100.00", balanceAmount: "18.00" });
    const rest = await pay(invoice.id, "18");
    expect(rest.json()).toMatchObject({ status: "paid", balanceAmount: "0.00" });
    expect((await pay(invoice.id, "1")).statusCode).toBe(409);
    const paymentId = rest.json().payments[1].id;
    expect(await voucherLines("invoice_payment", paymentId)).toEqual([
      { role: "upi_clearing", code: expect.any(String), debit: "18.00", credit: "0.00" },
      { role: "receivables", code: expect.any(String), debit: "0.00", credit: "18.00" },
    ]);
    expect((await pay((await create()).id, "1")).statusCode).toBe(409);
  });

  it.skipIf(!onPostgres)(`never overpays with parallel receipts (${postgresOnly})`, async () => {
    const { codes, after } = await raceOfReceipts({ partyId: localCustomer, itemId: soap });
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(8);
    expect(after).toMatchObject({ paidAmount: "1000.00", balanceAmount: "180.00", status: "sent" });
    expect(after.payments).toHaveLength(2);
  });

  it("credits part of an invoice, then all that is left, with its own series and Rule 53 fields", async () => {
    const invoice = await issue(
      (
        await create({
          lines: [
            { itemId: soap, quantity: "4", unitPrice: "25", taxRate: 18 },
            { itemId: room, quantity: "1", unitPrice: "1000", taxRate: 5 },
          ],
        })
      ).id,
    );
    const [soapLine, roomLine] = invoice.lineItems;
    const partial = await api("POST", `${URL}/${invoice.id}/credit-notes`, {
      reason: "One soap returned",
      lineItems: [{ invoiceLineId: soapLine?.id, quantity: "1" }],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    const note = partial.json() as CreditNoteView;
    expect(note).toMatchObject({
      noteType: "credit",
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: "2026-11-20",
      subtotal: "25.00",
      totalAmount: "29.50",
      reason: "One soap returned",
    });
    expect(note.noteNumber).toMatch(/^CR\/\d{4}-\d{2}\/\d{4}$/);
    expect((await api("GET", `/api/erp/credit-notes/${note.id}`)).json()).toMatchObject({ id: note.id });
    const tooMuch = await api("POST", `${URL}/${invoice.id}/credit-notes`, {
      reason: "Again",
      lineItems: [{ invoiceLineId: soapLine?.id, quantity: "4" }],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^Line 1 \(/);
    const roomTooMuch = await api("POST", `${URL}/${invoice.id}/credit-notes`, {
      reason: "Again",
      lineItems: [{ invoiceLineId: roomLine?.id, quantity: "2" }],
    });
    expect(roomTooMuch.statusCode).toBe(409);
    expect(roomTooMuch.json().message).toMatch(/^Line 2 \(/);
    expect(await voucherLines("credit_note", note.id)).toEqual([
      { role: "receivables", code: expect.any(String), debit: "0.00", credit: "29.50" },
      { role: "other_revenue", code: expect.any(String), debit: "25.00", credit: "0.00" },
      { role: "cgst_output", code: expect.any(String), debit: "2.25", credit: "0.00" },
      { role: "sgst_output", code: expect.any(String), debit: "2.25", credit: "0.00" },
    ]);
    const rest = await api("POST", `${URL}/${invoice.id}/credit-notes`, {
      reason: "Event called off",
      lineItems: [{ invoiceLineId: soapLine?.id }, { invoiceLineId: roomLine?.id }],
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const after = (await api("GET", `${URL}/${invoice.id}`)).json() as InvoiceView;
    expect(after).toMatchObject({
      status: "cancelled",
      balanceAmount: "0.00",
      creditedAmount: after.totalAmount,
    });
    expect(after.creditNotes).toHaveLength(2);
  });

  it("reverses on a credit note the account the invoice posted to, even after the item's account changed", async () => {
    const code = `I${unique()}`;
    const towel = await item({ itemCode: code, itemName: "Towel", itemType: "goods", hsnCode: "6302" });
    const invoice = await issue(
      (await create({ lines: [{ itemId: towel, quantity: "1", unitPrice: "100", taxRate: 18 }] })).id,
    );
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM chart_of_accounts WHERE system_role = 'room_revenue'`.execute(t.database.db);
    const moved = await api("PUT", `/api/erp/items/${towel}`, {
      itemCode: code,
      itemName: "Towel",
      revenueAccountId: rows[0]?.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const note = (await api("POST", `${URL}/${invoice.id}/cancel`)).json().creditNote as CreditNoteView;
    expect(await voucherLines("credit_note", note.id)).toEqual([
      { role: "receivables", code: expect.any(String), debit: "0.00", credit: "118.00" },
      { role: "other_revenue", code: expect.any(String), debit: "100.00", credit: "0.00" },
      { role: "cgst_output", code: expect.any(String), debit: "9.00", credit: "0.00" },
      { role: "sgst_output", code: expect.any(String), debit: "9.00", credit: "0.00" },
    ]);
  });

  it("cancels a draft simply and an issued invoice by a full credit note", async () => {
    const draft = await create();
    const cancelled = await api("POST", `${URL}/${draft.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    expect(cancelled.json()).toMatchObject({ invoice: { status: "cancelled" }, creditNote: null });
    expect((await api("POST", `${URL}/${draft.id}/cancel`)).statusCode).toBe(409);

    const sent = await issue((await create()).id);
    const res = await api("POST", `${URL}/${sent.id}/cancel`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      invoice: { status: "cancelled", balanceAmount: "0.00" },
      creditNote: { totalAmount: "118.00", reason: "Invoice cancelled" },
    });
    expect((await pay(sent.id, "1")).statusCode).toBe(409);
  });

  it("credits a paid invoice (money owed back: a negative balance) and cancels a part-paid one in full", async () => {
    const paid = await issue((await create()).id);
    expect((await pay(paid.id, "118")).statusCode).toBe(201);
    const line = paid.lineItems[0];
    const credit = await api("POST", `${URL}/${paid.id}/credit-notes`, {
      reason: "Damaged soap",
      lineItems: [{ invoiceLineId: line?.id, quantity: "1" }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({ totalAmount: "39.33" });
    const afterCredit = (await api("GET", `${URL}/${paid.id}`)).json() as InvoiceView;
    expect(afterCredit).toMatchObject({ status: "paid", creditedAmount: "39.33", balanceAmount: "-39.33" });
    expect((await pay(paid.id, "1")).statusCode).toBe(409);

    const partPaid = await issue((await create()).id);
    expect((await pay(partPaid.id, "50")).statusCode).toBe(201);
    const cancel = await api("POST", `${URL}/${partPaid.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(201);
    expect(cancel.json()).toMatchObject({
      invoice: {
        status: "cancelled",
        paidAmount: "50.00",
        creditedAmount: "118.00",
        balanceAmount: "-50.00",
      },
      creditNote: { totalAmount: "118.00" },
    });
    expect(
      (
        await api("POST", `${URL}/${partPaid.id}/credit-notes`, {
          reason: "More",
          lineItems: [{ invoiceLineId: partPaid.lineItems[0]?.id }],
        })
      ).statusCode,
    ).toBe(409);
  });

  it("lists with derived overdue, a status filter and a search over number or party name", async () => {
    const late = await issue((await create({ dueDate: "2026-11-20" })).id);
    const list = async (query: string) =>
      ((await api("GET", `${URL}?${query}`)).json() as InvoiceSummary[]).map((i) => i.id);
    const overdue = today() > "2026-11-20";
    expect(await list("status=overdue")).toContain(overdue ? late.id : undefined);
    expect(await list("search=pune%20trad")).toContain(late.id);
    expect(await list(`search=${encodeURIComponent(String(late.invoiceNumber).toLowerCase())}`)).toEqual([
      late.id,
    ]);
    expect(await list("status=draft")).not.toContain(late.id);
    const row = ((await api("GET", URL)).json() as InvoiceSummary[]).find((i) => i.id === late.id);
    expect(row).toMatchObject({ partyName: "Pune Traders", totalAmount: "118.00" });
  });

  it("finds an overdue invoice behind 500 newer sent ones (the filter is applied before the limit)", async () => {
    const late = await issue((await create({ invoiceDate: "2026-10-01", dueDate: "2026-10-02" })).id);
    await sql`
      INSERT INTO invoices (invoice_number, invoice_type, invoice_date, due_date, party_id, subtotal,
        tax_amount, total_amount, balance_amount, status, issued_at, recipient_name)
      SELECT 'B-' || g, 'sales', DATE '2026-11-21', DATE '2099-12-31', ${localCustomer}, 100, 0, 100, 100,
        'sent', now(), 'Pune Traders'
      FROM generate_series(1, 500) AS g`.execute(t.database.db);
    const overdue = (await api("GET", `${URL}?status=overdue`)).json() as InvoiceSummary[];
    expect(overdue.map((i) => i.id)).toContain(late.id);
    expect(overdue.every((i) => i.status === "overdue")).toBe(true);
  });

  it("prints the tax invoice and the credit note with the Rule 46 and Rule 53 fields", async () => {
    const invoice = await issue(
      (
        await create({
          partyId: karnatakaCustomer,
          lines: [{ itemId: soap, quantity: "10", unitPrice: "20", taxRate: 18 }],
        })
      ).id,
    );
    const pdf = await api("GET", `${URL}/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const note = (await api("POST", `${URL}/${invoice.id}/cancel`)).json().creditNote as CreditNoteView;
    const notePdf = await api("GET", `/api/erp/credit-notes/${note.id}/pdf`);
    expect(notePdf.statusCode).toBe(200);
    if (existsSync("/usr/bin/pdftotext")) {
      const read = (payload: Buffer) => {
        const file = join(mkdtempSync(join(tmpdir(), "atithi-gst-invoice-")), "doc.pdf");
        writeFileSync(file, payload);
        return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"]).toString();
      };
      const text = read(pdf.rawPayload);
      for (const field of [
        "Tax Invoice",
        invoice.invoiceNumber,
        "20/11/2026",
        "Hotel Sagar",
        HOTEL_GSTIN,
        "Bengaluru Events",
        KARNATAKA_GSTIN,
        "29 Karnataka",
        "3401",
        "10 PCS",
        "18%",
        "36.00",
        "₹236.00",
        "Rupees Two Hundred Thirty-Six Only",
        "Authorised Signatory",
      ]) {
        expect(text).toContain(field);
      }
      const noteText = read(notePdf.rawPayload);
      for (const field of [
        "Credit Note",
        note.noteNumber,
        invoice.invoiceNumber,
        "Invoice cancelled",
        "₹236.00",
      ]) {
        expect(noteText).toContain(field);
      }
    }
  });
});

describe("GSTR-1", () => {
  it("keeps the recipient and the seller as issued: later edits change neither the PDF nor the return", async () => {
    const code = `P${unique()}`;
    const buyer = await party({
      partyCode: code,
      partyName: "Old Name Traders",
      gstNumber: KARNATAKA_GSTIN,
      address: "1 Old Road",
    });
    const invoice = await issue(
      (
        await create({
          partyId: buyer,
          invoiceDate: today(),
          dueDate: null,
          lines: [{ itemId: soap, quantity: "1", unitPrice: "100", taxRate: 18 }],
        })
      ).id,
    );
    const edit = await api("PUT", `/api/erp/parties/${buyer}`, {
      partyCode: code,
      partyName: "New Name Traders",
      partyType: "customer",
      gstNumber: null,
      address: "9 New Road",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const settings = await api("PUT", "/api/settings/tax", {
      gstNumber: HOTEL_GSTIN,
      businessName: "Hotel Renamed",
      businessAddress: "1 Other Street, Pune",
      panNumber: HOTEL_GSTIN.slice(2, 12),
      enableGst: true,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const gstr1 = (await api("GET", `/api/erp/reports/gstr1?period=${today().slice(0, 7)}`)).json() as {
      b2b?: { ctin: string; inv: { inum: string }[] }[];
    };
    const row = gstr1.b2b?.find((b) => b.inv.some((i) => i.inum === invoice.invoiceNumber));
    expect(row?.ctin).toBe(KARNATAKA_GSTIN);
    if (existsSync("/usr/bin/pdftotext")) {
      const pdf = await api("GET", `${URL}/${invoice.id}/pdf`);
      const file = join(mkdtempSync(join(tmpdir(), "atithi-gst-invoice-")), "doc.pdf");
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"]).toString();
      for (const kept of ["Old Name Traders", "1 Old Road", KARNATAKA_GSTIN, "Hotel Sagar", "12 MG Road"]) {
        expect(text).toContain(kept);
      }
      for (const later of ["New Name Traders", "9 New Road", "Hotel Renamed"]) {
        expect(text).not.toContain(later);
      }
    }
  });

  it("reports an issued sale to a registered buyer in b2b and its credit note in cdnr", async () => {
    const invoice = await issue(
      (
        await create({
          partyId: karnatakaCustomer,
          invoiceDate: today(),
          dueDate: null,
          lines: [{ itemId: soap, quantity: "10", unitPrice: "20", taxRate: 18 }],
        })
      ).id,
    );
    const note = (await api("POST", `${URL}/${invoice.id}/cancel`)).json().creditNote as CreditNoteView;
    const res = await api("GET", `/api/erp/reports/gstr1?period=${today().slice(0, 7)}`);
    expect(res.statusCode, res.body).toBe(200);
    const gstr1 = res.json() as {
      b2b?: {
        ctin: string;
        inv: { inum: string; pos: string; val: number; itms: { itm_det: unknown }[] }[];
      }[];
      cdnr?: { ctin: string; nt: { nt_num: string; val: number }[] }[];
    };
    const buyer = gstr1.b2b?.find((b) => b.ctin === KARNATAKA_GSTIN);
    expect(buyer?.inv.find((i) => i.inum === invoice.invoiceNumber)).toMatchObject({
      pos: "29",
      val: 236,
      itms: [{ itm_det: { rt: 18, txval: 200, iamt: 36, camt: 0, samt: 0, csamt: 0 } }],
    });
    const notes = gstr1.cdnr?.find((b) => b.ctin === KARNATAKA_GSTIN)?.nt ?? [];
    expect(notes.find((n) => n.nt_num === note.noteNumber)).toMatchObject({ val: 236 });
  });
  it("counts in GSTR-1's doc_issue the month's invoices issued and those cancelled, with no gap for a deleted draft", async () => {
    const draft = () => create({ invoiceDate: today(), dueDate: null });
    const first = await issue((await draft()).id);
    await api("DELETE", `${URL}/${(await draft()).id}`);
    const second = await issue((await draft()).id);
    const third = await issue((await draft()).id);
    await draft();
    expect((await api("POST", `${URL}/${second.id}/cancel`)).statusCode).toBe(201);
    const year = financialYear(today());
    expect([first, second, third].map((i) => i.invoiceNumber)).toEqual(
      [1, 2, 3].map((n) => `IN/${year}/000${n}`),
    );
    const res = await api("GET", `/api/erp/reports/gstr1?period=${today().slice(0, 7)}`);
    expect(res.statusCode, res.body).toBe(200);
    const docs = (res.json() as Gstr1Json).doc_issue?.doc_det ?? [];
    // Three issued, the second cancelled since by its credit note (itself the one credit note).
    expect(docs.find((d) => d.doc_num === 1)?.docs).toEqual([
      { num: 1, from: `IN/${year}/0001`, to: `IN/${year}/0003`, totnum: 3, cancel: 1, net_issue: 2 },
    ]);
    expect(docs.find((d) => d.doc_num === 5)?.docs).toEqual([
      { num: 1, from: `CR/${year}/0001`, to: `CR/${year}/0001`, totnum: 1, cancel: 0, net_issue: 1 },
    ]);
  });
});

describe("supplier bills", () => {
  it("post expense or inventory and input GST against the payable; the supplier's number is unique per supplier", async () => {
    const number = "KA/INV/2026/000123";
    const bill = await create({
      invoiceType: "purchase",
      partyId: supplier,
      number,
      lines: [{ itemId: soap, quantity: "100", unitPrice: "12.5", taxRate: 18 }],
    });
    expect(bill).toMatchObject({ invoiceType: "purchase", igstAmount: "225.00", totalAmount: "1475.00" });
    const twice = await api("POST", URL, body({ invoiceType: "purchase", partyId: supplier, number }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This supplier's bill with this number is already recorded");
    const otherSupplier = await party({ partyName: "Other", partyType: "supplier" });
    await create({ invoiceType: "purchase", partyId: otherSupplier, number });
    expect(
      (await api("POST", URL, body({ invoiceType: "purchase", partyId: localCustomer }))).statusCode,
    ).toBe(400);

    await issue(bill.id);
    expect(await voucherLines("purchase_bill", bill.id)).toEqual([
      { role: "payables", code: expect.any(String), debit: "0.00", credit: "1475.00" },
      { role: "inventory", code: expect.any(String), debit: "1250.00", credit: "0.00" },
      { role: "igst_input", code: expect.any(String), debit: "225.00", credit: "0.00" },
    ]);
    const paid = await pay(bill.id, "1475");
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().status).toBe("paid");
    expect(await voucherLines("invoice_payment", paid.json().payments[0].id)).toEqual([
      { role: "payables", code: expect.any(String), debit: "1475.00", credit: "0.00" },
      { role: "bank", code: expect.any(String), debit: "0.00", credit: "1475.00" },
    ]);

    // A bill given back is a debit note of its own series, reversing the input tax.
    const returned = await issue(
      (
        await create({
          invoiceType: "purchase",
          partyId: supplier,
          number: "KA/INV/2026/000124",
          lines: [{ itemId: soap, quantity: "10", unitPrice: "10", taxRate: 18 }],
        })
      ).id,
    );
    const cancelled = await api("POST", `${URL}/${returned.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    const note = cancelled.json().creditNote as CreditNoteView;
    expect(note).toMatchObject({ noteType: "debit", totalAmount: "118.00" });
    expect(note.noteNumber).toMatch(/^DR\/\d{4}-\d{2}\/\d{4}$/);
    expect(await voucherLines("credit_note", note.id)).toEqual([
      { role: "payables", code: expect.any(String), debit: "118.00", credit: "0.00" },
      { role: "inventory", code: expect.any(String), debit: "0.00", credit: "100.00" },
      { role: "igst_input", code: expect.any(String), debit: "0.00", credit: "18.00" },
    ]);
  });
});

describe("the books stay balanced", () => {
  it("issuing, paying and crediting random invoices keeps the trial balance at zero and each balance = total − receipts − credits", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 99999 })), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2 }),
        async (lines, interState, payPercent, creditWhat) => {
          const invoice = await issue(
            (
              await create({
                partyId: interState ? karnatakaCustomer : localCustomer,
                lines: lines.map(([q, p]) => ({
                  itemId: soap,
                  quantity: q / 1000,
                  unitPrice: p / 100,
                  taxRate: 18,
                })),
              })
            ).id,
          );
          const total = Math.round(Number(invoice.totalAmount) * 100);
          const payment = Math.floor((total * payPercent) / 100);
          if (payment > 0) expect((await pay(invoice.id, (payment / 100).toFixed(2))).statusCode).toBe(201);
          const paise = (s: string) => Math.round(Number(s) * 100);
          if (creditWhat > 0) {
            const line = invoice.lineItems[0];
            const credit = await api("POST", `${URL}/${invoice.id}/credit-notes`, {
              reason: "Adjustment",
              lineItems: [
                creditWhat === 1 ? { invoiceLineId: line?.id, amount: "0.01" } : { invoiceLineId: line?.id },
              ],
            });
            // A line worth ₹0 has nothing to credit (409); any other line is credited, paid or not.
            expect(credit.statusCode, credit.body).toBe(paise(line?.taxable ?? "0") > 0 ? 201 : 409);
          }
          const after = (await api("GET", `${URL}/${invoice.id}`)).json() as InvoiceView;
          const sum = (values: string[]) => values.reduce((a, v) => a + paise(v), 0);
          expect(paise(after.paidAmount)).toBe(sum(after.payments.map((p) => p.amount)));
          expect(paise(after.creditedAmount)).toBe(sum(after.creditNotes.map((n) => n.totalAmount)));
          const sources = [
            after.id,
            ...after.payments.map((p) => p.id),
            ...after.creditNotes.map((n) => n.id),
          ];
          const { rows } = await sql<{ receivable: string }>`
            SELECT coalesce(sum(l.debit_amount - l.credit_amount), 0)::text AS receivable
            FROM general_ledger l JOIN vouchers v ON v.id = l.voucher_id
              JOIN chart_of_accounts a ON a.id = l.account_id
            WHERE a.system_role = 'receivables' AND l.party_id = ${after.partyId}
              AND v.source_id IN (${sql.join(sources)})`.execute(t.database.db);
          expect(paise(rows[0]?.receivable ?? "0")).toBe(paise(after.balanceAmount));
          expect(paise(after.balanceAmount)).toBe(
            paise(after.totalAmount) - paise(after.paidAmount) - paise(after.creditedAmount),
          );
          // After payment a credit leaves money owed back, never more than was received.
          expect(paise(after.balanceAmount)).toBeGreaterThanOrEqual(-paise(after.paidAmount));
          expect(await trialBalanceDifference()).toMatch(/^0(\.0+)?$/);
        },
      ),
      { numRuns: 12 },
    );
  });
});
