import { type Paise, toPaise } from "./money";
import { nightlyRevenue } from "./nightly";

export interface GstSlab {
  effectiveFrom: string;
  /** Highest value of a room per night in this slab, as a decimal string; null for the open top slab. */
  maxNightValue: string | null;
  rate: string;
}

interface Band {
  /** Highest value of a room-night in paise; null for the open top band. */
  max: Paise | null;
  rate: string;
  basisPoints: number;
}

interface Schedule {
  effectiveFrom: string;
  /** Lowest ceiling first, the open band last. */
  bands: Band[];
}

/** Slabs arranged once per list (a report taxes thousands of nights with the same list): newest schedule first. */
const schedules = new WeakMap<readonly GstSlab[], Schedule[]>();

function schedulesOf(slabs: readonly GstSlab[]): Schedule[] {
  const known = schedules.get(slabs);
  if (known) return known;
  const byDate = new Map<string, Band[]>();
  for (const s of slabs) {
    const bands = byDate.get(s.effectiveFrom) ?? [];
    bands.push({
      max: s.maxNightValue === null ? null : toPaise(s.maxNightValue),
      rate: s.rate,
      basisPoints: toPaise(s.rate),
    });
    byDate.set(s.effectiveFrom, bands);
  }
  const arranged = [...byDate]
    .map(([effectiveFrom, bands]) => ({
      effectiveFrom,
      bands: bands.sort((a, b) => (a.max === null ? 1 : b.max === null ? -1 : a.max - b.max)),
    }))
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1));
  schedules.set(slabs, arranged);
  return arranged;
}

/** The band of the latest schedule in force on `date` that holds a room-night worth `value`. */
function bandFor(value: Paise, date: string, slabs: readonly GstSlab[]): Band | undefined {
  const schedule = schedulesOf(slabs).find((s) => s.effectiveFrom <= date);
  return schedule?.bands.find((b) => b.max === null || value <= b.max);
}

/** The slab rate (percent, as a string) for a room-night worth `value` on `date`. */
export function gstRateFor(value: Paise, date: string, slabs: readonly GstSlab[]): string {
  return bandFor(value, date, slabs)?.rate ?? "0.00";
}

/** `amount` × a rate in basis points (two decimals of a percent), rounded half up to the paisa. */
function percentOf(amount: Paise, basisPoints: number): Paise {
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
    tax += percentOf(value, bandFor(value, date, slabs)?.basisPoints ?? 0);
  }
  return { taxable, ...splitTax(tax), total: tax };
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

/** The CGST and SGST halves of a tax; an odd paisa goes to SGST, so the halves add up exactly. */
export function splitTax(tax: Paise): { cgst: Paise; sgst: Paise } {
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst };
}
