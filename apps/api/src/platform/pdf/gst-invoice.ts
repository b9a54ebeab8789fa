import {
  type CreditNoteView,
  GST_STATES,
  type InvoiceView,
  stateCodeOf,
  stateOfGstin,
  UNNUMBERED_INVOICE,
} from "@atithi/domain";
import {
  block,
  type Column,
  contentWidth,
  createPdf,
  drawTable,
  drawTotals,
  ensureSpace,
  finishPdf,
  grouped,
  type Line,
  MARGIN,
  type Pdf,
  printedDate,
  TOTALS_ROW_HEIGHT,
  twoColumns,
} from "./document";

/** The seller's registration as the tax settings keep it. */
export interface Seller {
  businessName: string | null;
  businessAddress: string | null;
  gstNumber: string | null;
  panNumber: string | null;
}

/** The party's details printed on the document. */
export interface Recipient {
  partyName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  gstNumber: string | null;
}

const optional = (label: string, value: string | null): Line[] => (value ? [{ label, text: value }] : []);
const heading = (text: string): Line => ({ text, font: "bold", size: 8 });
const placeName = (code: string | null) => (code ? `${code} ${GST_STATES[code] ?? ""}`.trim() : null);
/** "2.000" reads "2", "2.500" reads "2.5". */
const quantityShown = (q: string) => q.replace(/\.?0+$/, "");

interface Party {
  name: string;
  address: string | null;
  gstin: string | null;
  state: string | null;
}

function sellerOf(seller: Seller): Party {
  return {
    name: seller.businessName ?? "",
    address: seller.businessAddress,
    gstin: seller.gstNumber,
    state: stateOfGstin(seller.gstNumber),
  };
}

function recipientOf(party: Recipient | null, fallbackName: string | null): Party {
  if (!party) return { name: fallbackName ?? "", address: null, gstin: null, state: null };
  const address = [party.address, party.city, party.pincode].filter(Boolean).join(", ");
  return {
    name: party.partyName,
    address: address || null,
    gstin: party.gstNumber,
    // Rule 46 asks for the state's name and code; an unregistered party's address names only the state.
    state: stateOfGstin(party.gstNumber) ?? placeName(stateCodeOf(party.state)) ?? party.state,
  };
}

interface PrintedLine {
  description: string;
  hsnCode: string | null;
  quantity: string;
  unit: string;
  taxRate: number;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

/**
 * Rule 46 wants the rate of each tax: an intra-state line (tax in CGST or SGST, none in IGST) reads
 * "9% + 9%", its halves; an inter-state or untaxed line reads the whole rate.
 */
function rateShown(l: PrintedLine): string {
  const intraState = Number(l.igst) === 0 && (Number(l.cgst) > 0 || Number(l.sgst) > 0);
  return intraState ? `${l.taxRate / 2}% + ${l.taxRate / 2}%` : `${l.taxRate}%`;
}

/** The lines with Rule 46's columns: HSN/SAC, quantity and unit, taxable value, rate and each tax. */
function lineTable(doc: Pdf, lines: PrintedLine[], y: number): number {
  const columns: Column[] = [
    { header: "#", width: 18 },
    { header: "Description" },
    { header: "HSN/SAC", width: 42 },
    { header: "Qty", width: 44, align: "right" },
    { header: "Taxable value (₹)", width: 62, align: "right" },
    { header: "Rate", width: 44, align: "right" },
    { header: "CGST (₹)", width: 50, align: "right" },
    { header: "SGST (₹)", width: 50, align: "right" },
    { header: "IGST (₹)", width: 50, align: "right" },
    { header: "Total (₹)", width: 62, align: "right" },
  ];
  const rows = lines.map((l, i) => [
    String(i + 1),
    l.description,
    l.hsnCode ?? "",
    `${quantityShown(l.quantity)} ${l.unit}`,
    grouped(l.taxable),
    rateShown(l),
    grouped(l.cgst),
    grouped(l.sgst),
    grouped(l.igst),
    grouped(l.total),
  ]);
  return drawTable(doc, y, columns, rows, 7.5);
}

function closing(
  doc: Pdf,
  y: number,
  totals: [string, string][],
  words: string,
  sellerName: string,
  what: string,
): void {
  const width = contentWidth(doc);
  const top = drawTotals(doc, ensureSpace(doc, y + 10, totals.length * TOTALS_ROW_HEIGHT + 150), totals);
  doc
    .font("bold")
    .fontSize(9)
    .text(`Amount in words: ${words}`, MARGIN, top + 8, { width });
  block(doc, MARGIN, doc.y + 4, width, [{ label: "Tax payable on reverse charge", text: "No" }]);
  const signatoryWidth = 200;
  const signatoryLeft = MARGIN + width - signatoryWidth;
  doc
    .font("bold")
    .fontSize(9)
    .text(`For ${sellerName}`, signatoryLeft, doc.y + 14, { width: signatoryWidth, align: "right" });
  doc
    .font("regular")
    .text("Authorised Signatory", signatoryLeft, doc.y + 36, { width: signatoryWidth, align: "right" });
  doc
    .fontSize(8)
    .fillColor("#444444")
    .text(`This is a computer-generated ${what}.`, MARGIN, doc.y + 10, { width, align: "center" });
}

function parties(
  doc: Pdf,
  y: number,
  seller: Party,
  recipient: Party,
  label: string,
  details: Line[],
): number {
  const top = twoColumns(
    doc,
    y,
    [
      { text: seller.name, font: "bold", size: 12 },
      ...(seller.address ? [{ text: seller.address }] : []),
      ...optional("GSTIN", seller.gstin),
      ...optional("State", seller.state),
    ],
    details,
  );
  return twoColumns(
    doc,
    top,
    [
      heading(label),
      { text: recipient.name, font: "bold", size: 10 },
      ...(recipient.address ? [{ text: recipient.address }] : []),
      ...optional("GSTIN", recipient.gstin),
      ...optional("State", recipient.state),
    ],
    [],
  );
}

const taxTotals = (d: {
  subtotal: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  total: string;
}) =>
  [
    ["Taxable value", d.subtotal],
    ...(Number(d.cgstAmount) > 0 ? [["CGST", d.cgstAmount]] : []),
    ...(Number(d.sgstAmount) > 0 ? [["SGST", d.sgstAmount]] : []),
    ...(Number(d.igstAmount) > 0 ? [["IGST", d.igstAmount]] : []),
    ["Total", d.total],
  ] as [string, string][];

/** A sales invoice (CGST Rule 46) or a supplier's bill as recorded, on A4. */
export function renderGstInvoicePdf(input: {
  invoice: InvoiceView;
  seller: Seller;
  party: Recipient | null;
}): Promise<Buffer> {
  const { invoice } = input;
  const sale = invoice.invoiceType === "sales";
  // A draft's number and amounts may still change: its preview must not pass for a tax invoice.
  const draft = invoice.storedStatus === "draft";
  const title = sale
    ? draft
      ? "DRAFT – not a tax invoice"
      : "Tax Invoice"
    : `${draft ? "DRAFT – " : ""}Supplier Bill`;
  // A cancelled invoice is reversed in full by a credit note; its copy must say so on every page.
  const cancelled = invoice.storedStatus === "cancelled";
  const us = sellerOf(input.seller);
  const them = recipientOf(input.party, invoice.partyName);
  const [seller, recipient] = sale ? [us, them] : [them, us];
  const number = invoice.invoiceNumber ?? UNNUMBERED_INVOICE;
  const doc = createPdf({ title: `${title} ${number}`, author: us.name });
  doc
    .font("bold")
    .fontSize(16)
    .text(title, MARGIN, MARGIN, { width: contentWidth(doc), align: "center" });
  if (cancelled)
    doc
      .fontSize(20)
      .fillColor("#b00020")
      .text("CANCELLED", MARGIN, doc.y + 4, { width: contentWidth(doc), align: "center" })
      .fillColor("black");
  const y = parties(doc, doc.y + 10, seller, recipient, sale ? "BILLED TO" : "BILLED TO US", [
    { label: "Invoice No.", text: number },
    { label: "Invoice date", text: printedDate(invoice.invoiceDate) },
    ...(invoice.dueDate ? [{ label: "Due date", text: printedDate(invoice.dueDate) }] : []),
    ...optional("Place of supply", placeName(invoice.placeOfSupply)),
  ]);
  const bottom = lineTable(doc, invoice.lineItems, y);
  closing(
    doc,
    bottom,
    taxTotals({ ...invoice, total: invoice.totalAmount }),
    invoice.amountInWords,
    seller.name,
    sale ? "invoice" : "record",
  );
  const stamp = cancelled ? " · CANCELLED" : "";
  return finishPdf(
    doc,
    (page, count) => `${title} ${invoice.invoiceNumber}${stamp} · Page ${page} of ${count}`,
  );
}

/** A credit note (or debit note) with the Rule 53 fields: the invoice it corrects, its number and date. */
export function renderCreditNotePdf(input: {
  note: CreditNoteView;
  invoice: InvoiceView;
  seller: Seller;
  party: Recipient | null;
}): Promise<Buffer> {
  const { note, invoice } = input;
  const title = note.noteType === "credit" ? "Credit Note" : "Debit Note";
  const us = sellerOf(input.seller);
  const them = recipientOf(input.party, invoice.partyName);
  const doc = createPdf({ title: `${title} ${note.noteNumber}`, author: us.name });
  doc
    .font("bold")
    .fontSize(16)
    .text(title, MARGIN, MARGIN, { width: contentWidth(doc), align: "center" });
  const y = parties(
    doc,
    doc.y + 10,
    us,
    them,
    note.noteType === "credit" ? "ISSUED TO" : "ISSUED TO SUPPLIER",
    [
      { label: `${title} No.`, text: note.noteNumber },
      { label: "Date", text: printedDate(note.noteDate) },
      { label: "Against invoice", text: note.invoiceNumber },
      { label: "Invoice date", text: printedDate(note.invoiceDate) },
      ...optional("Place of supply", placeName(note.placeOfSupply)),
      { label: "Reason", text: note.reason },
    ],
  );
  const bottom = lineTable(doc, note.lineItems, y);
  closing(
    doc,
    bottom,
    taxTotals({ ...note, total: note.totalAmount }),
    note.amountInWords,
    us.name,
    title.toLowerCase(),
  );
  return finishPdf(doc, (page, count) => `${title} ${note.noteNumber} · Page ${page} of ${count}`);
}
