import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { amountInWords, type InvoiceLineView, type InvoiceView, toPaise } from "@atithi/domain";
import { afterAll, describe, expect, it } from "vitest";
import { type Recipient, renderGstInvoicePdf } from "./gst-invoice";

const POPPLER = existsSync("/usr/bin/pdftotext");
if (!POPPLER) {
  console.warn(
    "SKIPPED: /usr/bin/pdftotext is missing (apt-get install poppler-utils); the PDF text checks did not run",
  );
}

const dir = mkdtempSync(join(tmpdir(), "atithi-gst-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function printed(invoice: InvoiceView, party: Recipient = unregistered): Promise<string> {
  const pdf = await renderGstInvoicePdf({ invoice, party, seller });
  const file = join(dir, `gst-invoice-${++files}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const seller = {
  businessName: "Hotel Sagar Residency Pvt. Ltd.",
  businessAddress: "12, Mahatma Gandhi Road, Fort, Mumbai 400001",
  gstNumber: "27AABCS1234F1Z5",
  panNumber: "AABCS1234F",
};

/** A customer without a GSTIN whose address names its state only by name. */
const unregistered: Recipient = {
  partyName: "Pune Traders",
  address: "14, Laxmi Road",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411030",
  gstNumber: null,
};

const line: InvoiceLineView = {
  id: "00000000-0000-4000-8000-000000000002",
  lineNo: 1,
  itemId: null,
  itemName: null,
  description: "Soap",
  hsnCode: "3401",
  unit: "PCS",
  quantity: "10.000",
  unitPrice: "20.0000",
  taxRate: 18,
  supplyType: "intra",
  taxable: "200.00",
  cgst: "18.00",
  sgst: "18.00",
  igst: "0.00",
  tax: "36.00",
  total: "236.00",
};

/** An intra-state sale of ₹236.00 in Maharashtra, as the server answers it. */
const sent: InvoiceView = {
  id: "00000000-0000-4000-8000-000000000001",
  invoiceType: "sales",
  invoiceNumber: "IN/2026-27/0007",
  partyId: "00000000-0000-4000-8000-000000000003",
  partyName: "Pune Traders",
  invoiceDate: "2026-11-20",
  dueDate: null,
  status: "sent",
  storedStatus: "sent",
  subtotal: "200.00",
  taxAmount: "36.00",
  totalAmount: "236.00",
  paidAmount: "0.00",
  creditedAmount: "0.00",
  balanceAmount: "236.00",
  placeOfSupply: "27",
  placeOfSupplyName: "Maharashtra",
  cgstAmount: "18.00",
  sgstAmount: "18.00",
  igstAmount: "0.00",
  terms: null,
  notes: null,
  issuedAt: "2026-11-20T10:00:00.000Z",
  voucherNumber: "SV/2026-27/0001",
  amountInWords: amountInWords(toPaise("236.00")),
  lineItems: [line],
  payments: [],
  creditNotes: [],
};

describe.skipIf(!POPPLER)("renderGstInvoicePdf", () => {
  it("prints an intra-state line's CGST and SGST rates and an unregistered recipient's state code", async () => {
    const text = await printed(sent);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("9% + 9%");
    expect(text).toContain("State: 27 Maharashtra");
    expect(text).not.toContain("CANCELLED");
    expect(text).not.toContain("DRAFT");
  });

  it("prints an inter-state line's whole rate as IGST", async () => {
    const igst = { ...line, supplyType: "inter" as const, cgst: "0.00", sgst: "0.00", igst: "36.00" };
    const text = await printed({ ...sent, lineItems: [igst], cgstAmount: "0.00", sgstAmount: "0.00" });
    expect(text).toContain("18%");
    expect(text).not.toContain("9% + 9%");
  });

  it("titles a draft as no tax invoice, so a preview cannot pass for one", async () => {
    const text = await printed({ ...sent, status: "draft", storedStatus: "draft", issuedAt: null });
    expect(text).toContain("DRAFT – not a tax invoice");
    expect(text).not.toContain("Tax Invoice");
  });

  it("stamps a cancelled invoice CANCELLED", async () => {
    const text = await printed({ ...sent, status: "cancelled", storedStatus: "cancelled" });
    expect(text).toContain("Tax Invoice");
    expect(text.match(/CANCELLED/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
