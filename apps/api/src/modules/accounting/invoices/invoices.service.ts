import type { Database } from "@atithi/db";
import {
  type AutoPostingLine,
  amountInWords,
  type CreditedAmounts,
  type CreditNoteInput,
  type CreditNoteView,
  computeCreditNote,
  computeLines,
  creditNoteAmountError,
  DEFAULT_GST_UNIT,
  documentNumber,
  financialYear,
  fromPaise,
  fullCreditRequest,
  GST_STATES,
  type Gstr1Document,
  gstRateOf,
  gstUnitOf,
  INVOICE_SERIES,
  type InvoiceAction,
  type InvoiceInput,
  type InvoiceListInput,
  type InvoiceSummary,
  type InvoiceType,
  type InvoiceView,
  invoiceActionError,
  invoiceDisplayStatus,
  invoicePlaceOfSupply,
  invoicePostingLines,
  issuedInvoiceStatus,
  MAX_DOCUMENT_SEQUENCE,
  manualNumberDateError,
  manualNumbersBefore,
  missingHsnError,
  type NextInvoiceNumber,
  nextDocumentSequence,
  type PaymentMethod,
  parseQuantity,
  placeOfSupply,
  purchasePlaceOfSupply,
  quantityText,
  type ReceiptInput,
  receiptAmountError,
  type StoredInvoiceStatus,
  seriesDateError,
  settlementLines,
  supplyKindOfItem,
  todayIn,
  toPaise,
  type UpdateInvoiceInput,
  unitPriceText,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { nextSequence } from "../../../platform/db/document-sequences";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { taxConfig } from "../../back-office/tax-settings";
import { findItem } from "../items";
import { numberPendingVouchers, numberVoucherNow, postVoucher } from "../ledger";
import { findParty } from "../parties";
import { type InvoiceLineValues, type IssuedParties, invoicesRepository } from "./invoices.repository";

const ENTITY = "invoice";

/** An issued invoice's number: the database keeps one on every issued invoice (invoices_numbered). */
function issuedNumber(number: string | null): string {
  if (number === null) throw new Error("An issued invoice has no number");
  return number;
}

type HeadRow = NonNullable<Awaited<ReturnType<ReturnType<typeof invoicesRepository>["find"]>>>;

/** The hotel's GSTIN: its state decides every split, so no tax invoice is made without it. */
async function hotelGstin(db: Database): Promise<string> {
  const config = await taxConfig(db);
  if (!config.gstNumber) {
    throw conflict("Enter the hotel's GSTIN under Settings → Tax before making invoices");
  }
  return config.gstNumber;
}

/** A sale is a tax invoice: GST must be on, not only a GSTIN entered (409 otherwise). */
async function salesGstin(db: Database): Promise<string> {
  const gstin = await hotelGstin(db);
  const config = await taxConfig(db);
  if (!config.enableGst) {
    throw conflict("Turn on GST under Settings → Tax before making invoices");
  }
  return gstin;
}

const PARTY_SIDE: Record<InvoiceType, { types: string[]; message: string }> = {
  sales: { types: ["customer", "both"], message: "An invoice is made out to a customer" },
  purchase: { types: ["supplier", "both"], message: "A bill is recorded from a supplier" },
};

/** Every line and total computed from the input: items looked up, the place of supply decided per line. */
async function computeInvoiceValues(
  trx: Database,
  input: InvoiceInput["invoice"],
  lineItems: InvoiceInput["lineItems"],
) {
  const gstin = input.invoiceType === "sales" ? await salesGstin(trx) : await hotelGstin(trx);
  const party = await findParty(trx, input.partyId);
  if (!party) throw notFound("Party");
  const side = PARTY_SIDE[input.invoiceType];
  if (!side.types.includes(party.partyType)) throw badRequest(side.message);
  if (!party.isActive) throw badRequest(`Party ${party.partyName} is inactive`);
  const prepared = [];
  for (const [i, line] of lineItems.entries()) {
    const item = await findItem(trx, line.itemId);
    if (!item) throw notFound(`Line ${i + 1}: item`);
    if (!item.isActive) throw badRequest(`Line ${i + 1}: item ${item.itemName} is inactive`);
    const supplyKind = supplyKindOfItem(item);
    const place =
      input.invoiceType === "purchase"
        ? purchasePlaceOfSupply({
            hotelGstin: gstin,
            supplierGstin: party.gstNumber,
            supplierState: party.state,
          })
        : placeOfSupply({
            hotelGstin: gstin,
            recipientGstin: party.gstNumber,
            recipientState: party.state,
            supplyKind,
            override: input.placeOfSupply,
          });
    prepared.push({
      ...line,
      supplyKind,
      place,
      supplyType: place.supplyType,
      description: line.description ?? item.description ?? item.itemName,
      hsnCode: line.hsnCode ?? item.hsnCode,
      unit: line.unit ?? item.unit ?? DEFAULT_GST_UNIT,
    });
  }
  // One place of supply per invoice: a room (the hotel's state) and goods for another state are two invoices.
  const places = invoicePlaceOfSupply(prepared.map((l) => l.place));
  if (!places.ok) throw badRequest(places.error);
  const invoicePlace = places.place;
  let computed: ReturnType<typeof computeLines<(typeof prepared)[number]>>;
  try {
    computed = computeLines(prepared);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message);
    throw error;
  }
  const { totals } = computed;
  const head = {
    invoiceNumber: input.invoiceNumber,
    invoiceType: input.invoiceType,
    invoiceDate: input.invoiceDate,
    dueDate: input.dueDate,
    partyId: input.partyId,
    placeOfSupply: invoicePlace?.placeOfSupply ?? null,
    subtotal: fromPaise(totals.subtotal),
    cgstAmount: fromPaise(totals.cgst),
    sgstAmount: fromPaise(totals.sgst),
    igstAmount: fromPaise(totals.igst),
    taxAmount: fromPaise(totals.tax),
    totalAmount: fromPaise(totals.total),
    terms: input.terms,
    notes: input.notes,
  };
  const lines: InvoiceLineValues[] = computed.lines.map((line, i) => ({
    lineNo: i + 1,
    itemId: line.itemId,
    description: line.description,
    hsnCode: line.hsnCode,
    unit: line.unit,
    quantity: quantityText(line.quantity),
    rate: unitPriceText(line.unitPrice),
    taxRate: line.taxRate,
    supplyType: line.supplyType,
    amount: fromPaise(line.taxable),
    cgstAmount: fromPaise(line.cgst),
    sgstAmount: fromPaise(line.sgst),
    igstAmount: fromPaise(line.igst),
    taxAmount: fromPaise(line.tax),
    totalAmount: fromPaise(line.total),
  }));
  return { head, lines };
}

/** The party's own account (receivable or payable) carries the party, so its ledger shows the document. */
const withParty =
  (partyId: string) =>
  (line: AutoPostingLine): AutoPostingLine & { partyId: string | null } => ({
    ...line,
    partyId: "role" in line.account && PARTY_ROLES.includes(line.account.role) ? partyId : null,
  });
const PARTY_ROLES: readonly string[] = ["receivables", "payables"];

/** Locks the invoice and refuses `action` when its status does not allow it (409). */
async function lockFor(trx: Database, id: string, action: InvoiceAction) {
  const row = await invoicesRepository(trx).lock(id);
  if (!row) throw notFound("Invoice");
  const problem = invoiceActionError(row.status as StoredInvoiceStatus, action);
  if (problem) throw conflict(problem);
  return row;
}

function summary(row: HeadRow, today: string): InvoiceSummary {
  const balance = toPaise(row.balanceAmount);
  return {
    id: row.id,
    invoiceType: row.invoiceType as InvoiceType,
    invoiceNumber: row.invoiceNumber,
    partyId: row.partyId,
    partyName: row.partyName,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    status: invoiceDisplayStatus({
      status: row.status as StoredInvoiceStatus,
      dueDate: row.dueDate,
      balance,
      today,
    }),
    subtotal: row.subtotal,
    taxAmount: row.taxAmount,
    totalAmount: row.totalAmount,
    paidAmount: row.paidAmount,
    creditedAmount: row.creditedAmount,
    balanceAmount: row.balanceAmount,
  };
}

export async function getInvoice(db: Database, id: string, timeZone: string): Promise<InvoiceView> {
  // Its payments name their vouchers: those received moments ago are numbered first.
  await numberPendingVouchers(db);
  const repo = invoicesRepository(db);
  const row = await repo.find(id);
  if (!row) throw notFound("Invoice");
  const [lines, payments, creditNotes] = await Promise.all([
    repo.lines(id),
    repo.payments(id),
    repo.creditNotes(id),
  ]);
  return {
    ...summary(row, todayIn(timeZone)),
    storedStatus: row.status as StoredInvoiceStatus,
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyName: row.placeOfSupply ? (GST_STATES[row.placeOfSupply] ?? null) : null,
    cgstAmount: row.cgstAmount,
    sgstAmount: row.sgstAmount,
    igstAmount: row.igstAmount,
    terms: row.terms,
    notes: row.notes,
    issuedAt: row.issuedAt ? row.issuedAt.toISOString() : null,
    voucherNumber: row.voucherNumber,
    amountInWords: amountInWords(toPaise(row.totalAmount)),
    lineItems: lines.map((l) => ({
      id: l.id,
      lineNo: l.lineNo,
      itemId: l.itemId,
      itemName: l.itemName,
      description: l.description ?? "",
      hsnCode: l.hsnCode,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: l.rate,
      taxRate: gstRateOf(l.taxRate) ?? 0,
      supplyType: l.supplyType as "intra" | "inter",
      taxable: l.amount,
      cgst: l.cgstAmount,
      sgst: l.sgstAmount,
      igst: l.igstAmount,
      tax: l.taxAmount,
      total: l.totalAmount,
    })),
    payments: payments.map((p) => ({ ...p, paymentMethod: p.paymentMethod as PaymentMethod })),
    creditNotes: creditNotes.map((n) => ({ ...n, noteType: n.noteType as "credit" | "debit" })),
  };
}

export async function listInvoices(
  db: Database,
  input: InvoiceListInput,
  timeZone: string,
): Promise<InvoiceSummary[]> {
  const today = todayIn(timeZone);
  // Overdue is derived: it is found among the sent invoices.
  const stored = input.status === "all" ? undefined : input.status === "overdue" ? "sent" : input.status;
  const rows = await invoicesRepository(db).list({
    invoiceType: input.invoiceType,
    search: input.search,
    status: stored,
    ...(input.status === "overdue" ? { overdueBefore: today } : {}),
  });
  const all = rows.map((row) => summary(row, today));
  return input.status === "all" ? all : all.filter((invoice) => invoice.status === input.status);
}

/** The financial year a date counts in, as the invoices table keeps it: the year it starts in. */
const startYear = (date: string) => Number(financialYear(date).slice(0, 4));

/**
 * The sales series in the financial year of the date (today): the number it would assign next, and
 * the day from which a number may no longer be typed. For bills, the form's proposal of the hotel's
 * own reference: the next after the highest used.
 */
export async function nextInvoiceNumber(
  db: Database,
  input: { invoiceType: InvoiceType; date?: string },
  timeZone: string,
): Promise<NextInvoiceNumber> {
  const today = todayIn(timeZone);
  const date = input.date ?? today;
  const series = INVOICE_SERIES[input.invoiceType];
  const prefix = documentNumber(series, date, 1).slice(0, -4);
  const full = conflict(
    `The series ${prefix} is full for the financial year ${financialYear(date)}; type the invoice number`,
  );
  if (input.invoiceType === "sales") {
    const state = await invoicesRepository(db).salesSeries(startYear(date));
    if (state.lastSerial >= MAX_DOCUMENT_SEQUENCE) throw full;
    return {
      invoiceNumber: documentNumber(series, date, state.lastSerial + 1),
      financialYear: financialYear(date),
      manualNumbersBefore: manualNumbersBefore(state, today),
    };
  }
  const used = await invoicesRepository(db).numbersLike(input.invoiceType, prefix);
  const next = nextDocumentSequence(prefix, used);
  if (next === null) throw full;
  return {
    invoiceNumber: documentNumber(series, date, next),
    financialYear: financialYear(date),
    manualNumbersBefore: null,
  };
}

/**
 * A number typed on a sale is for an invoice brought over from another system: refused (400) on
 * an invoice dated from the day the series began (or, before it is used, from today).
 */
async function checkTypedNumber(trx: Database, invoice: InvoiceInput["invoice"], timeZone: string) {
  if (invoice.invoiceType !== "sales" || invoice.invoiceNumber === null) return;
  const state = await invoicesRepository(trx).salesSeries(startYear(invoice.invoiceDate));
  const problem = manualNumberDateError(invoice.invoiceDate, manualNumbersBefore(state, todayIn(timeZone)));
  if (problem) throw badRequest(problem);
}

/**
 * The number of a sale being issued, under the series' lock: a typed number is checked again
 * against the series (it may have begun since the draft was saved); otherwise the invoice takes the
 * next serial of its financial year (`serial`, written on it as it is marked issued). The lock makes
 * parallel issues take consecutive serials, and a rolled-back issue leaves no gap: the serials are
 * the issued invoices' own.
 */
async function numberSale(
  trx: Database,
  row: { invoiceNumber: string | null; invoiceDate: string },
  timeZone: string,
): Promise<{ serial: number | null; invoiceNumber: string }> {
  const repo = invoicesRepository(trx);
  await repo.lockSalesSeries();
  const state = await repo.salesSeries(startYear(row.invoiceDate));
  if (row.invoiceNumber !== null) {
    const problem = manualNumberDateError(row.invoiceDate, manualNumbersBefore(state, todayIn(timeZone)));
    if (problem) throw conflict(problem);
    return { serial: null, invoiceNumber: row.invoiceNumber };
  }
  const problem = seriesDateError(row.invoiceDate, state.lastTypedDate);
  if (problem) throw conflict(problem);
  if (state.lastSerial >= MAX_DOCUMENT_SEQUENCE) {
    throw conflict(`The series of ${financialYear(row.invoiceDate)} is full: no serial is left in it`);
  }
  const serial = state.lastSerial + 1;
  return { serial, invoiceNumber: documentNumber(INVOICE_SERIES.sales, row.invoiceDate, serial) };
}

export function createInvoice({ db, userId, timeZone }: Actor, input: InvoiceInput) {
  return db.transaction().execute(async (trx) => {
    await checkTypedNumber(trx, input.invoice, timeZone);
    const { head, lines } = await computeInvoiceValues(trx, input.invoice, input.lineItems);
    const { id } = await invoicesRepository(trx).insert(head, userId);
    await invoicesRepository(trx).replaceLines(id, lines);
    const view = await getInvoice(trx, id, timeZone);
    await writeAudit(trx, { userId, entityType: ENTITY, entityId: id, action: "create", after: view });
    return view;
  });
}

export function updateInvoice({ db, userId, timeZone }: Actor, input: UpdateInvoiceInput) {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, input.id, "edit");
    const before = await getInvoice(trx, input.id, timeZone);
    if (before.invoiceType !== input.invoice.invoiceType) throw badRequest("An invoice keeps its type");
    await checkTypedNumber(trx, input.invoice, timeZone);
    const { head, lines } = await computeInvoiceValues(trx, input.invoice, input.lineItems);
    await invoicesRepository(trx).update(input.id, head);
    await invoicesRepository(trx).replaceLines(input.id, lines);
    const after = await getInvoice(trx, input.id, timeZone);
    await writeAudit(trx, {
      userId,
      entityType: ENTITY,
      entityId: input.id,
      action: "update",
      before,
      after,
    });
    return after;
  });
}

export function deleteInvoice({ db, userId, timeZone }: Actor, id: string) {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, id, "delete");
    const before = await getInvoice(trx, id, timeZone);
    await invoicesRepository(trx).delete(id);
    await writeAudit(trx, { userId, entityType: ENTITY, entityId: id, action: "delete", before });
    return { id };
  });
}

/**
 * The stored lines with the accounts they post to: revenue for a sale, expense or inventory for a
 * bill. At issue, the item's account now (`issued` false); once issued, the account the line posted
 * to, kept on it, so a credit note reverses that one even after the item's account changed.
 */
async function postableLines(trx: Database, id: string, invoiceType: InvoiceType, issued: boolean) {
  const lines = await invoicesRepository(trx).lines(id);
  return lines.map((l) => {
    const itemAccount = invoiceType === "sales" ? l.revenueAccountId : l.expenseAccountId;
    const accountId = issued ? (l.accountId ?? itemAccount) : itemAccount;
    if (!accountId)
      throw conflict(
        `Line ${l.lineNo}: the item has no ${invoiceType === "sales" ? "revenue" : "expense"} account`,
      );
    return { ...l, accountId };
  });
}

/** Freezes a draft: its number and date stay, it is posted, and its status becomes sent (or paid at ₹0). */
export function issueInvoice({ db, userId, timeZone }: Actor, id: string) {
  return db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, id, "issue");
    const invoice = await getInvoice(trx, id, timeZone);
    const invoiceType = row.invoiceType as InvoiceType;
    const lines = await postableLines(trx, id, invoiceType, false);
    if (invoiceType === "sales") {
      await salesGstin(trx);
      const problem = missingHsnError(lines);
      if (problem) throw badRequest(problem);
    }
    const serial = invoiceType === "sales" ? await numberSale(trx, row, timeZone) : null;
    const number = serial?.invoiceNumber ?? issuedNumber(invoice.invoiceNumber);
    await invoicesRepository(trx).setLineAccounts(lines);
    const posting = invoicePostingLines({
      invoiceType,
      note: false,
      lines: lines.map((l) => ({
        accountId: l.accountId,
        taxable: toPaise(l.amount),
        cgst: toPaise(l.cgstAmount),
        sgst: toPaise(l.sgstAmount),
        igst: toPaise(l.igstAmount),
      })),
    });
    const what = invoiceType === "sales" ? "Sales invoice" : "Supplier bill";
    const voucher = posting
      ? await postVoucher(trx, {
          voucherType: invoiceType === "sales" ? "sales" : "purchase",
          date: invoice.invoiceDate,
          narration: `${what} ${number}, ${invoice.partyName ?? ""}`.slice(0, 500),
          partyId: invoice.partyId,
          reference: number,
          source: { type: invoiceType === "sales" ? "sales_invoice" : "purchase_bill", id },
          lines: posting.map(withParty(invoice.partyId)),
          userId,
        })
      : null;
    const status = issuedInvoiceStatus({ total: toPaise(invoice.totalAmount), received: 0, credited: 0 });
    await invoicesRepository(trx).markIssued(id, {
      status,
      voucherId: voucher?.id ?? null,
      ...(serial?.serial ? { serial: serial.serial, invoiceNumber: serial.invoiceNumber } : {}),
      ...(await issuedParties(trx, invoice.partyId)),
    });
    if (voucher) await numberVoucherNow(trx, voucher.id);
    const after = await getInvoice(trx, id, timeZone);
    await writeAudit(trx, {
      userId,
      entityType: ENTITY,
      entityId: id,
      action: "issue",
      before: { status: "draft" },
      after: { status, voucherNumber: after.voucherNumber },
    });
    return after;
  });
}

/** Money received against a sale (or paid on a bill): at most the balance, under the invoice's row lock. */
export function receivePayment({ db, userId, timeZone }: Actor, id: string, input: ReceiptInput) {
  return db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, id, "receive");
    const money = {
      total: toPaise(row.totalAmount),
      received: toPaise(row.paidAmount),
      credited: toPaise(row.creditedAmount),
    };
    const problem = receiptAmountError(input.amount, money.total - money.received - money.credited);
    if (problem) throw conflict(problem);
    const invoice = await getInvoice(trx, id, timeZone);
    if (input.paymentDate < invoice.invoiceDate) {
      throw badRequest("Payment date cannot be before the invoice date");
    }
    const invoiceType = row.invoiceType as InvoiceType;
    const amount = fromPaise(input.amount);
    const repo = invoicesRepository(trx);
    const payment = await repo.insertPayment({
      invoiceId: id,
      amount,
      paymentMethod: input.paymentMethod,
      paymentDate: input.paymentDate,
      createdBy: userId,
    });
    const status = issuedInvoiceStatus({ ...money, received: money.received + input.amount });
    await repo.settle(id, { paid: amount, status });
    const voucher = await postVoucher(trx, {
      voucherType: invoiceType === "sales" ? "receipt" : "payment",
      date: input.paymentDate,
      narration:
        `${invoiceType === "sales" ? "Received against" : "Paid on"} ${invoice.invoiceNumber}, ${invoice.partyName ?? ""}`.slice(
          0,
          500,
        ),
      partyId: invoice.partyId,
      reference: invoice.invoiceNumber,
      source: { type: "invoice_payment", id: payment.id },
      lines: settlementLines({ invoiceType, method: input.paymentMethod, amount: input.amount }).map(
        withParty(invoice.partyId),
      ),
      userId,
    });
    await repo.setPaymentVoucher(payment.id, voucher.id);
    await writeAudit(trx, {
      userId,
      entityType: ENTITY,
      entityId: id,
      action: "payment",
      after: { paymentId: payment.id, amount, paymentMethod: input.paymentMethod, status },
    });
    return getInvoice(trx, id, timeZone);
  });
}

/**
 * A credit note on a sale (a debit note on a bill), Rule 53: all or part of each line still
 * creditable, at most the total less earlier credits (after payment the balance goes negative: money
 * owed back to the customer), numbered in its own series, posted as the issue's reversal.
 */
async function issueCreditNote(
  trx: Database,
  actorOf: Actor,
  id: string,
  input: CreditNoteInput | { reason: string; full: true },
): Promise<CreditNoteView> {
  const { userId, timeZone } = actorOf;
  const row = await lockFor(trx, id, "credit");
  const invoice = await getInvoice(trx, id, timeZone);
  const invoiceType = row.invoiceType as InvoiceType;
  const repo = invoicesRepository(trx);
  const stored = await postableLines(trx, id, invoiceType, true);
  const lines = stored.map((l) => ({
    ...l,
    id: l.id,
    description: l.description ?? "",
    quantity: parseQuantity(l.quantity) ?? 0,
    taxRate: gstRateOf(l.taxRate) ?? 0,
    taxable: toPaise(l.amount),
    cgst: toPaise(l.cgstAmount),
    sgst: toPaise(l.sgstAmount),
    igst: toPaise(l.igstAmount),
    tax: toPaise(l.taxAmount),
    total: toPaise(l.totalAmount),
  }));
  const previous: CreditedAmounts[] = (await repo.creditedLines(id)).map((c) => ({
    invoiceLineId: c.invoiceLineId,
    quantity: parseQuantity(c.quantity) ?? 0,
    taxable: toPaise(c.taxableAmount),
    cgst: toPaise(c.cgstAmount),
    sgst: toPaise(c.sgstAmount),
    igst: toPaise(c.igstAmount),
    tax: toPaise(c.cgstAmount) + toPaise(c.sgstAmount) + toPaise(c.igstAmount),
    total: toPaise(c.totalAmount),
  }));
  const unknown =
    "full" in input ? undefined : input.lineItems.find((r) => !lines.some((l) => l.id === r.invoiceLineId));
  if (unknown) throw badRequest(`Line item ${unknown.invoiceLineId} is not on this invoice`);
  const request = "full" in input ? fullCreditRequest(lines, previous) : input.lineItems;
  // Every line an invoice's, whatever the supply type of each: the note keeps each line's split.
  const result = computeCreditNote({
    invoice: {
      number: issuedNumber(invoice.invoiceNumber),
      date: invoice.invoiceDate,
      placeOfSupply: invoice.placeOfSupply ?? "",
      supplyType: "intra",
    },
    lines: lines.filter((l) => l.supplyType === "intra"),
    previousCredits: previous,
    request: request.filter((r) => lines.find((l) => l.id === r.invoiceLineId)?.supplyType !== "inter"),
  });
  const interResult = computeCreditNote({
    invoice: {
      number: issuedNumber(invoice.invoiceNumber),
      date: invoice.invoiceDate,
      placeOfSupply: invoice.placeOfSupply ?? "",
      supplyType: "inter",
    },
    lines: lines.filter((l) => l.supplyType === "inter"),
    previousCredits: previous,
    request: request.filter((r) => lines.find((l) => l.id === r.invoiceLineId)?.supplyType === "inter"),
  });
  const noteLines = [
    ...(result.ok ? result.note.lines : []),
    ...(interResult.ok ? interResult.note.lines : []),
  ];
  const refusal = [result, interResult].find(
    (r): r is { ok: false; error: string } =>
      !r.ok && r.error !== "Nothing is left to credit on this invoice",
  );
  if (refusal) throw conflict(refusal.error);
  if (noteLines.length === 0) throw conflict("Nothing is left to credit on this invoice");
  // In the request's order, so the note reads as it was asked.
  noteLines.sort(
    (a, b) =>
      request.findIndex((r) => r.invoiceLineId === a.invoiceLineId) -
      request.findIndex((r) => r.invoiceLineId === b.invoiceLineId),
  );
  const totals = noteLines.reduce(
    (sum, l) => ({
      subtotal: sum.subtotal + l.taxable,
      cgst: sum.cgst + l.cgst,
      sgst: sum.sgst + l.sgst,
      igst: sum.igst + l.igst,
      total: sum.total + l.total,
    }),
    { subtotal: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
  const problem = creditNoteAmountError(totals.total, {
    total: toPaise(row.totalAmount),
    received: toPaise(row.paidAmount),
    credited: toPaise(row.creditedAmount),
  });
  if (problem) throw conflict(problem);
  const noteType = invoiceType === "sales" ? "credit" : "debit";
  // Dated today, or on the invoice's own date when that is still ahead.
  const noteDate = [todayIn(timeZone), invoice.invoiceDate].sort()[1] ?? invoice.invoiceDate;
  const series = INVOICE_SERIES[noteType];
  const noteNumber = documentNumber(
    series,
    noteDate,
    await nextSequence(trx, series, financialYear(noteDate)),
  );
  const note = await repo.insertCreditNote({
    invoiceId: id,
    noteType,
    noteNumber,
    noteDate,
    reason: input.reason,
    subtotal: fromPaise(totals.subtotal),
    cgstAmount: fromPaise(totals.cgst),
    sgstAmount: fromPaise(totals.sgst),
    igstAmount: fromPaise(totals.igst),
    totalAmount: fromPaise(totals.total),
    createdBy: userId,
  });
  await repo.insertCreditNoteLines(
    noteLines.map((l, i) => ({
      creditNoteId: note.id,
      invoiceLineId: l.invoiceLineId,
      lineNo: i + 1,
      quantity: quantityText(l.quantity),
      taxableAmount: fromPaise(l.taxable),
      cgstAmount: fromPaise(l.cgst),
      sgstAmount: fromPaise(l.sgst),
      igstAmount: fromPaise(l.igst),
      totalAmount: fromPaise(l.total),
    })),
  );
  const money = {
    total: toPaise(row.totalAmount),
    received: toPaise(row.paidAmount),
    credited: toPaise(row.creditedAmount) + totals.total,
  };
  const status = issuedInvoiceStatus(money);
  await repo.settle(id, { credited: fromPaise(totals.total), status });
  const posting = invoicePostingLines({
    invoiceType,
    note: true,
    lines: noteLines.map((l) => ({
      accountId: l.invoiceLine.accountId,
      taxable: l.taxable,
      cgst: l.cgst,
      sgst: l.sgst,
      igst: l.igst,
    })),
  });
  if (posting) {
    const voucher = await postVoucher(trx, {
      voucherType: noteType === "credit" ? "credit_note" : "debit_note",
      date: noteDate,
      narration:
        `${noteType === "credit" ? "Credit" : "Debit"} note ${noteNumber} on ${invoice.invoiceNumber}: ${input.reason}`.slice(
          0,
          500,
        ),
      partyId: invoice.partyId,
      reference: noteNumber,
      source: { type: "credit_note", id: note.id },
      lines: posting.map(withParty(invoice.partyId)),
      userId,
    });
    await repo.setCreditNoteVoucher(note.id, voucher.id);
    await numberVoucherNow(trx, voucher.id);
  }
  await writeAudit(trx, {
    userId,
    entityType: ENTITY,
    entityId: id,
    action: "credit_note",
    after: { creditNoteId: note.id, noteNumber, total: fromPaise(totals.total), status },
  });
  return getCreditNote(trx, note.id);
}

export function createCreditNote(actorOf: Actor, id: string, input: CreditNoteInput) {
  return actorOf.db.transaction().execute((trx) => issueCreditNote(trx, actorOf, id, input));
}

/** A draft is simply cancelled; an issued invoice is cancelled by a credit note of all that is left. */
export function cancelInvoice(actorOf: Actor, id: string) {
  const { db, userId, timeZone } = actorOf;
  return db.transaction().execute(async (trx) => {
    const row = await invoicesRepository(trx).lock(id);
    if (!row) throw notFound("Invoice");
    if (row.status === "cancelled") throw conflict("The invoice is already cancelled");
    if (row.status === "draft") {
      await invoicesRepository(trx).setStatus(id, "cancelled");
      await writeAudit(trx, {
        userId,
        entityType: ENTITY,
        entityId: id,
        action: "cancel",
        before: { status: "draft" },
        after: { status: "cancelled" },
      });
      return { invoice: await getInvoice(trx, id, timeZone), creditNote: null };
    }
    const creditNote = await issueCreditNote(trx, { ...actorOf, db: trx }, id, {
      reason: "Invoice cancelled",
      full: true,
    });
    return { invoice: await getInvoice(trx, id, timeZone), creditNote };
  });
}

export async function getCreditNote(db: Database, id: string): Promise<CreditNoteView> {
  const repo = invoicesRepository(db);
  const note = await repo.creditNote(id);
  if (!note) throw notFound("Credit note");
  const lines = await repo.creditNoteLines(id);
  return {
    id: note.id,
    noteType: note.noteType as "credit" | "debit",
    noteNumber: note.noteNumber,
    noteDate: note.noteDate,
    reason: note.reason,
    totalAmount: note.totalAmount,
    invoiceId: note.invoiceId,
    invoiceType: note.invoiceType as InvoiceType,
    invoiceNumber: issuedNumber(note.invoiceNumber),
    invoiceDate: note.invoiceDate,
    partyName: note.partyName,
    placeOfSupply: note.placeOfSupply,
    subtotal: note.subtotal,
    cgstAmount: note.cgstAmount,
    sgstAmount: note.sgstAmount,
    igstAmount: note.igstAmount,
    amountInWords: amountInWords(toPaise(note.totalAmount)),
    voucherNumber: note.voucherNumber,
    lineItems: lines.map((l) => ({
      id: l.id,
      invoiceLineId: l.invoiceLineId,
      description: l.description ?? "",
      hsnCode: l.hsnCode,
      unit: l.unit,
      quantity: l.quantity,
      taxRate: gstRateOf(l.taxRate) ?? 0,
      taxable: l.taxableAmount,
      cgst: l.cgstAmount,
      sgst: l.sgstAmount,
      igst: l.igstAmount,
      total: l.totalAmount,
    })),
  };
}

/** The recipient and the seller as they stand now: copied onto the invoice when it is issued. */
async function issuedParties(db: Database, partyId: string): Promise<IssuedParties> {
  const [config, party] = await Promise.all([taxConfig(db), findParty(db, partyId)]);
  if (!party) throw notFound("Party");
  return {
    recipientName: party.partyName,
    recipientGstin: party.gstNumber,
    recipientAddress: [party.address, party.city, party.pincode].filter(Boolean).join(", ") || null,
    recipientState: party.state,
    sellerName: config.businessName,
    sellerAddress: config.businessAddress,
    sellerGstin: config.gstNumber,
  };
}

/**
 * What a PDF prints besides the document: the seller's registration and the party's address. An
 * issued document prints them as it was issued (the copies kept on the invoice); a draft, as now.
 */
export async function printDetails(db: Database, invoiceId: string) {
  const row = await invoicesRepository(db).find(invoiceId);
  if (!row) throw notFound("Invoice");
  const [config, party] = await Promise.all([taxConfig(db), findParty(db, row.partyId)]);
  if (!row.issuedAt || row.recipientName === null) return { seller: config, party: party ?? null };
  return {
    seller: {
      ...config,
      businessName: row.sellerName,
      businessAddress: row.sellerAddress,
      gstNumber: row.sellerGstin,
    },
    party: party
      ? {
          ...party,
          partyName: row.recipientName,
          gstNumber: row.recipientGstin,
          address: row.recipientAddress,
          city: null,
          pincode: null,
          state: row.recipientState,
        }
      : null,
  };
}

/**
 * The sales invoices and credit notes of a GSTR-1 month as its documents: each line with its HSN or
 * SAC, unit, quantity, rate and tax as issued; a credit note names its invoice (Rule 53).
 */
export async function salesGstr1Documents(db: Database, from: string, to: string): Promise<Gstr1Document[]> {
  const repo = invoicesRepository(db);
  const documents: Gstr1Document[] = [];
  const gstLine = (l: {
    hsnCode: string | null;
    description: string | null;
    unit: string;
    quantity: string;
    taxRate: string;
    taxable: string;
    cgst: string;
    sgst: string;
    igst: string;
  }) => ({
    hsn: l.hsnCode ?? "",
    description: l.description ?? "",
    unit: gstUnitOf(l.unit) ?? DEFAULT_GST_UNIT,
    quantity: parseQuantity(l.quantity) ?? 0,
    taxable: toPaise(l.taxable),
    rate: Number(l.taxRate),
    igst: toPaise(l.igst),
    cgst: toPaise(l.cgst),
    sgst: toPaise(l.sgst),
    cess: 0,
  });
  const invoices = await repo.issuedSales(from, to);
  const invoiceLines = invoices.length > 0 ? await repo.lines(invoices.map((i) => i.id)) : [];
  for (const invoice of invoices) {
    const lines = invoiceLines.filter((l) => l.invoiceId === invoice.id);
    documents.push({
      kind: "invoice",
      number: issuedNumber(invoice.invoiceNumber),
      date: invoice.invoiceDate,
      recipientGstin: invoice.gstNumber,
      recipientName: invoice.partyName ?? "",
      placeOfSupply: invoice.placeOfSupply ?? "",
      reverseCharge: false,
      lines: lines.map((l) =>
        gstLine({ ...l, taxable: l.amount, cgst: l.cgstAmount, sgst: l.sgstAmount, igst: l.igstAmount }),
      ),
      original: null,
      cancelled: invoice.status === "cancelled",
    });
  }
  const notes = await repo.salesCreditNotes(from, to);
  const noteLines = notes.length > 0 ? await repo.creditNoteLines(notes.map((n) => n.id)) : [];
  for (const note of notes) {
    const lines = noteLines.filter((l) => l.creditNoteId === note.id);
    documents.push({
      kind: "credit_note",
      number: note.noteNumber,
      date: note.noteDate,
      recipientGstin: note.gstNumber,
      recipientName: note.partyName ?? "",
      placeOfSupply: note.placeOfSupply ?? "",
      reverseCharge: false,
      lines: lines.map((l) =>
        gstLine({
          ...l,
          taxable: l.taxableAmount,
          cgst: l.cgstAmount,
          sgst: l.sgstAmount,
          igst: l.igstAmount,
        }),
      ),
      original: {
        number: issuedNumber(note.invoiceNumber),
        date: note.invoiceDate,
        value: toPaise(note.totalAmount),
      },
    });
  }
  return documents;
}
