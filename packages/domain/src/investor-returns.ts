import { daysBetween } from "./dates";
import type { Paise } from "./money";

export interface CashFlow {
  /** YYYY-MM-DD */
  date: string;
  /** Paid out by the investor negative, received positive, in paise. */
  amount: Paise;
}

/** The multiple on invested capital: what came back over what went in; null when nothing went in. */
export function moic(invested: Paise, returned: Paise): number | null {
  return invested > 0 ? returned / invested : null;
}

const TOLERANCE = 1e-9;
/** Rates from −99.9999% a year: (1 + r) must stay positive. */
const LOWEST = -0.999999;
const HIGHEST = 1e6;

/**
 * The annual internal rate of return of dated cash flows (XIRR, actual/365): the rate at which their
 * present values add up to zero, solved to 1e-9 by Newton's step kept inside a bracket that
 * bisection shrinks, so it cannot diverge. Null when there is no rate: the flows do not change sign,
 * or no root lies between −99.9999% and 100,000,000% a year.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) return null;
  const first = flows.map((f) => f.date).sort()[0] as string;
  const terms = flows.map((f) => ({ years: daysBetween(first, f.date) / 365, amount: f.amount }));
  const value = (r: number) => terms.reduce((s, t) => s + t.amount / (1 + r) ** t.years, 0);
  const slope = (r: number) => terms.reduce((s, t) => s - (t.years * t.amount) / (1 + r) ** (t.years + 1), 0);

  // A bracket [lo, hi] where the present value changes sign, widened upwards from 10% a year.
  let lo = LOWEST;
  let hi = 0.1;
  const atLo = value(lo);
  while (Math.sign(value(hi)) === Math.sign(atLo) && hi < HIGHEST) hi = hi * 10 + 1;
  if (Math.sign(value(hi)) === Math.sign(atLo)) return null;

  let r = (lo + hi) / 2;
  for (let i = 0; i < 500; i++) {
    const v = value(r);
    if (v === 0) return r;
    if (Math.sign(v) === Math.sign(atLo)) lo = r;
    else hi = r;
    const d = slope(r);
    const newton = d !== 0 ? r - v / d : Number.NaN;
    // Newton's step when it stays inside the bracket, else halve the bracket.
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - r) < TOLERANCE || hi - lo < TOLERANCE) return next;
    r = next;
  }
  return r;
}
