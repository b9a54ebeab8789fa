/** The Indian financial year (April to March) of a yyyy-MM-dd date, written "2026-27". */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * "GI/2026-27/0001": a series prefix, the financial year and the sequence; unique per financial
 * year, at most 16 characters of letters, digits, '-' and '/' (CGST Rule 46).
 */
export function documentNumber(series: "GI" | "SI", date: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999) {
    throw new RangeError(`Invoice sequence out of range: ${sequence}`);
  }
  return `${series}/${financialYear(date)}/${String(sequence).padStart(4, "0")}`;
}

/** A group's invoice number. */
export const groupInvoiceNumber = (date: string, sequence: number) => documentNumber("GI", date, sequence);

/** A stay's tax invoice (or bill of supply) number: its own series. */
export const stayInvoiceNumber = (date: string, sequence: number) => documentNumber("SI", date, sequence);
