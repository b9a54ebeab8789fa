import { CHARGE_CATEGORY_DEFAULTS, type InvoiceDocument, ROOM_SAC, type RoomNightValue } from "./folio";
import { type GstSlab, gstForNights, gstRateFor, splitTax } from "./gst";
import type { Gstr1CsvSection, Gstr1Document, Gstr1Json, Gstr1Line } from "./gstr1";
import { fromPaise, type Paise, toPaise } from "./money";
import { nightlyRevenue } from "./nightly";

/**
 * The front desk's bills as GSTR-1 documents: a stay's tax invoice and a group's invoice. A hotel
 * supplies accommodation and services performed at the hotel, so the place of supply is always the
 * hotel's state (IGST Act s.12(3)): CGST and SGST, never IGST.
 */

/** A line of a front-desk bill as the folio makes it, amounts in paise. */
export interface HotelBillLine {
  description: string;
  sac: string;
  /** Nights of a room line, units of an extra. */
  quantity: number;
  taxable: Paise;
  /** The rates applied, percent: a room line's nights may straddle slabs or a change of schedule. */
  rates: readonly number[];
  cgst: Paise;
  sgst: Paise;
  /** A room line's nights and their values, when the bill kept them. */
  nights?: readonly RoomNightValue[] | undefined;
}

export interface StayDates {
  checkInDate: string;
  checkOutDate: string;
}

/**
 * What the HSN summary calls each SAC the front desk bills (at most 30 characters): accommodation,
 * else the label of the first charge category of that SAC (food and beverage before minibar).
 */
const SUPPLY_DESCRIPTIONS = new Map<string, string>([[ROOM_SAC, "Hotel accommodation"]]);
for (const { sac, label } of Object.values(CHARGE_CATEGORY_DEFAULTS)) {
  if (!SUPPLY_DESCRIPTIONS.has(sac)) SUPPLY_DESCRIPTIONS.set(sac, label);
}

/** The description a SAC is summarised under; a line's own for one the front desk does not bill. */
export function hotelSupplyDescription(sac: string, fallback: string): string {
  return SUPPLY_DESCRIPTIONS.get(sac) ?? fallback;
}

const gstr1Line = (line: HotelBillLine, rate: number, parts: Partial<Gstr1Line> = {}): Gstr1Line => ({
  hsn: line.sac,
  description: hotelSupplyDescription(line.sac, line.description),
  unit: "NOS",
  quantity: line.quantity * 1000,
  taxable: line.taxable,
  rate,
  igst: 0,
  cgst: line.cgst,
  sgst: line.sgst,
  cess: 0,
  ...parts,
});

/**
 * A room line whose nights were taxed at more than one rate, one line per rate: its nights are
 * valued as the folio valued them (kept on the line; a line billed before nights were kept was
 * spread evenly) and each is given its slab again. The CGST and SGST of each part are halves of its
 * own tax, the last part taking what is left, so the parts add up to the line exactly as printed.
 */
function splitByRate(line: HotelBillLine, stay: StayDates, slabs: readonly GstSlab[]): Gstr1Line[] {
  const byRate = new Map<number, [string, Paise][]>();
  const nights = line.nights
    ? line.nights.map((n): [string, Paise] => [n.date, n.taxable])
    : nightlyRevenue(line.taxable, stay.checkInDate, stay.checkOutDate);
  for (const night of nights) {
    const rate = Number(gstRateFor(night[1], night[0], slabs));
    const nights = byRate.get(rate);
    if (nights) nights.push(night);
    else byRate.set(rate, [night]);
  }
  const parts = [...byRate].sort(([a], [b]) => a - b);
  const result: Gstr1Line[] = [];
  let taxable = 0;
  let cgst = 0;
  let sgst = 0;
  parts.forEach(([rate, nights], i) => {
    const last = i === parts.length - 1;
    const tax = gstForNights(nights, slabs);
    const halves = splitTax(tax.total);
    const part = last
      ? { taxable: line.taxable - taxable, cgst: line.cgst - cgst, sgst: line.sgst - sgst }
      : { taxable: tax.taxable, ...halves };
    taxable += part.taxable;
    cgst += part.cgst;
    sgst += part.sgst;
    result.push(gstr1Line(line, rate, { ...part, quantity: nights.length * 1000 }));
  });
  return result;
}

const isNothing = (l: HotelBillLine) => l.taxable === 0 && l.cgst === 0 && l.sgst === 0;

/**
 * A bill's lines as GSTR-1 lines, one rate each: a room line taxed at several rates is split by
 * its nights (the stay's dates and the slabs are needed for that); lines of nothing (a
 * complimentary room) are left out, as the portal takes no zero-value line.
 */
export function hotelGstr1Lines(
  lines: readonly HotelBillLine[],
  stay: StayDates | null,
  slabs: readonly GstSlab[],
): Gstr1Line[] {
  return lines.flatMap((line) => {
    if (isNothing(line)) return [];
    if (line.rates.length > 1 && stay) return splitByRate(line, stay, slabs);
    return [gstr1Line(line, line.rates.length === 1 ? (line.rates[0] ?? 0) : Math.max(0, ...line.rates))];
  });
}

/** An issued document's line (decimal strings) in paise. */
export function billLineOfDocument(line: InvoiceDocument["lines"][number]): HotelBillLine {
  return {
    description: line.description,
    sac: line.sac,
    quantity: line.quantity,
    taxable: toPaise(line.taxable),
    rates: line.rates,
    cgst: toPaise(line.cgst),
    sgst: toPaise(line.sgst),
    nights: line.nights?.map((n) => ({ date: n.date, taxable: toPaise(n.taxable) })),
  };
}

/**
 * A stay's issued invoice as GSTR-1 reports it; null for a bill of supply (issued while GST was
 * disabled: no tax was charged, and it is no tax invoice). A buyer billed with a GSTIN is B2B.
 */
export function stayInvoiceGstr1(
  document: InvoiceDocument,
  placeOfSupply: string,
  slabs: readonly GstSlab[],
): Gstr1Document | null {
  if (document.kind !== "tax_invoice") return null;
  return {
    kind: "invoice",
    number: document.number,
    date: document.date,
    recipientGstin: document.buyer.gstin || null,
    recipientName: document.buyer.name,
    placeOfSupply,
    reverseCharge: false,
    lines: hotelGstr1Lines(document.lines.map(billLineOfDocument), document.stay, slabs),
    original: null,
  };
}

/**
 * A group's invoice as GSTR-1 reports it: the lines of each of its stays, as the stays bill them.
 * A group is billed to its name, without a GSTIN: B2C.
 */
export function groupInvoiceGstr1(
  invoice: { number: string; date: string; recipientName: string },
  stays: readonly { stay: StayDates; lines: readonly HotelBillLine[] }[],
  placeOfSupply: string,
  slabs: readonly GstSlab[],
): Gstr1Document {
  return {
    kind: "invoice",
    number: invoice.number,
    date: invoice.date,
    recipientGstin: null,
    recipientName: invoice.recipientName,
    placeOfSupply,
    reverseCharge: false,
    lines: stays.flatMap((s) => hotelGstr1Lines(s.lines, s.stay, slabs)),
    original: null,
  };
}

// ---- The return at a glance --------------------------------------------------------------------

/** One section of a return summed up; amounts are decimal strings, null where the section has none. */
export interface Gstr1SectionSummary {
  section: Gstr1CsvSection;
  title: string;
  /** What `count` counts. */
  counted: "invoices" | "notes" | "rows" | "documents";
  count: number;
  /** The documents' value, tax included (b2b, b2cl, cdnr, cdnur). */
  value: string | null;
  taxable: string | null;
  igst: string | null;
  cgst: string | null;
  sgst: string | null;
  cess: string | null;
}

interface PortalAmounts {
  txval?: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt?: number;
}

/** Rupee numbers of the portal's JSON summed in paise, so no float rounding creeps in. */
function sums(rows: readonly PortalAmounts[], value: readonly number[] | null) {
  const total = (pick: (r: PortalAmounts) => number | undefined) =>
    fromPaise(rows.reduce((sum, r) => sum + toPaise(pick(r) ?? 0), 0));
  return {
    value: value ? fromPaise(value.reduce((sum, v) => sum + toPaise(v), 0)) : null,
    taxable: total((r) => r.txval),
    igst: total((r) => r.iamt),
    cgst: total((r) => r.camt),
    sgst: total((r) => r.samt),
    cess: total((r) => r.csamt),
  };
}

const NO_AMOUNTS = { value: null, taxable: null, igst: null, cgst: null, sgst: null, cess: null };

/**
 * Each section of a return with how many documents or rows it holds and its amounts, in the
 * portal's order; a section the return leaves out is counted as zero.
 */
export function gstr1Summary(json: Gstr1Json): Gstr1SectionSummary[] {
  const b2b = (json.b2b ?? []).flatMap((r) => r.inv);
  const b2cl = (json.b2cl ?? []).flatMap((r) => r.inv);
  const cdnr = (json.cdnr ?? []).flatMap((r) => r.nt);
  const cdnur = json.cdnur ?? [];
  const items = (docs: readonly { itms: readonly { itm_det: PortalAmounts }[] }[]) =>
    docs.flatMap((d) => d.itms.map((i) => i.itm_det));
  const nil = json.nil?.inv ?? [];
  const docs = json.doc_issue?.doc_det.flatMap((d) => d.docs) ?? [];
  return [
    {
      section: "b2b",
      title: "B2B invoices",
      counted: "invoices",
      count: b2b.length,
      ...sums(
        items(b2b),
        b2b.map((d) => d.val),
      ),
    },
    {
      section: "b2cl",
      title: "B2C (large) invoices",
      counted: "invoices",
      count: b2cl.length,
      ...sums(
        items(b2cl),
        b2cl.map((d) => d.val),
      ),
    },
    {
      section: "b2cs",
      title: "B2C (small), by place and rate",
      counted: "rows",
      count: json.b2cs?.length ?? 0,
      ...sums(json.b2cs ?? [], null),
    },
    {
      section: "cdnr",
      title: "Credit notes, registered",
      counted: "notes",
      count: cdnr.length,
      ...sums(
        items(cdnr),
        cdnr.map((d) => d.val),
      ),
    },
    {
      section: "cdnur",
      title: "Credit notes, unregistered",
      counted: "notes",
      count: cdnur.length,
      ...sums(
        items(cdnur),
        cdnur.map((d) => d.val),
      ),
    },
    {
      section: "nil",
      title: "Nil rated supplies",
      counted: "rows",
      count: nil.length,
      ...sums(
        nil.map((r) => ({ txval: r.nil_amt })),
        null,
      ),
    },
    {
      section: "hsn_b2b",
      title: "HSN summary, B2B",
      counted: "rows",
      count: json.hsn?.hsn_b2b?.length ?? 0,
      ...sums(json.hsn?.hsn_b2b ?? [], null),
    },
    {
      section: "hsn_b2c",
      title: "HSN summary, B2C",
      counted: "rows",
      count: json.hsn?.hsn_b2c?.length ?? 0,
      ...sums(json.hsn?.hsn_b2c ?? [], null),
    },
    {
      section: "doc_issue",
      title: "Documents issued",
      counted: "documents",
      count: docs.reduce((sum, d) => sum + d.net_issue, 0),
      ...NO_AMOUNTS,
    },
  ];
}
