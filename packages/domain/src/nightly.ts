import { addDays, daysBetween } from "./dates";
import type { Paise } from "./money";

/**
 * The stay's revenue spread over its nights, exactly: the paise that do not divide evenly go to
 * the first nights, so the nights always add up to the total.
 */
export function nightlyRevenue(total: Paise, checkInDate: string, checkOutDate: string): Map<string, Paise> {
  const nights = Math.max(1, daysBetween(checkInDate, checkOutDate));
  const base = Math.floor(total / nights);
  const remainder = total - base * nights;
  const result = new Map<string, Paise>();
  for (let i = 0; i < nights; i++) result.set(addDays(checkInDate, i), base + (i < remainder ? 1 : 0));
  return result;
}

/**
 * A stay's room value (its total after discount) spread over its nights in proportion to each
 * night's price, exactly: each night takes its share rounded down, and the paise left go one each
 * to the nights with the largest remainders, the earlier night first between equals. Nights all at
 * one price (part 1's, or a plan without weekend or season) are spread as `nightlyRevenue` spreads
 * them, so their GST is as before; nights with no price (a stay stored without its nights) are
 * spread evenly over its dates. What each night is worth after discount decides its GST slab.
 */
export function roomNightValues(
  total: Paise,
  checkInDate: string,
  checkOutDate: string,
  nights: readonly { date: string; amount: Paise }[],
): [date: string, value: Paise][] {
  if (nights.length === 0) return [...nightlyRevenue(total, checkInDate, checkOutDate)];
  const subtotal = nights.reduce((sum, n) => sum + n.amount, 0);
  // Equal weights when nothing was charged for the nights: the total (0, or less) spreads evenly.
  const weights = nights.map((n) => BigInt(subtotal === 0 ? 1 : n.amount));
  const whole = weights.reduce((sum, w) => sum + w, 0n);
  // BigInt: a total and a night's price of up to 10^10 paise each multiply past 2^53.
  const shares = weights.map((w) => {
    const product = BigInt(total) * w;
    return { value: Number(product / whole), remainder: product % whole };
  });
  let left = total - shares.reduce((sum, s) => sum + s.value, 0);
  const order = shares
    .map((share, i) => ({ i, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    const share = shares[i];
    if (share) share.value += 1;
    left -= 1;
  }
  return nights.map((n, i) => [n.date, shares[i]?.value ?? 0]);
}
