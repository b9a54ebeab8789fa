import { addDays, formatDisplayDate } from "./dates";

/** The Indian financial year (April to March) of a yyyy-MM-dd date, written "2026-27". */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * The series: group invoice, stay invoice, sales invoice, credit note, purchase bill (the hotel's
 * reference for a supplier's bill), debit note.
 */
export const DOCUMENT_SERIES = ["GI", "SI", "IN", "CR", "PB", "DR"] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/**
 * "GI/2026-27/0001": a series prefix, the financial year and the sequence; unique per financial
 * year, at most 16 characters of letters, digits, '-' and '/' (CGST Rule 46).
 */
export function documentNumber(series: DocumentSeries, date: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999) {
    throw new RangeError(`Invoice sequence out of range: ${sequence}`);
  }
  return `${series}/${financialYear(date)}/${String(sequence).padStart(4, "0")}`;
}

/** A group's invoice number. */
export const groupInvoiceNumber = (date: string, sequence: number) => documentNumber("GI", date, sequence);

/** A stay's tax invoice (or bill of supply) number: its own series. */
export const stayInvoiceNumber = (date: string, sequence: number) => documentNumber("SI", date, sequence);

/** The largest sequence a series' number holds ("…/99999"). */
export const MAX_DOCUMENT_SEQUENCE = 99_999;

/**
 * The sequence after the highest one among `used` numbers of a series (`prefix` "IN/2026-27/"):
 * only numbers the server would write count (4 digits, or 5 without a leading zero), so a typed
 * "IN/2026-27/1e5" or "…/123456" is ignored. Null when the series is full.
 */
export function nextDocumentSequence(prefix: string, used: readonly string[]): number | null {
  let highest = 0;
  for (const number of used) {
    if (!number.toUpperCase().startsWith(prefix.toUpperCase())) continue;
    const suffix = number.slice(prefix.length);
    if (/^(\d{4}|[1-9]\d{4})$/.test(suffix)) highest = Math.max(highest, Number(suffix));
  }
  return highest >= MAX_DOCUMENT_SEQUENCE ? null : highest + 1;
}

/**
 * The first day a number may no longer be typed on a sales invoice: the date of the first invoice
 * the series numbered (`firstSeriesDate`), or, before the series is used, today, or the day after
 * the last typed invoice (`lastTypedDate`) if that is later: the series numbers only invoices dated
 * after the typed ones, so a day that already holds typed numbers stays open to more of them.
 * Numbers typed are for invoices brought over from another system, all dated before the series began.
 */
export function manualNumbersBefore(
  series: { firstSeriesDate: string | null; lastTypedDate: string | null },
  today: string,
): string {
  if (series.firstSeriesDate) return series.firstSeriesDate;
  const afterTyped = series.lastTypedDate ? addDays(series.lastTypedDate, 1) : today;
  return afterTyped > today ? afterTyped : today;
}

/** Why a typed sales invoice number is refused for the invoice's date, or null. */
export function manualNumberDateError(invoiceDate: string, before: string): string | null {
  return invoiceDate < before
    ? null
    : `A number is typed only on an invoice dated before ${formatDisplayDate(before)}, brought over from another system; leave it empty: the number is assigned at issue`;
}

/**
 * Why the series refuses to number an invoice of `invoiceDate`, or null: the typed numbers of
 * another system end on `lastTypedDate`, and the series begins after them, so that every typed
 * number stays dated before the series' first use.
 */
export function seriesDateError(invoiceDate: string, lastTypedDate: string | null): string | null {
  return lastTypedDate === null || invoiceDate > lastTypedDate
    ? null
    : `Invoices up to ${formatDisplayDate(lastTypedDate)} carry numbers from another system: date this one after, or type its number`;
}

/** What stands for the number of a sales draft, which has none until it is issued. */
export const UNNUMBERED_INVOICE = "Assigned at issue";
