import { z } from "zod";

/**
 * Money is carried as integer paise inside the system and as decimal strings
 * ("1234.50") at its edges, so no amount ever passes through a float.
 */
export type Paise = number;

const DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;

export function toPaise(amount: string | number): Paise {
  const text = typeof amount === "number" ? amountNumberToText(amount) : amount.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not an amount: ${text}`);
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? text.slice(1) : text).split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return negative ? -paise : paise;
}

function amountNumberToText(amount: number): string {
  // String() gives the shortest text that round-trips, so 0.1 stays "0.1" and 1.005 is refused.
  return String(amount);
}

export function fromPaise(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Indian digit grouping: ₹1,23,456.00 */
export function formatInr(amount: string | Paise): string {
  const paise = typeof amount === "number" ? amount : toPaise(amount);
  const [whole = "0", fraction = "00"] = fromPaise(Math.abs(paise)).split(".");
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return `${paise < 0 ? "-" : ""}₹${grouped}.${fraction}`;
}

/**
 * A number with a minus sign, however many decimals it has: refused for its sign, which is what
 * the user got wrong, rather than for its form ("-5.125" is negative before it is too precise).
 */
export function isNegativeNumber(value: unknown): boolean {
  if (typeof value === "number") return value < 0;
  return typeof value === "string" && /^\s*-\s*(\d+\.?\d*|\.\d+)\s*$/.test(value) && /[1-9]/.test(value);
}

/** What a negative amount is told: an amount that must be positive, or one that may be zero. */
export const mustBePositive = (label: string) => `${label} must be greater than zero`;
export const cannotBeNegative = (label: string) => `${label} cannot be negative`;

/**
 * An amount of `label` with at most two decimals, accepted as a string or a number. With `max`, it is
 * also at most `max` paise, its text at most 20 characters, and a missing or blank one is told that
 * it is required, so every message names `label`.
 */
function amountOf(label: string, positive: boolean, max?: Paise) {
  const bounded = max !== undefined;
  const form = `${label} must be a number with at most two decimals`;
  const input = bounded
    ? z.union([z.string().max(20, form), z.number()], { message: `${label} is required` })
    : z.union([z.string(), z.number()]);
  return input.transform((value, ctx) => {
    if (bounded && typeof value === "string" && value.trim() === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    let paise: Paise | null = null;
    try {
      paise = toPaise(value);
    } catch {}
    if (isNegativeNumber(value) || (positive && paise === 0)) {
      ctx.addIssue({ code: "custom", message: positive ? mustBePositive(label) : cannotBeNegative(label) });
      return z.NEVER;
    }
    // With a bound, a well-formed amount too long to read is simply above it.
    const aboveMax = (amount: Paise | null) =>
      bounded && (amount === null ? /^\d+(\.\d{1,2})?$/.test(String(value).trim()) : amount > max);
    if (aboveMax(paise)) {
      ctx.addIssue({ code: "custom", message: `${label} must be at most ${formatInr(max ?? 0)}` });
      return z.NEVER;
    }
    if (paise === null) {
      ctx.addIssue({ code: "custom", message: form });
      return z.NEVER;
    }
    return fromPaise(paise);
  });
}

/** A non-negative amount with at most two decimals, accepted as a string or a number. */
export const amountSchema = amountOf("Amount", false);

/** An amount above zero with at most two decimals, named in its messages. */
export const positiveAmountSchema = (label: string) => amountOf(label, true);

/**
 * An amount of `label` from 0 to `max` paise with at most two decimals, as a string or a number;
 * answered as a decimal string ("3200.00"). Every refusal names `label`.
 */
export const boundedAmountSchema = (label: string, max: Paise) => amountOf(label, false, max);
