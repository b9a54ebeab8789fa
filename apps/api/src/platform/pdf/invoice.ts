import type { InvoiceDocument } from "@atithi/domain";
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

const TITLES: Record<InvoiceDocument["kind"], string> = {
  tax_invoice: "Tax Invoice",
  bill_of_supply: "Bill of Supply",
};

/** A line's GST rates split into the CGST (or SGST) half: [5] prints "2.5%", two slabs "2.5%, 9%". */
const halfRates = (rates: number[]) => rates.map((rate) => `${rate / 2}%`).join(", ");

const heading = (text: string): Line => ({ text, font: "bold", size: 8 });
const optional = (label: string, value: string | null): Line[] => (value ? [{ label, text: value }] : []);

function lineTable(doc: Pdf, invoice: InvoiceDocument, y: number): number {
  if (invoice.kind === "bill_of_supply") {
    const columns: Column[] = [
      { header: "Description" },
      { header: "SAC", width: 60 },
      { header: "Qty", width: 40, align: "right" },
      { header: "Amount (₹)", width: 90, align: "right" },
    ];
    const rows = invoice.lines.map((line) => [
      line.description,
      line.sac,
      String(line.quantity),
      grouped(line.total),
    ]);
    return drawTable(doc, y, columns, rows);
  }
  const columns: Column[] = [
    { header: "Description" },
    { header: "SAC", width: 40 },
    { header: "Qty", width: 28, align: "right" },
    { header: "Taxable value (₹)", width: 64, align: "right" },
    { header: "CGST rate", width: 34, align: "right" },
    { header: "CGST (₹)", width: 58, align: "right" },
    { header: "SGST rate", width: 34, align: "right" },
    { header: "SGST (₹)", width: 58, align: "right" },
    { header: "Total (₹)", width: 64, align: "right" },
  ];
  const rows = invoice.lines.map((line) => [
    line.description,
    line.sac,
    String(line.quantity),
    grouped(line.taxable),
    halfRates(line.rates),
    grouped(line.cgst),
    halfRates(line.rates),
    grouped(line.sgst),
    grouped(line.total),
  ]);
  return drawTable(doc, y, columns, rows);
}

/** Totals, amount in words, reverse charge and the signatory, kept together on one page. */
function closing(doc: Pdf, invoice: InvoiceDocument, y: number): void {
  const width = contentWidth(doc);
  const totals: [string, string][] =
    invoice.kind === "tax_invoice"
      ? [
          ["Taxable value", invoice.taxable],
          ["CGST", invoice.cgst],
          ["SGST", invoice.sgst],
          ["Total", invoice.total],
        ]
      : [["Total", invoice.total]];
  const words = `Amount in words: ${invoice.amountInWords}`;
  doc.font("bold").fontSize(9);
  const wordsHeight = doc.heightOfString(words, { width });
  const signatoryHeight = 80;
  const space = totals.length * TOTALS_ROW_HEIGHT + 12 + wordsHeight + 18 + signatoryHeight;
  const top = drawTotals(doc, ensureSpace(doc, y + 10, space), totals);

  doc
    .font("bold")
    .fontSize(9)
    .text(words, MARGIN, top + 8, { width });
  block(doc, MARGIN, doc.y + 4, width, [{ label: "Tax payable on reverse charge", text: "No" }]);

  const signatoryTop = doc.y + 14;
  const signatoryWidth = 200;
  const signatoryLeft = MARGIN + width - signatoryWidth;
  doc.font("bold").fontSize(9).text(`For ${invoice.seller.name}`, signatoryLeft, signatoryTop, {
    width: signatoryWidth,
    align: "right",
  });
  doc.font("regular").text("Authorised Signatory", signatoryLeft, doc.y + 36, {
    width: signatoryWidth,
    align: "right",
  });
  doc
    .fontSize(8)
    .fillColor("#444444")
    .text("This is a computer-generated invoice.", MARGIN, doc.y + 10, { width, align: "center" });
}

/** An issued invoice (CGST Rule 46, or Rule 49 for a bill of supply) as an A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = TITLES[invoice.kind];
  const doc = createPdf({ title: `${title} ${invoice.number}`, author: invoice.seller.name });
  const { seller, buyer, stay } = invoice;

  doc
    .font("bold")
    .fontSize(16)
    .text(title, MARGIN, MARGIN, { width: contentWidth(doc), align: "center" });
  let y = twoColumns(
    doc,
    doc.y + 10,
    [
      { text: seller.name, font: "bold", size: 12 },
      ...(seller.address ? [{ text: seller.address }] : []),
      ...optional("GSTIN", seller.gstin),
      ...optional("PAN", seller.pan),
      ...optional("State", seller.state),
    ],
    [
      { label: "Invoice No.", text: invoice.number },
      { label: "Invoice date", text: printedDate(invoice.date) },
      ...optional("Place of supply", invoice.placeOfSupply),
    ],
  );
  y = twoColumns(
    doc,
    y,
    [
      heading("BILLED TO"),
      { text: buyer.name, font: "bold", size: 10 },
      ...(buyer.contactName && buyer.contactName !== buyer.name
        ? [{ label: "Attn", text: buyer.contactName }]
        : []),
      ...(buyer.address ? [{ text: buyer.address }] : []),
      ...optional("GSTIN", buyer.gstin),
      ...optional("State", buyer.state),
    ],
    stay
      ? [
          heading("STAY"),
          { label: stay.roomNumbers.length > 1 ? "Rooms" : "Room", text: stay.roomNumbers.join(", ") },
          { label: "Check-in", text: printedDate(stay.checkInDate) },
          { label: "Check-out", text: printedDate(stay.checkOutDate) },
          { label: "Nights", text: String(stay.nights) },
        ]
      : [],
  );

  closing(doc, invoice, lineTable(doc, invoice, y));
  return finishPdf(doc, (page, count) => `${title} ${invoice.number} · Page ${page} of ${count}`);
}
