import { parseScaled } from "./decimal";
import { fromPaise, type Paise } from "./money";
import { largestRemainder, rational } from "./rational";

/** Ten-thousandths of a percent in a whole (100.0000%). */
const WHOLE = 1_000_000n;

/**
 * Each holding's share of all shares as a percentage with four decimals ("12.3457"), the rounding
 * settled by the largest remainder so that the percentages add up to exactly 100.0000; all zero
 * when no share is issued.
 */
export function ownershipPercentages(shares: readonly bigint[]): string[] {
  const total = shares.reduce((a, b) => a + b, 0n);
  if (total === 0n) return shares.map(() => "0.0000");
  const parts = largestRemainder(
    shares.map((s) => rational(s * WHOLE, total)),
    WHOLE,
  );
  return parts.map(percentText);
}

function percentText(tenThousandths: bigint): string {
  const text = tenThousandths.toString().padStart(5, "0");
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}

/** The exact sum of four-decimal percentages: the cap table's total ("100.0000"). */
export function totalPercentage(percentages: readonly string[]): string {
  return percentText(percentages.reduce((sum, p) => sum + BigInt(parseScaled(p, 4, 3) ?? 0), 0n));
}

/**
 * A round's price per share: the pre-money valuation over the fully diluted shares before the
 * round, rounded half up to the paisa; null when there is no share before it or the price would be
 * under one paisa.
 */
export function roundPricePerShare(preMoney: Paise, sharesBefore: bigint): Paise | null {
  if (sharesBefore <= 0n) return null;
  const price = (2n * BigInt(preMoney) + sharesBefore) / (2n * sharesBefore);
  return price > 0n ? Number(price) : null;
}

/** The whole shares an investment buys at a price, and the money left over (stated, not lost). */
export function sharesForInvestment(amount: Paise, price: Paise): { shares: bigint; remainder: Paise } {
  if (price <= 0) throw new RangeError("A price per share is at least one paisa");
  const shares = BigInt(amount) / BigInt(price);
  return { shares, remainder: amount - Number(shares) * price };
}

/** A price per share as the API answers it. */
export const priceText = (price: Paise) => fromPaise(price);

/** Shares as converted to common at a ratio with up to four decimals ("1.5"), whole shares rounded down. */
export function asConverted(shares: bigint, conversionRatio: string): bigint {
  const scaled = parseScaled(conversionRatio, 4, 4);
  if (scaled === null || scaled <= 0) throw new RangeError("Not a conversion ratio");
  return (shares * BigInt(scaled)) / 10_000n;
}

/**
 * An amount shared among holders pro rata to their weights (a class's payout among its holders by
 * shares), in whole paise that add up to the amount (largest remainder); all zero with no weight.
 */
export function splitProRata(amount: Paise, weights: readonly bigint[]): Paise[] {
  const total = weights.reduce((a, b) => a + b, 0n);
  if (total === 0n) return weights.map(() => 0);
  return largestRemainder(
    weights.map((w) => rational(w * BigInt(amount), total)),
    BigInt(amount),
  ).map(Number);
}
