import { daysBetween } from "./dates";
import { formatInr, type Paise } from "./money";

/** Room rates per person per night (part 1 §9). One place, used by the form and the server. */
export const RATES = {
  adultPerNight: 3200,
  /** Children below 12 years. */
  childPerNight: 1600,
} as const;

export const GUEST_LIMITS = { minAdults: 1, maxAdults: 6, minChildren: 0, maxChildren: 6 } as const;

/** Nights between two yyyy-MM-dd dates: whole days, at least 1. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.max(1, Math.ceil(daysBetween(checkIn, checkOut)));
}

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

export interface StayPriceInput {
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  /** 0..100, clamped; may carry two decimals. */
  discountPercentage: number;
  isComplimentary: boolean;
}

export interface StayPrice {
  nights: number;
  subtotal: Paise;
  discountAmount: Paise;
  total: Paise;
}

/** Discount rounded to the whole rupee, half up; the percentage has at most two decimals. */
function discountOf(subtotal: Paise, percent: number): Paise {
  const basisPoints = Math.round(clampPercent(percent) * 100);
  const rupees = Math.round(subtotal / 100);
  return Math.floor((rupees * basisPoints + 5_000) / 10_000) * 100;
}

/**
 * What a discount takes off a stay's subtotal: a percentage of it rounded to the whole rupee, never
 * more than the subtotal; all of it for a complimentary stay.
 */
export function discountOn(
  subtotal: Paise,
  terms: Pick<StayPriceInput, "discountPercentage" | "isComplimentary">,
): Paise {
  if (terms.isComplimentary) return subtotal;
  return Math.min(subtotal, discountOf(subtotal, terms.discountPercentage));
}

/**
 * A stay's price from its nights and subtotal: the discount (a percentage of the subtotal rounded to
 * the whole rupee, never more than the subtotal) taken off, the total never below 0; a
 * complimentary stay costs 0, its whole subtotal being the discount. Every way of pricing a stay
 * (part 1's per-person rates, a room type's rate plan) ends here, so they discount alike.
 */
export function stayPriceFromSubtotal(
  nights: number,
  subtotal: Paise,
  terms: Pick<StayPriceInput, "discountPercentage" | "isComplimentary">,
): StayPrice {
  const discountAmount = discountOn(subtotal, terms);
  return { nights, subtotal, discountAmount, total: Math.max(0, subtotal - discountAmount) };
}

/**
 * Price of a stay (part 1 §9): (adults × adult rate + children × child rate) × nights,
 * less the discount, never below 0; a complimentary stay costs 0.
 */
export function priceStay(input: StayPriceInput): StayPrice {
  const nights = nightsBetween(input.checkInDate, input.checkOutDate);
  const perNight = input.adults * RATES.adultPerNight + input.children * RATES.childPerNight;
  return stayPriceFromSubtotal(nights, perNight * nights * 100, input);
}

/** The most a stay's tariff after discount can be: what a booking's total, numeric(10,2), holds. */
export const MAX_STAY_TARIFF: Paise = 9_999_999_999;
/** The most a stay, or a group, can owe in all (tariff, extras, GST): what numeric(12,2) holds. */
export const MAX_AMOUNT_DUE: Paise = 999_999_999_999;

/**
 * Why a stay (`what`: "The stay", "Room 301") priced at `tariff` after discount and owing `due` in
 * all cannot be booked, or null: a booking holds at most ₹9,99,99,999.99 of tariff and
 * ₹9,99,99,99,999.99 due. The quote refuses it as the create does, with the same 400.
 */
export function stayAmountError(what: string, tariff: Paise, due: Paise): string | null {
  if (tariff > MAX_STAY_TARIFF) {
    return `${what} would cost ${formatInr(tariff)}, more than a booking holds (${formatInr(MAX_STAY_TARIFF)}); book fewer nights`;
  }
  if (due > MAX_AMOUNT_DUE) {
    return `${what} would owe ${formatInr(due)}, more than a booking holds (${formatInr(MAX_AMOUNT_DUE)}); book fewer nights`;
  }
  return null;
}
