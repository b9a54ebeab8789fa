import { createRequire } from "node:module";
// pdfkit 0.20.2 is the newest release; it declares no engines field and needs Node 20 or later (0.19 changelog).
import { formatDisplayDate, formatInr, isIsoDate } from "@atithi/domain";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
// Noto Sans (SIL OFL 1.1) has the rupee sign (U+20B9). Resolved inside the installed package, not copied,
// so the same lookup works from src/ under vitest or tsx and from the tsup bundle in dist/.
const FONT_FILES = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
} as const;

export type FontName = keyof typeof FONT_FILES;
export type Pdf = PDFKit.PDFDocument;

/** A4 portrait with 36 pt (half an inch) margins. */
export const MARGIN = 36;

/** yyyy-MM-dd as printed on Indian invoices, dd/MM/yyyy. */
export function printedDate(iso: string): string {
  if (!isIsoDate(iso)) throw new RangeError(`Not a date: ${iso}`);
  return formatDisplayDate(iso);
}

/** An amount in a table cell: the column header carries the ₹, the cell keeps only the Indian grouping. */
export const grouped = (amount: string) => formatInr(amount).replace("₹", "");

export interface PdfMetadata {
  title: string;
  author: string;
}

/** An A4 document with both fonts embedded and the regular one selected. */
export function createPdf(metadata: PdfMetadata): Pdf {
  // bufferPages keeps every page open so page footers ("Page 1 of 2") can be written at the end.
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: metadata.title, Author: metadata.author },
    lang: "en-IN",
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  return doc.font("regular");
}

export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const pageBottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit above the bottom margin; returns where to draw. */
export function ensureSpace(doc: Pdf, y: number, height: number): number {
  if (y + height <= pageBottom(doc)) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/** Writes `text(page, count)` centred in the bottom margin of every page, then ends the document. */
export function finishPdf(doc: Pdf, text: (page: number, count: number) => string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    // Text below the bottom margin would make pdfkit start a new page; lift the margin while writing.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(7)
      .fillColor("#666666")
      .text(text(i - start + 1, count), doc.page.margins.left, doc.page.height - bottomMargin + 12, {
        width: contentWidth(doc),
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}

/** One line of a block; with a label it prints "Label: text", the label in bold. */
export interface Line {
  text: string;
  label?: string;
  font?: FontName;
  size?: number;
}

/** Lines stacked from (x, y) within `width`, wrapping as needed; returns the y below them. */
export function block(doc: Pdf, x: number, y: number, width: number, lines: Line[]): number {
  doc.y = y;
  for (const line of lines) {
    doc.fontSize(line.size ?? 9).fillColor("black");
    if (line.label) {
      doc.font("bold").text(`${line.label}: `, x, doc.y, { width, continued: true });
      doc.font("regular").text(line.text);
    } else {
      doc.font(line.font ?? "regular").text(line.text, x, doc.y, { width });
    }
  }
  return doc.y;
}

/** Two blocks side by side (60:40), then a rule below the taller one. */
export function twoColumns(doc: Pdf, y: number, left: Line[], right: Line[]): number {
  const gap = 18;
  const leftWidth = (contentWidth(doc) - gap) * 0.6;
  const rightWidth = contentWidth(doc) - gap - leftWidth;
  const bottom = Math.max(
    block(doc, doc.page.margins.left, y, leftWidth, left),
    block(doc, doc.page.margins.left + leftWidth + gap, y, rightWidth, right),
  );
  return rule(doc, bottom + 8) + 8;
}

export function rule(doc: Pdf, y: number, x = doc.page.margins.left, width = contentWidth(doc)): number {
  doc
    .lineWidth(0.5)
    .strokeColor("#9a9a9a")
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke();
  return y;
}

export interface Column {
  header: string;
  /** Points; one column may leave it out to take what the others leave. */
  width?: number;
  align?: "left" | "right" | "center";
}

const PAD_X = 4;
const PAD_Y = 3;
const RULE = "#9a9a9a";

/**
 * A ruled table from `y` down, every cell wrapping within its column. A row that does not fit goes
 * to a new page with the header row drawn again. Returns the y below the last row.
 */
export function drawTable(doc: Pdf, y: number, columns: Column[], rows: string[][], fontSize = 8): number {
  const x0 = doc.page.margins.left;
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const widths = columns.map((column) => column.width ?? contentWidth(doc) - fixed);
  const lefts = widths.map((_, i) => x0 + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  doc.fontSize(fontSize).lineGap(0);

  const rowHeight = (cells: string[], font: FontName) => {
    doc.font(font);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * PAD_X }));
    return Math.max(...heights) + 2 * PAD_Y;
  };
  const drawRow = (cells: string[], top: number, height: number, font: FontName, fill?: string) => {
    if (fill) doc.rect(x0, top, tableWidth, height).fill(fill);
    doc.font(font).fillColor("black");
    cells.forEach((cell, i) => {
      doc.text(cell, (lefts[i] ?? 0) + PAD_X, top + PAD_Y, {
        width: (widths[i] ?? 0) - 2 * PAD_X,
        align: columns[i]?.align ?? "left",
      });
    });
    doc.lineWidth(0.5).strokeColor(RULE).rect(x0, top, tableWidth, height).stroke();
    for (const left of lefts.slice(1)) {
      doc
        .moveTo(left, top)
        .lineTo(left, top + height)
        .stroke();
    }
    return top + height;
  };

  const headers = columns.map((column) => column.header);
  const headerHeight = rowHeight(headers, "bold");
  const header = (top: number) => drawRow(headers, top, headerHeight, "bold", "#ececec");

  // A header alone at the foot of a page says nothing: keep it with the first row.
  let cursor = header(ensureSpace(doc, y, headerHeight + rowHeight(rows[0] ?? headers, "regular")));
  for (const cells of rows) {
    const height = rowHeight(cells, "regular");
    if (cursor + height > pageBottom(doc)) {
      doc.addPage();
      cursor = header(doc.page.margins.top);
    }
    cursor = drawRow(cells, cursor, height, "regular");
  }
  return cursor;
}

/** Height of one row of a totals box. */
export const TOTALS_ROW_HEIGHT = 15;

/**
 * A document's totals as a right-aligned box of label and amount rows, the last in bold under a
 * rule; answers the y below it.
 */
export function drawTotals(doc: Pdf, top: number, totals: readonly (readonly [string, string])[]): number {
  const boxWidth = 230;
  const boxLeft = MARGIN + contentWidth(doc) - boxWidth;
  let y = top;
  totals.forEach(([label, amount], i) => {
    const last = i === totals.length - 1;
    if (last) rule(doc, y - 2, boxLeft, boxWidth);
    doc
      .font(last ? "bold" : "regular")
      .fontSize(last ? 10 : 9)
      .fillColor("black")
      .text(label, boxLeft, y, { width: boxWidth / 2 })
      .text(formatInr(amount), boxLeft + boxWidth / 2, y, { width: boxWidth / 2, align: "right" });
    y += TOTALS_ROW_HEIGHT;
  });
  return y;
}
