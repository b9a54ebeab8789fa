/**
 * Exact fractions of big integers, for sharing money pro rata without rounding until the end (a
 * waterfall divides by share counts and multiples that no float or paisa holds exactly).
 */
export interface Rational {
  readonly n: bigint;
  /** Always positive. */
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function rational(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError("Division by zero");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO = rational(0n);
export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);
export const cmp = (a: Rational, b: Rational) => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
export const min = (a: Rational, b: Rational) => (cmp(a, b) <= 0 ? a : b);
export const sum = (values: readonly Rational[]) => values.reduce(add, ZERO);
/** The largest whole number not above the fraction. */
export const floor = (a: Rational) => {
  const q = a.n / a.d;
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
};

/**
 * Whole units (paise, shares, ten-thousandths of a percent) for exact shares that add up to a whole
 * `total`: each share rounded down, then the units left over one each to the largest remainders
 * (ties to the earlier share), so the parts add up to `total` exactly and each is within one unit of
 * its exact share.
 */
export function largestRemainder(shares: readonly Rational[], total: bigint): bigint[] {
  const floors = shares.map(floor);
  let left = total - floors.reduce((a, b) => a + b, 0n);
  if (left < 0n || left > BigInt(shares.length)) {
    throw new RangeError("The shares do not add up to the total");
  }
  const order = shares
    .map((share, i) => ({ i, remainder: sub(share, rational(floors[i] as bigint)) }))
    .sort((a, b) => cmp(b.remainder, a.remainder) || a.i - b.i);
  const parts = [...floors];
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i] = (parts[i] as bigint) + 1n;
    left -= 1n;
  }
  return parts;
}
