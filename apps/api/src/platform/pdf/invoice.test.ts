import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { amountInWords, type InvoiceDocument, toPaise } from "@atithi/domain";
import { afterAll, describe, expect, it } from "vitest";
import { MARGIN } from "./document";
import { renderInvoicePdf } from "./invoice";

const POPPLER = existsSync("/usr/bin/pdftotext");
if (!POPPLER) {
  console.warn(
    "SKIPPED: /usr/bin/pdftotext is missing (apt-get install poppler-utils); the PDF text checks did not run",
  );
}

const dir = mkdtempSync(join(tmpdir(), "atithi-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function render(invoice: InvoiceDocument): Promise<{ file: string; pdf: Buffer }> {
  const pdf = await renderInvoicePdf(invoice);
  const file = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(file, pdf);
  return { file, pdf };
}
const text = (file: string, ...pages: string[]) =>
  execFileSync("pdftotext", ["-layout", ...pages, file, "-"], { encoding: "utf8" });
const pageCount = (file: string) =>
  Number(/^Pages:\s+(\d+)$/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);

const seller = {
  name: "Hotel Sagar Residency Pvt. Ltd.",
  address: "12, Mahatma Gandhi Road, Fort, Mumbai 400001",
  gstin: "27AABCS1234F1Z5",
  pan: "AABCS1234F",
  state: "27 Maharashtra",
};

/** Three lines at 5% and 18% whose total is ₹1,23,456.50. */
const taxInvoice: InvoiceDocument = {
  kind: "tax_invoice",
  number: "INV/2026-27/0042",
  date: "2026-11-23",
  seller,
  buyer: {
    name: "Infosys Limited",
    contactName: "Priya Sharma",
    address: "Electronics City, Hosur Road, Bengaluru 560100",
    gstin: "29AABCI1234K1Z2",
    state: "29 Karnataka",
  },
  placeOfSupply: "27 Maharashtra",
  stay: { roomNumbers: ["101", "102"], checkInDate: "2026-11-09", checkOutDate: "2026-11-23", nights: 14 },
  lines: [
    {
      description: "Room nights: Deluxe, rooms 101 and 102",
      sac: "996311",
      quantity: 14,
      taxable: "108440.32",
      rates: [5],
      cgst: "2711.01",
      sgst: "2711.01",
      total: "113862.34",
    },
    {
      description: "Food and beverage",
      sac: "996332",
      quantity: 1,
      taxable: "8000.00",
      rates: [5],
      cgst: "200.00",
      sgst: "200.00",
      total: "8400.00",
    },
    {
      description: "Laundry",
      sac: "999712",
      quantity: 1,
      taxable: "1012.00",
      rates: [18],
      cgst: "91.08",
      sgst: "91.08",
      total: "1194.16",
    },
  ],
  taxable: "117452.32",
  cgst: "3002.09",
  sgst: "3002.09",
  tax: "6004.18",
  total: "123456.50",
  amountInWords: amountInWords(toPaise("123456.50")),
  reverseCharge: false,
};

const billOfSupply: InvoiceDocument = {
  ...taxInvoice,
  kind: "bill_of_supply",
  number: "BOS/2026-27/0007",
  buyer: {
    name: "Ramesh Kumar",
    contactName: null,
    address: "Kothrud, Pune 411038",
    gstin: null,
    state: null,
  },
  stay: { roomNumbers: ["204"], checkInDate: "2026-11-21", checkOutDate: "2026-11-23", nights: 2 },
  lines: [
    {
      description: "Room nights: Standard, room 204",
      sac: "996311",
      quantity: 2,
      taxable: "1800.00",
      rates: [0],
      cgst: "0.00",
      sgst: "0.00",
      total: "1800.00",
    },
  ],
  taxable: "1800.00",
  cgst: "0.00",
  sgst: "0.00",
  tax: "0.00",
  total: "1800.00",
  amountInWords: amountInWords(toPaise("1800.00")),
};

describe("renderInvoicePdf", () => {
  it("makes a PDF", async () => {
    const { pdf } = await render(taxInvoice);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it.skipIf(!POPPLER)("prints a tax invoice with what a person checks", async () => {
    const { file } = await render(taxInvoice);
    const printed = text(file);
    for (const expected of [
      "Tax Invoice",
      "INV/2026-27/0042",
      "23/11/2026",
      "27AABCS1234F1Z5",
      "AABCS1234F",
      "Infosys Limited",
      "29AABCI1234K1Z2",
      "29 Karnataka",
      "Place of supply: 27 Maharashtra",
      "09/11/2026",
      "996311",
      "1,08,440.32",
      "2.5%",
      "9%",
      "₹1,17,452.32",
      "₹3,002.09",
      "₹1,23,456.50",
      "Amount in words: Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only",
      "Tax payable on reverse charge: No",
      "This is a computer-generated invoice.",
      "Authorised Signatory",
    ]) {
      expect(printed).toContain(expected);
    }
    expect(printed).toMatch(/CGST\s+₹3,002\.09/);
    expect(printed).toMatch(/SGST\s+₹3,002\.09/);
    expect(pageCount(file)).toBe(1);
  });

  it.skipIf(!POPPLER)("prints a bill of supply without tax columns", async () => {
    const { file } = await render(billOfSupply);
    const printed = text(file);
    expect(printed).toContain("Bill of Supply");
    expect(printed).toContain("BOS/2026-27/0007");
    expect(printed).toContain("Ramesh Kumar");
    expect(printed).toContain("₹1,800.00");
    expect(printed).toContain("Amount in words: Rupees One Thousand Eight Hundred Only");
    expect(printed).not.toMatch(/CGST|SGST|Tax Invoice/);
  });

  it.skipIf(!POPPLER)("flows a long table onto a second page with the header row again", async () => {
    const line = taxInvoice.lines[1] as InvoiceDocument["lines"][number];
    const lines = Array.from({ length: 60 }, (_, i) => ({
      ...line,
      description: `Room service order ${i + 1}`,
    }));
    const { file } = await render({ ...taxInvoice, lines });
    expect(pageCount(file)).toBe(2);
    for (const page of ["1", "2"]) {
      const printed = text(file, "-f", page, "-l", page);
      expect(printed).toMatch(/Description\s+SAC\s+Qty/);
      expect(printed).toContain(`Page ${page} of 2`);
    }
    const all = text(file);
    expect(all).toContain("Room service order 60");
    expect(text(file, "-f", "2", "-l", "2")).toContain("₹1,23,456.50");
  });

  it.skipIf(!POPPLER)("wraps long names, addresses and descriptions inside the margins", async () => {
    const long = {
      ...taxInvoice,
      buyer: {
        ...taxInvoice.buyer,
        name: "Maharashtra State Road Development Corporation Employees' Welfare and Recreation Association",
        address: `${"Plot 14, Sector 21, Near the Old Municipal Water Tank, ".repeat(4)}Navi Mumbai 400706`,
      },
      lines: [
        {
          ...(taxInvoice.lines[0] as InvoiceDocument["lines"][number]),
          description: `Booking ${"X".repeat(80)}`,
        },
      ],
    };
    const { file } = await render(long);
    const boxes = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
    const pageWidth = Number(/<page width="([\d.]+)"/.exec(boxes)?.[1]);
    const words = [...boxes.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"/g)];
    expect(words.length).toBeGreaterThan(50);
    for (const [, xMin, xMax] of words) {
      expect(Number(xMin)).toBeGreaterThanOrEqual(MARGIN - 1);
      expect(Number(xMax)).toBeLessThanOrEqual(pageWidth - MARGIN + 1);
    }
    const printed = text(file);
    expect(printed).toContain("Recreation Association");
    expect(printed).toContain("Navi Mumbai 400706");
  });
});
