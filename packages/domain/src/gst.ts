import { type Paise, toPaise } from "./money";
import { nightlyRevenue } from "./nightly";

export interface GstSlab {
  effectiveFrom: string;
  /** Highest value of a room per night in this slab, as a decimal string; null for the open top slab. */
  maxNightValue: string | null;
  rate: string;
}

/** The slab rate (percent, as a string) for a room-night worth `value` on `date`. */
export function gstRateFor(value: Paise, date: string, slabs: readonly GstSlab[]): string {
  const effective = slabs
    .filter((s) => s.effectiveFrom <= date)
    .reduce<string | null>(
      (latest, s) => (latest === null || s.effectiveFrom > latest ? s.effectiveFrom : latest),
      null,
    );
  if (effective === null) return "0.00";
  const applicable = slabs
    .filter((s) => s.effectiveFrom === effective)
    .sort((a, b) =>
      a.maxNightValue === null
        ? 1
        : b.maxNightValue === null
          ? -1
          : toPaise(a.maxNightValue) - toPaise(b.maxNightValue),
    );
  const slab = applicable.find((s) => s.maxNightValue === null || value <= toPaise(s.maxNightValue));
  return slab?.rate ?? "0.00";
}

function percentOf(amount: Paise, rate: string): Paise {
  // rate has at most two decimals: amount × basis points / 10000, rounded half up to the paisa.
  const basisPoints = toPaise(rate);
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

export interface StayTax {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
}

/**
 * GST on some nights of a stay ([date, value] pairs): each night is taxed by the slab of its value
 * on its date; the tax is split into equal CGST and SGST halves because the place of supply of
 * accommodation is the hotel's state.
 */
export function gstForNights(
  nights: Iterable<[date: string, value: Paise]>,
  slabs: readonly GstSlab[],
): StayTax {
  let taxable = 0;
  let tax = 0;
  for (const [date, value] of nights) {
    taxable += value;
    tax += percentOf(value, gstRateFor(value, date, slabs));
  }
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, total: tax };
}

/** GST on a whole stay, its revenue spread over its nights. */
export function gstForStay(
  total: Paise,
  checkInDate: string,
  checkOutDate: string,
  slabs: readonly GstSlab[],
): StayTax {
  return gstForNights(nightlyRevenue(total, checkInDate, checkOutDate), slabs);
}
