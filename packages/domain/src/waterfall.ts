import { fromPaise, type Paise } from "./money";
import {
  add,
  cmp,
  div,
  largestRemainder,
  min,
  mul,
  type Rational,
  rational,
  sub,
  sum,
  ZERO,
} from "./rational";

export const PARTICIPATIONS = ["none", "full", "capped"] as const;
export type Participation = (typeof PARTICIPATIONS)[number];

/** A share class as the waterfall sees it (OCF's stock class: seniority, preference, participation). */
export interface WaterfallClass {
  name: string;
  /** Shares as converted to common. */
  shares: bigint;
  /** What its holders paid for it, in paise. */
  invested: Paise;
  /** A higher number is paid first; common is 0. */
  seniority: number;
  /** 0 for common: no preference, shares the rest. */
  preferenceMultiple: Rational;
  participation: Participation;
  /** For `capped`: the most the class takes in all (preference and participation), as a multiple of `invested`. */
  capMultiple?: Rational;
}

export interface Payout {
  name: string;
  amount: Paise;
  /** A preferred class that takes its share as common because that pays more. */
  converted: boolean;
}

const isCommon = (c: WaterfallClass) => c.preferenceMultiple.n === 0n;
/** Only a non-participating or capped preferred class can gain by converting. */
const mayConvert = (c: WaterfallClass) => !isCommon(c) && c.participation !== "full";
const money = (paise: Paise) => rational(BigInt(paise));

/**
 * The exact (unrounded) payouts of an exit when the classes in `converting` take their share as
 * common: preferences in order of seniority (equal seniority sharing a shortfall pro rata to the
 * preference), then the rest to common, the converted and the participating classes pro rata to
 * their shares, a capped class stopping at its cap and the excess going to the others.
 */
function exactPayouts(exit: Rational, classes: readonly WaterfallClass[], converting: ReadonlySet<number>) {
  const paid: Rational[] = classes.map(() => ZERO);
  let left = exit;
  const preferred = classes
    .map((c, i) => ({ c, i, preference: mul(money(c.invested), c.preferenceMultiple) }))
    .filter(({ c, i }) => !isCommon(c) && !converting.has(i));
  const seniorities = [...new Set(preferred.map(({ c }) => c.seniority))].sort((a, b) => b - a);
  for (const seniority of seniorities) {
    const level = preferred.filter(({ c }) => c.seniority === seniority);
    const owed = sum(level.map((p) => p.preference));
    if (owed.n === 0n) continue;
    const share = min(left, owed);
    for (const p of level) paid[p.i] = mul(share, div(p.preference, owed));
    left = sub(left, share);
  }

  // Who shares the rest, and how much more each capped class may take.
  let sharing = classes
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => isCommon(c) || converting.has(i) || c.participation !== "none");
  if (sharing.length === 0 || sum(sharing.map(({ c }) => rational(c.shares))).n === 0n) {
    // Nobody participates (no common, every class non-participating): what is left goes to all as converted.
    sharing = classes.map((c, i) => ({ c, i }));
  }
  const room = (i: number): Rational | null => {
    const c = classes[i] as WaterfallClass;
    if (c.participation !== "capped" || converting.has(i) || isCommon(c)) return null;
    const r = sub(mul(money(c.invested), c.capMultiple ?? ZERO), paid[i] as Rational);
    return r.n < 0n ? ZERO : r;
  };
  // Caps bind one after another: fix the capped classes whose pro rata share exceeds their room.
  for (;;) {
    const shares = sum(sharing.map(({ c }) => rational(c.shares)));
    if (shares.n === 0n) break;
    const capped = sharing.filter(({ i, c }) => {
      const r = room(i);
      return r !== null && cmp(mul(left, div(rational(c.shares), shares)), r) > 0;
    });
    if (capped.length === sharing.length) {
      // Every class still sharing is capped: each takes its cap, and what is above the caps goes to
      // the other classes as converted (to the capped ones when there is none).
      const rooms = capped.map(({ i }) => room(i) ?? ZERO);
      capped.forEach(({ i }, k) => {
        paid[i] = add(paid[i] as Rational, rooms[k] as Rational);
      });
      const rest = sub(left, sum(rooms));
      const others = classes.map((c, i) => ({ c, i })).filter(({ i }) => !capped.some((x) => x.i === i));
      const pool = others.some(({ c }) => c.shares > 0n) ? others : capped;
      const poolShares = sum(pool.map(({ c }) => rational(c.shares)));
      for (const { c, i } of pool) {
        paid[i] = add(paid[i] as Rational, mul(rest, div(rational(c.shares), poolShares)));
      }
      break;
    }
    if (capped.length === 0) {
      for (const { c, i } of sharing)
        paid[i] = add(paid[i] as Rational, mul(left, div(rational(c.shares), shares)));
      break;
    }
    for (const { i } of capped) {
      const r = room(i) as Rational;
      paid[i] = add(paid[i] as Rational, r);
      left = sub(left, r);
    }
    sharing = sharing.filter(({ i }) => !capped.some((x) => x.i === i));
  }
  return paid;
}

/**
 * Which classes convert: each convertible class converts when that pays it more, decided together,
 * one change at a time, until no class would change its mind (a fixed point). A class converts
 * first when its preference per share is the lowest, as conversion pays it soonest.
 */
function conversions(exit: Rational, classes: readonly WaterfallClass[]): Set<number> {
  const converting = new Set<number>();
  const candidates = classes
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => mayConvert(c) && c.shares > 0n)
    .sort((a, b) =>
      cmp(
        div(mul(money(a.c.invested), a.c.preferenceMultiple), rational(a.c.shares)),
        div(mul(money(b.c.invested), b.c.preferenceMultiple), rational(b.c.shares)),
      ),
    );
  // Each change strictly raises the changing class's payout; the bound only guards the impossible.
  for (let round = 0; round < 4 * candidates.length + 4; round++) {
    const now = exactPayouts(exit, classes, converting);
    const change = candidates.find(({ i }) => {
      const flipped = new Set(converting);
      if (flipped.has(i)) flipped.delete(i);
      else flipped.add(i);
      return cmp(exactPayouts(exit, classes, flipped)[i] as Rational, now[i] as Rational) > 0;
    });
    if (!change) break;
    if (converting.has(change.i)) converting.delete(change.i);
    else converting.add(change.i);
  }
  return converting;
}

/**
 * How an exit value is shared among the share classes (the liquidation waterfall), in paise: the
 * exact shares rounded by the largest remainder, so they add up to the exit value to the paisa; none
 * is negative.
 */
export function distributeExit(exitValue: Paise, classes: readonly WaterfallClass[]): Payout[] {
  if (!Number.isSafeInteger(exitValue) || exitValue < 0) throw new RangeError("Not an exit value");
  if (classes.length === 0) return [];
  if (classes.every((c) => c.shares === 0n)) throw new RangeError("No class holds any share");
  const exit = money(exitValue);
  const converting = conversions(exit, classes);
  const amounts = largestRemainder(exactPayouts(exit, classes, converting), BigInt(exitValue));
  return classes.map((c, i) => ({
    name: c.name,
    amount: Number(amounts[i]),
    converted: converting.has(i),
  }));
}

/** The payouts as the API answers them: amounts as decimal strings. */
export const payoutsAnswer = (payouts: readonly Payout[]) =>
  payouts.map((p) => ({ name: p.name, amount: fromPaise(p.amount), converted: p.converted }));
