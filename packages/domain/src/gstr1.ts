import { z } from "zod";
import { formatScaled, type Thousandths } from "./decimal";
import { GST_STATES } from "./gst-states";
import type { GstUnit } from "./gst-units";
import { stateCodeOf } from "./invoice-tax";
import { fromPaise, type Paise } from "./money";
import { toCsv } from "./reports";

/**
 * GSTR-1, the month's return of outward supplies, in the GST portal's JSON layout (as
 * india_compliance writes it: `utils/gstr_1/gstr_1_json_map.py`). Amounts are kept in paise until
 * the very end and written as rupee numbers of two decimals, the portal's form.
 */

/** One line of an issued document: amounts are positive, a credit note's kind says they go back. */
export interface Gstr1Line {
  /** HSN of goods or SAC of services (services start with 99). */
  hsn: string;
  description: string;
  unit: GstUnit;
  quantity: Thousandths;
  taxable: Paise;
  /**
   * Percent. Today's slabs are 0, 5, 18 and 40 (`GstRate`); a document of an earlier month may
   * carry an earlier schedule's rate (a room-night at 12% before 22 September 2025).
   */
  rate: number;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  cess: Paise;
}

/** An issued invoice or credit note of the month, from any series (ERP invoices, stays, groups). */
export interface Gstr1Document {
  kind: "invoice" | "credit_note";
  number: string;
  /** yyyy-MM-dd, inside the period. */
  date: string;
  /** Null for an unregistered recipient (B2C). */
  recipientGstin: string | null;
  recipientName: string;
  /** GST state code. */
  placeOfSupply: string;
  reverseCharge: false;
  lines: readonly Gstr1Line[];
  /**
   * A credit note's invoice (Rule 53). Its value also decides where a note to an unregistered
   * buyer goes: against a B2C (large) invoice to cdnur, else netted in b2cs. Null for an invoice.
   */
  original: { number: string; date: string; value: Paise } | null;
  /**
   * An invoice cancelled since it was issued (credited in full): still reported with its credit
   * note, and counted as cancelled among the documents issued (doc_issue).
   */
  cancelled?: boolean;
}

export interface Gstr1Input {
  /** The hotel's GSTIN. */
  gstin: string;
  /** yyyy-MM */
  period: string;
  documents: readonly Gstr1Document[];
}

/**
 * Above this value an inter-state invoice to an unregistered buyer is reported one by one (B2C
 * large): ₹1,00,000 from the August 2024 period (CGST Rule 59 as amended by Notification 12/2024),
 * ₹2,50,000 before.
 */
export function b2clLimit(period: string): Paise {
  return period >= "2024-08" ? 1_00_000_00 : 2_50_000_00;
}

/** What GSTR-1 reports a service in: the HSN summary has no unit or quantity for a SAC. */
export const GSTR1_SERVICE_UQC = "NA";
/** The HSN summary's description is at most 30 characters. */
const HSN_DESCRIPTION_MAX = 30;

// ---- The portal's JSON --------------------------------------------------------------------------

export interface Gstr1ItemDetails {
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}
/** B2C (large) and their notes are always inter-state: no CGST or SGST. */
export type Gstr1IgstItemDetails = Omit<Gstr1ItemDetails, "camt" | "samt">;
export interface Gstr1Item<D> {
  num: number;
  itm_det: D;
}

export interface Gstr1B2bInvoice {
  inum: string;
  /** dd-mm-yyyy */
  idt: string;
  val: number;
  pos: string;
  rchrg: "N";
  inv_typ: "R";
  itms: Gstr1Item<Gstr1ItemDetails>[];
}
export interface Gstr1B2b {
  ctin: string;
  inv: Gstr1B2bInvoice[];
}
export interface Gstr1B2cl {
  pos: string;
  inv: { inum: string; idt: string; val: number; itms: Gstr1Item<Gstr1IgstItemDetails>[] }[];
}
export interface Gstr1B2cs extends Omit<Gstr1ItemDetails, "rt"> {
  sply_ty: "INTRA" | "INTER";
  pos: string;
  typ: "OE";
  rt: number;
}
export interface Gstr1Note {
  ntty: "C";
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: "N";
  inv_typ: "R";
  itms: Gstr1Item<Gstr1ItemDetails>[];
}
export interface Gstr1Cdnr {
  ctin: string;
  nt: Gstr1Note[];
}
export interface Gstr1Cdnur {
  ntty: "C";
  nt_num: string;
  nt_dt: string;
  val: number;
  typ: "B2CL";
  pos: string;
  itms: Gstr1Item<Gstr1IgstItemDetails>[];
}
export type NilSupplyType = "INTRB2B" | "INTRAB2B" | "INTRB2C" | "INTRAB2C";
export interface Gstr1Nil {
  inv: { sply_ty: NilSupplyType; nil_amt: number; expt_amt: number; ngsup_amt: number }[];
}
export interface Gstr1HsnRow extends Gstr1ItemDetails {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: GstUnit | typeof GSTR1_SERVICE_UQC;
  qty: number;
}
export interface Gstr1DocIssue {
  doc_det: {
    /** 1: invoices for outward supply; 5: credit notes. */
    doc_num: 1 | 5;
    docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
  }[];
}

/** A section is left out when it has nothing, as the portal's own files do. */
export interface Gstr1Json {
  gstin: string;
  /** MMYYYY */
  fp: string;
  b2b?: Gstr1B2b[];
  b2cl?: Gstr1B2cl[];
  b2cs?: Gstr1B2cs[];
  cdnr?: Gstr1Cdnr[];
  cdnur?: Gstr1Cdnur[];
  nil?: Gstr1Nil;
  /** Split by recipient, registered or not, from the May 2025 period. */
  hsn?: { hsn_b2b?: Gstr1HsnRow[]; hsn_b2c?: Gstr1HsnRow[] };
  doc_issue?: Gstr1DocIssue;
}

// ---- The month summarised, in paise ----------------------------------------------------------------

interface Amounts {
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
  cess: Paise;
}
interface RateAmounts extends Amounts {
  rate: number;
}
/** A document reported on its own (b2b, b2cl, cdnr, cdnur): its value and its taxed lines by rate. */
interface Reported {
  doc: Gstr1Document;
  value: Paise;
  items: RateAmounts[];
}
interface B2csRow extends RateAmounts {
  supplyType: "INTRA" | "INTER";
  pos: string;
}
interface HsnRow extends RateAmounts {
  hsn: string;
  description: string;
  uqc: GstUnit | typeof GSTR1_SERVICE_UQC;
  quantity: Thousandths;
}
interface Series {
  docNum: 1 | 5;
  from: string;
  to: string;
  total: number;
  cancelled: number;
}
interface Summary {
  b2b: Reported[];
  b2cl: Reported[];
  b2cs: B2csRow[];
  cdnr: Reported[];
  cdnur: Reported[];
  nil: { supplyType: NilSupplyType; amount: Paise }[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  series: Series[];
}

const zero = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 });
function add(to: Amounts, from: Amounts, sign: 1 | -1) {
  to.taxable += sign * from.taxable;
  to.igst += sign * from.igst;
  to.cgst += sign * from.cgst;
  to.sgst += sign * from.sgst;
  to.cess += sign * from.cess;
}
const isZero = (a: Amounts) =>
  a.taxable === 0 && a.igst === 0 && a.cgst === 0 && a.sgst === 0 && a.cess === 0;
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDateAndNumber = (a: Reported, b: Reported) =>
  order(a.doc.date, b.doc.date) || order(a.doc.number, b.doc.number);

const documentValue = (doc: Gstr1Document) =>
  doc.lines.reduce((sum, l) => sum + l.taxable + l.igst + l.cgst + l.sgst + l.cess, 0);

/** A document's taxed lines summed by rate; nil-rated lines (0%) are reported in `nil` instead. */
function taxedByRate(doc: Gstr1Document): RateAmounts[] {
  const byRate = new Map<number, RateAmounts>();
  for (const line of doc.lines) {
    if (line.rate === 0) continue;
    const row = byRate.get(line.rate) ?? { rate: line.rate, ...zero() };
    add(row, line, 1);
    byRate.set(line.rate, row);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** The series of a number and its serial: "SI/2026-27/0042" is series "SI/2026-27/", serial 42. */
function serialOf(number: string): { series: string; serial: bigint | null } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match
    ? { series: match[1] ?? "", serial: BigInt(match[2] ?? "0") }
    : { series: number, serial: null };
}

const bySerial = (
  a: { number: string; serial: bigint | null },
  b: { number: string; serial: bigint | null },
) =>
  a.serial !== null && b.serial !== null && a.serial !== b.serial
    ? a.serial < b.serial
      ? -1
      : 1
    : order(a.number, b.number);

/**
 * Table 13 (documents issued): per kind and series, the first and last number of the month, how
 * many documents were issued and how many of those were cancelled since (credited in full). A
 * draft has no number until it is issued, so a deleted draft leaves no gap to explain.
 */
function documentSeries(documents: readonly Gstr1Document[]): Series[] {
  const groups = new Map<
    string,
    { docNum: 1 | 5; numbers: { number: string; serial: bigint | null }[]; cancelled: number }
  >();
  for (const doc of documents) {
    const docNum = doc.kind === "invoice" ? 1 : 5;
    const { series, serial } = serialOf(doc.number);
    const key = `${docNum}|${series}`;
    const group = groups.get(key) ?? { docNum, numbers: [], cancelled: 0 };
    group.numbers.push({ number: doc.number, serial });
    if (doc.cancelled) group.cancelled += 1;
    groups.set(key, group);
  }
  const result: Series[] = [];
  for (const { docNum, numbers, cancelled } of groups.values()) {
    numbers.sort(bySerial);
    const first = numbers[0];
    const last = numbers[numbers.length - 1];
    if (first && last) {
      result.push({ docNum, from: first.number, to: last.number, total: numbers.length, cancelled });
    }
  }
  return result.sort((a, b) => a.docNum - b.docNum || order(a.from, b.from));
}

function summarise(input: Gstr1Input): Summary {
  const hotel = stateCodeOf(input.gstin.slice(0, 2));
  if (!hotel) throw new RangeError(`The hotel's GSTIN does not start with a GST state code: ${input.gstin}`);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(input.period)) throw new RangeError(`Not a period: ${input.period}`);
  const limit = b2clLimit(input.period);
  const summary: Summary = {
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    nil: [],
    hsnB2b: [],
    hsnB2c: [],
    series: documentSeries(input.documents),
  };
  const b2cs = new Map<string, B2csRow>();
  const nil = new Map<NilSupplyType, Paise>();
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };

  for (const doc of input.documents) {
    if (doc.date.slice(0, 7) !== input.period) {
      throw new RangeError(`${doc.number} is dated ${doc.date}, outside ${input.period}`);
    }
    if (!(doc.placeOfSupply in GST_STATES)) throw new RangeError(`${doc.number}: unknown place of supply`);
    const registered = doc.recipientGstin !== null;
    const inter = doc.placeOfSupply !== hotel;
    const sign = doc.kind === "invoice" ? 1 : -1;
    const reported: Reported = { doc, value: documentValue(doc), items: taxedByRate(doc) };

    const large = inter && Math.max(reported.value, doc.original?.value ?? 0) > limit;
    if (reported.items.length > 0) {
      if (registered) (doc.kind === "invoice" ? summary.b2b : summary.cdnr).push(reported);
      else if (large) (doc.kind === "invoice" ? summary.b2cl : summary.cdnur).push(reported);
      else {
        // Small B2C supplies are reported as sums by place and rate; their credit notes reduce them.
        for (const item of reported.items) {
          const key = `${doc.placeOfSupply}|${item.rate}`;
          const row = b2cs.get(key) ?? {
            supplyType: inter ? "INTER" : "INTRA",
            pos: doc.placeOfSupply,
            rate: item.rate,
            ...zero(),
          };
          add(row, item, sign);
          b2cs.set(key, row);
        }
      }
    }

    for (const line of doc.lines) {
      if (line.rate === 0) {
        const type: NilSupplyType = `${inter ? "INTR" : "INTRA"}${registered ? "B2B" : "B2C"}`;
        nil.set(type, (nil.get(type) ?? 0) + sign * line.taxable);
      }
      const service = line.hsn.startsWith("99");
      const uqc = service ? GSTR1_SERVICE_UQC : line.unit;
      const key = `${line.hsn}|${uqc}|${line.rate}`;
      const rows = registered ? hsn.b2b : hsn.b2c;
      const row = rows.get(key) ?? {
        hsn: line.hsn,
        description: line.description.slice(0, HSN_DESCRIPTION_MAX),
        uqc,
        quantity: 0,
        rate: line.rate,
        ...zero(),
      };
      add(row, line, sign);
      if (!service) row.quantity += sign * line.quantity;
      rows.set(key, row);
    }
  }

  summary.b2b.sort(
    (a, b) => order(a.doc.recipientGstin ?? "", b.doc.recipientGstin ?? "") || byDateAndNumber(a, b),
  );
  summary.cdnr.sort(
    (a, b) => order(a.doc.recipientGstin ?? "", b.doc.recipientGstin ?? "") || byDateAndNumber(a, b),
  );
  summary.b2cl.sort((a, b) => order(a.doc.placeOfSupply, b.doc.placeOfSupply) || byDateAndNumber(a, b));
  summary.cdnur.sort(byDateAndNumber);
  summary.b2cs = [...b2cs.values()]
    .filter((row) => !isZero(row))
    .sort((a, b) => order(a.pos, b.pos) || a.rate - b.rate);
  const NIL_ORDER: NilSupplyType[] = ["INTRB2B", "INTRAB2B", "INTRB2C", "INTRAB2C"];
  summary.nil = NIL_ORDER.flatMap((supplyType) => {
    const amount = nil.get(supplyType) ?? 0;
    return amount === 0 ? [] : [{ supplyType, amount }];
  });
  const hsnRows = (rows: Map<string, HsnRow>) =>
    [...rows.values()]
      .filter((row) => !isZero(row) || row.quantity !== 0)
      .sort((a, b) => order(a.hsn, b.hsn) || order(a.uqc, b.uqc) || a.rate - b.rate);
  summary.hsnB2b = hsnRows(hsn.b2b);
  summary.hsnB2c = hsnRows(hsn.b2c);
  return summary;
}

// ---- Writing it out ------------------------------------------------------------------------------

/** Paise as the portal's rupee number: exact, since a two-decimal amount of up to 15 digits reads back the same. */
const rupees = (paise: Paise) => Number(fromPaise(paise));
/** A net quantity (credit notes can take it below zero) with its three decimals. */
const quantityDecimal = (quantity: Thousandths) =>
  `${quantity < 0 ? "-" : ""}${formatScaled(Math.abs(quantity), 3)}`;
/** yyyy-MM-dd as the portal writes a date: dd-mm-yyyy. */
const portalDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

const itemDetails = (a: RateAmounts): Gstr1ItemDetails => ({
  rt: a.rate,
  txval: rupees(a.taxable),
  iamt: rupees(a.igst),
  camt: rupees(a.cgst),
  samt: rupees(a.sgst),
  csamt: rupees(a.cess),
});
const igstDetails = (a: RateAmounts): Gstr1IgstItemDetails => ({
  rt: a.rate,
  txval: rupees(a.taxable),
  iamt: rupees(a.igst),
  csamt: rupees(a.cess),
});
const numbered = <D>(items: RateAmounts[], details: (a: RateAmounts) => D): Gstr1Item<D>[] =>
  items.map((item, i) => ({ num: i + 1, itm_det: details(item) }));

/** Rows grouped under a key, in the order met (they come sorted by it). */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups];
}

const hsnJson = (rows: HsnRow[]): Gstr1HsnRow[] =>
  rows.map((row, i) => ({
    num: i + 1,
    hsn_sc: row.hsn,
    desc: row.description,
    uqc: row.uqc,
    qty: Number(quantityDecimal(row.quantity)),
    ...itemDetails(row),
  }));

/** The month's GSTR-1 as the portal takes it. Throws a RangeError for a document outside the period. */
export function buildGstr1(input: Gstr1Input): Gstr1Json {
  const s = summarise(input);
  const json: Gstr1Json = {
    gstin: input.gstin,
    fp: `${input.period.slice(5, 7)}${input.period.slice(0, 4)}`,
  };
  if (s.b2b.length > 0) {
    json.b2b = groupBy(s.b2b, (r) => r.doc.recipientGstin ?? "").map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((r) => ({
        inum: r.doc.number,
        idt: portalDate(r.doc.date),
        val: rupees(r.value),
        pos: r.doc.placeOfSupply,
        rchrg: "N",
        inv_typ: "R",
        itms: numbered(r.items, itemDetails),
      })),
    }));
  }
  if (s.b2cl.length > 0) {
    json.b2cl = groupBy(s.b2cl, (r) => r.doc.placeOfSupply).map(([pos, docs]) => ({
      pos,
      inv: docs.map((r) => ({
        inum: r.doc.number,
        idt: portalDate(r.doc.date),
        val: rupees(r.value),
        itms: numbered(r.items, igstDetails),
      })),
    }));
  }
  if (s.b2cs.length > 0) {
    json.b2cs = s.b2cs.map((row) => ({
      sply_ty: row.supplyType,
      pos: row.pos,
      typ: "OE",
      ...itemDetails(row),
    }));
  }
  if (s.cdnr.length > 0) {
    json.cdnr = groupBy(s.cdnr, (r) => r.doc.recipientGstin ?? "").map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((r) => ({
        ntty: "C",
        nt_num: r.doc.number,
        nt_dt: portalDate(r.doc.date),
        val: rupees(r.value),
        pos: r.doc.placeOfSupply,
        rchrg: "N",
        inv_typ: "R",
        itms: numbered(r.items, itemDetails),
      })),
    }));
  }
  if (s.cdnur.length > 0) {
    json.cdnur = s.cdnur.map((r) => ({
      ntty: "C",
      nt_num: r.doc.number,
      nt_dt: portalDate(r.doc.date),
      val: rupees(r.value),
      typ: "B2CL",
      pos: r.doc.placeOfSupply,
      itms: numbered(r.items, igstDetails),
    }));
  }
  if (s.nil.length > 0) {
    json.nil = {
      inv: s.nil.map((row) => ({
        sply_ty: row.supplyType,
        nil_amt: rupees(row.amount),
        expt_amt: 0,
        ngsup_amt: 0,
      })),
    };
  }
  if (s.hsnB2b.length > 0 || s.hsnB2c.length > 0) {
    json.hsn = {
      ...(s.hsnB2b.length > 0 ? { hsn_b2b: hsnJson(s.hsnB2b) } : {}),
      ...(s.hsnB2c.length > 0 ? { hsn_b2c: hsnJson(s.hsnB2c) } : {}),
    };
  }
  if (s.series.length > 0) {
    json.doc_issue = {
      doc_det: groupBy(s.series, (series) => String(series.docNum)).map(([, series]) => ({
        doc_num: series[0]?.docNum ?? 1,
        docs: series.map((d, i) => ({
          num: i + 1,
          from: d.from,
          to: d.to,
          totnum: d.total,
          cancel: d.cancelled,
          net_issue: d.total - d.cancelled,
        })),
      })),
    };
  }
  return json;
}

// ---- CSV -----------------------------------------------------------------------------------------

export const GSTR1_CSV_SECTIONS = [
  "b2b",
  "b2cl",
  "b2cs",
  "cdnr",
  "cdnur",
  "nil",
  "hsn_b2b",
  "hsn_b2c",
  "doc_issue",
] as const;
export type Gstr1CsvSection = (typeof GSTR1_CSV_SECTIONS)[number];

type Cell = string | number;
/** A column of a section's sheet: its header, and its cell of a row. */
type Column<R> = readonly [header: string, cell: (row: R) => Cell];
/** A document of b2b, b2cl, cdnr or cdnur at one of its rates: a row of its sheet. */
interface DocumentAtRate extends RateAmounts {
  doc: Gstr1Document;
  value: Paise;
  pos: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The offline tool's date: 05-Jul-2026. */
const csvDate = (date: string) =>
  `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;
const fixed = (header: string, value: Cell): Column<unknown> => [header, () => value];

const recipient: Column<DocumentAtRate>[] = [
  ["GSTIN/UIN of Recipient", (r) => r.doc.recipientGstin ?? ""],
  ["Receiver Name", (r) => r.doc.recipientName],
];
const invoice: Column<DocumentAtRate>[] = [
  ["Invoice Number", (r) => r.doc.number],
  ["Invoice date", (r) => csvDate(r.doc.date)],
  ["Invoice Value", (r) => fromPaise(r.value)],
];
const note: Column<DocumentAtRate>[] = [
  ["Note Number", (r) => r.doc.number],
  ["Note Date", (r) => csvDate(r.doc.date)],
  fixed("Note Type", "C"),
];
const noteValue: Column<DocumentAtRate> = ["Note Value", (r) => fromPaise(r.value)];
/** The offline tool's place of supply: 27-Maharashtra. */
const place: Column<{ pos: string }> = ["Place Of Supply", (r) => `${r.pos}-${GST_STATES[r.pos] ?? ""}`];
const applicable = fixed("Applicable % of Tax Rate", "");
const ecommerce = fixed("E-Commerce GSTIN", "");
const rate: Column<RateAmounts> = ["Rate", (r) => r.rate];
const taxable: Column<RateAmounts> = ["Taxable Value", (r) => fromPaise(r.taxable)];
const cess: Column<RateAmounts> = ["Cess Amount", (r) => fromPaise(r.cess)];
const igst: Column<RateAmounts> = ["Integrated Tax Amount", (r) => fromPaise(r.igst)];
const taxes: Column<RateAmounts>[] = [
  igst,
  ["Central Tax Amount", (r) => fromPaise(r.cgst)],
  ["State/UT Tax Amount", (r) => fromPaise(r.sgst)],
];

const B2B: Column<DocumentAtRate>[] = [
  ...recipient,
  ...invoice,
  place,
  fixed("Reverse Charge", "N"),
  applicable,
  fixed("Invoice Type", "Regular B2B"),
  ecommerce,
  rate,
  taxable,
  cess,
  ...taxes,
];
const B2CL: Column<DocumentAtRate>[] = [...invoice, place, applicable, rate, taxable, cess, ecommerce, igst];
const B2CS: Column<B2csRow>[] = [
  fixed("Type", "OE"),
  place,
  applicable,
  rate,
  taxable,
  cess,
  ecommerce,
  ...taxes,
];
const CDNR: Column<DocumentAtRate>[] = [
  ...recipient,
  ...note,
  place,
  fixed("Reverse Charge", "N"),
  fixed("Note Supply Type", "Regular B2B"),
  noteValue,
  applicable,
  rate,
  taxable,
  cess,
  ...taxes,
];
const CDNUR: Column<DocumentAtRate>[] = [
  fixed("UR Type", "B2CL"),
  ...note,
  place,
  noteValue,
  applicable,
  rate,
  taxable,
  cess,
  igst,
];
const NIL_DESCRIPTIONS: Record<NilSupplyType, string> = {
  INTRB2B: "Inter-State supplies to registered persons",
  INTRAB2B: "Intra-State supplies to registered persons",
  INTRB2C: "Inter-State supplies to unregistered persons",
  INTRAB2C: "Intra-State supplies to unregistered persons",
};
const NIL: Column<Summary["nil"][number]>[] = [
  ["Description", (r) => NIL_DESCRIPTIONS[r.supplyType]],
  ["Nil Rated Supplies", (r) => fromPaise(r.amount)],
  fixed("Exempted(other than nil rated/non GST supply)", "0.00"),
  fixed("Non-GST Supplies", "0.00"),
];
const HSN: Column<HsnRow>[] = [
  ["HSN", (r) => r.hsn],
  ["Description", (r) => r.description],
  ["UQC", (r) => r.uqc],
  ["Total Quantity", (r) => quantityDecimal(r.quantity)],
  ["Total Value", (r) => fromPaise(r.taxable + r.igst + r.cgst + r.sgst + r.cess)],
  rate,
  taxable,
  ...taxes,
  cess,
];
const DOCS: Column<Series>[] = [
  ["Nature of Document", (r) => (r.docNum === 1 ? "Invoices for outward supply" : "Credit Note")],
  ["Sr. No. From", (r) => r.from],
  ["Sr. No. To", (r) => r.to],
  ["Total Number", (r) => r.total],
  ["Cancelled", (r) => r.cancelled],
];

const sheet = <R>(columns: readonly Column<R>[], rows: readonly R[]) =>
  toCsv(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
const atRates = (docs: readonly Reported[]): DocumentAtRate[] =>
  docs.flatMap((r) =>
    r.items.map((item) => ({ ...item, doc: r.doc, value: r.value, pos: r.doc.placeOfSupply })),
  );

/**
 * One section of the month's GSTR-1 as CSV, a row per document and rate (per summary row for b2cs,
 * nil and the HSN tables): the columns of the GST offline tool's sheet of that section, followed by
 * the tax amounts it would work out, so the file can be checked against the books.
 */
export function gstr1Csv(input: Gstr1Input, section: Gstr1CsvSection): string {
  const s = summarise(input);
  switch (section) {
    case "b2b":
      return sheet(B2B, atRates(s.b2b));
    case "b2cl":
      return sheet(B2CL, atRates(s.b2cl));
    case "b2cs":
      return sheet(B2CS, s.b2cs);
    case "cdnr":
      return sheet(CDNR, atRates(s.cdnr));
    case "cdnur":
      return sheet(CDNUR, atRates(s.cdnur));
    case "nil":
      return sheet(NIL, s.nil);
    case "hsn_b2b":
      return sheet(HSN, s.hsnB2b);
    case "hsn_b2c":
      return sheet(HSN, s.hsnB2c);
    case "doc_issue":
      return sheet(DOCS, s.series);
  }
}

const PERIOD_MESSAGE = "Period must be a month from 2017-07 to 2100-12 (yyyy-MM)";

/** A return's month, yyyy-MM: GST began in July 2017. */
const gstr1Period = z
  .string({ message: PERIOD_MESSAGE })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PERIOD_MESSAGE)
  .refine((p) => p >= "2017-07" && p <= "2100-12", PERIOD_MESSAGE)
  .describe("The return's month, yyyy-MM");
const gstr1Section = z
  .enum(GSTR1_CSV_SECTIONS, { message: `Section must be one of ${GSTR1_CSV_SECTIONS.join(", ")}` })
  .describe("The section of a CSV");

/** The month's return in the portal's JSON layout. */
export const gstr1Input = z.object({ period: gstr1Period });
/** One section of the month's return as CSV. */
export const gstr1CsvInput = z.object({ period: gstr1Period, section: gstr1Section });

/** `GET /api/erp/reports/gstr1?period=yyyy-MM[&format=csv&section=b2b]`. */
export const gstr1QueryInput = z
  .object({
    period: gstr1Period,
    format: z
      .enum(["json", "csv"], { message: "Format must be json or csv" })
      .default("json")
      .describe("json (the portal's layout, by default) or csv (one section)"),
    section: gstr1Section.optional(),
  })
  .refine((q) => q.format !== "csv" || q.section !== undefined, {
    path: ["section"],
    message: `A CSV is one section: one of ${GSTR1_CSV_SECTIONS.join(", ")}`,
  });
export type Gstr1Query = z.output<typeof gstr1QueryInput>;
