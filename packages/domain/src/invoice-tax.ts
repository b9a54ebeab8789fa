import { parseScaled, type TenThousandths, type Thousandths } from "./decimal";
import { GST_RATES, type GstRate } from "./folio";
import { splitTax } from "./gst";
import { GST_STATES } from "./gst-states";
import { MAX_LINE_AMOUNT } from "./ledger";
import { formatInr, type Paise } from "./money";

/** Same state as the supplier: CGST and SGST halves; another state: IGST. */
export type SupplyType = "intra" | "inter";

/** An invoice's total is posted as one receivable line, so it is bounded as a ledger line is (₹1,000 crore). */
export const MAX_INVOICE_TOTAL: Paise = MAX_LINE_AMOUNT;
export const INVOICE_TOO_LARGE = `Invoice total must be at most ${formatInr(MAX_INVOICE_TOTAL)}`;

/** A slab rate from a number or its text as stored ("18", "18.00", 18); null for any other rate. */
export function gstRateOf(value: string | number): GstRate | null {
  const hundredths = parseScaled(value, 2, 3);
  return GST_RATES.find((rate) => rate * 100 === hundredths) ?? null;
}

/**
 * quantity × unit price, rounded half up to the paisa. Thousandths × ten-thousandths are units of
 * 10^-5 paisa; the product can pass 2^53, so it is taken in bigint.
 */
export function lineTaxable(quantity: Thousandths, unitPrice: TenThousandths): Paise {
  const paise = (BigInt(quantity) * BigInt(unitPrice) + 50_000n) / 100_000n;
  if (paise > BigInt(MAX_INVOICE_TOTAL)) throw new RangeError(INVOICE_TOO_LARGE);
  return Number(paise);
}

/** `taxable` × `rate` percent, rounded half up to the paisa (exact: taxable is bounded, so the product is safe). */
export function taxAt(taxable: Paise, rate: GstRate): Paise {
  return Math.floor((taxable * rate + 50) / 100);
}

export interface TaxSplit {
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** A tax as the supply type charges it: CGST and SGST halves (the odd paisa to SGST, as `splitTax`) or IGST. */
export function taxSplit(tax: Paise, supplyType: SupplyType): TaxSplit {
  return supplyType === "intra" ? { ...splitTax(tax), igst: 0 } : { cgst: 0, sgst: 0, igst: tax };
}

/** What a line is charged. */
export interface TaxableLine {
  quantity: Thousandths;
  unitPrice: TenThousandths;
  taxRate: GstRate;
}

/** A line's amounts in paise. `tax` is cgst + sgst + igst; `total` is taxable + tax. */
export interface LineAmounts extends TaxSplit {
  taxable: Paise;
  tax: Paise;
  total: Paise;
}

/** A document's amounts: each the sum of its lines'. */
export interface InvoiceTotals extends TaxSplit {
  subtotal: Paise;
  tax: Paise;
  total: Paise;
}

export function sumTotals(lines: readonly LineAmounts[]): InvoiceTotals {
  const totals: InvoiceTotals = { subtotal: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, total: 0 };
  for (const line of lines) {
    totals.subtotal += line.taxable;
    totals.cgst += line.cgst;
    totals.sgst += line.sgst;
    totals.igst += line.igst;
    totals.tax += line.tax;
    totals.total += line.total;
  }
  return totals;
}

export interface ComputedInvoice<T> {
  supplyType: SupplyType;
  lines: (T & LineAmounts)[];
  totals: InvoiceTotals;
}

/**
 * Every amount of an invoice from its quantities, prices and rates: each line's taxable value is
 * quantity × price rounded to the paisa, its tax the rate on that, split by the supply type; the
 * totals are the sums of the lines, so the document always adds up. A client's own totals play no
 * part. Throws a RangeError (`INVOICE_TOO_LARGE`) past `MAX_INVOICE_TOTAL`.
 */
export function computeInvoice<T extends TaxableLine>(
  lines: readonly T[],
  options: { supplyType: SupplyType },
): ComputedInvoice<T> {
  const computed = lines.map((line) => {
    if (!GST_RATES.includes(line.taxRate)) throw new RangeError(`Not a GST rate: ${line.taxRate}`);
    for (const v of [line.quantity, line.unitPrice]) {
      if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`Not a quantity or price: ${v}`);
    }
    const taxable = lineTaxable(line.quantity, line.unitPrice);
    const tax = taxAt(taxable, line.taxRate);
    return { ...line, taxable, ...taxSplit(tax, options.supplyType), tax, total: taxable + tax };
  });
  const totals = sumTotals(computed);
  if (totals.total > MAX_INVOICE_TOTAL) throw new RangeError(INVOICE_TOO_LARGE);
  return { supplyType: options.supplyType, lines: computed, totals };
}

/**
 * What is supplied decides where (IGST Act ss.10 and 12): accommodation and services performed at
 * the hotel (food, laundry, events) are supplied where the hotel is, whoever the guest; goods and
 * other services go where the recipient is.
 */
export const SUPPLY_KINDS = ["accommodation", "service_at_hotel", "goods", "service"] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

const STATE_BY_NAME = new Map(Object.entries(GST_STATES).map(([code, name]) => [name.toLowerCase(), code]));

/**
 * The GST state code of a state written as its code ("27"), code and name ("27 Maharashtra",
 * "27-Maharashtra", as GSTR-1 and `stateOfGstin` write it) or name (any case); null when unknown.
 */
export function stateCodeOf(state: string | null | undefined): string | null {
  const text = state?.trim() ?? "";
  const code = /^(\d{2})(?:$|[\s-])/.exec(text)?.[1];
  if (code) return code in GST_STATES ? code : null;
  return STATE_BY_NAME.get(text.toLowerCase()) ?? null;
}

function stateOfHotel(gstin: string): string {
  const code = stateCodeOf(gstin.slice(0, 2));
  if (!code) throw new RangeError(`The hotel's GSTIN does not start with a GST state code: ${gstin}`);
  return code;
}

export interface PlaceOfSupply {
  /** The GST state code. */
  placeOfSupply: string;
  supplyType: SupplyType;
}

const where = (place: string, hotel: string): PlaceOfSupply => ({
  placeOfSupply: place,
  supplyType: place === hotel ? "intra" : "inter",
});

/**
 * Where a sale is supplied, and so whether it bears CGST + SGST or IGST. Accommodation and services
 * at the hotel: the hotel's state, always (IGST Act s.12(3)), so `override` is not taken. Otherwise
 * the override when one is given (goods delivered elsewhere), else a registered recipient's state
 * (its GSTIN), else an unregistered recipient's address state. With no state known the hotel's own
 * state is taken: for services the law says so (s.12(2)(b)), and for goods a buyer with no address
 * on record is one at the counter.
 */
export function placeOfSupply(input: {
  hotelGstin: string;
  recipientGstin?: string | null;
  recipientState?: string | null;
  supplyKind: SupplyKind;
  override?: string | null;
}): PlaceOfSupply {
  const hotel = stateOfHotel(input.hotelGstin);
  if (input.supplyKind === "accommodation" || input.supplyKind === "service_at_hotel") {
    return where(hotel, hotel);
  }
  const place =
    stateCodeOf(input.override) ??
    stateCodeOf(input.recipientGstin?.slice(0, 2)) ??
    stateCodeOf(input.recipientState) ??
    hotel;
  return where(place, hotel);
}

/**
 * A supplier's bill: what the hotel buys is delivered to it or performed for it at the hotel, so the
 * place of supply is the hotel's state; a supplier in another state (by GSTIN, else address) charges
 * IGST. An unknown state is taken as the hotel's.
 */
export function purchasePlaceOfSupply(input: {
  hotelGstin: string;
  supplierGstin?: string | null;
  supplierState?: string | null;
}): PlaceOfSupply {
  const hotel = stateOfHotel(input.hotelGstin);
  const supplier = stateCodeOf(input.supplierGstin?.slice(0, 2)) ?? stateCodeOf(input.supplierState) ?? hotel;
  return { placeOfSupply: hotel, supplyType: supplier === hotel ? "intra" : "inter" };
}

export const MIXED_PLACES_OF_SUPPLY = "Accommodation and goods for another state go on separate invoices";

/**
 * An invoice has one place of supply (GSTR-1 files it in one section under one state): lines
 * supplied in different states cannot share it. Accommodation and services at the hotel are in the
 * hotel's state, so they do not go with goods or services for another state. Returns the invoice's
 * place of supply (the first line's), or an error when the lines disagree; null for no lines.
 */
export function invoicePlaceOfSupply(
  places: readonly PlaceOfSupply[],
): { ok: true; place: PlaceOfSupply | null } | { ok: false; error: string } {
  const first = places[0] ?? null;
  if (first && places.some((p) => p.placeOfSupply !== first.placeOfSupply)) {
    return { ok: false, error: MIXED_PLACES_OF_SUPPLY };
  }
  return { ok: true, place: first };
}

/**
 * Why a sales invoice cannot be issued for a line without its HSN or SAC code (Rule 46 prints it,
 * and it decides goods or service and so the place of supply), naming the first such line; null
 * when every line has one.
 */
export function missingHsnError(lines: readonly { lineNo: number; hsnCode: string | null }[]): string | null {
  const line = lines.find((l) => !l.hsnCode);
  return line ? `Line ${line.lineNo}: an HSN or SAC code is required to issue a tax invoice` : null;
}
