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

/** An amount of `label` with at most two decimals, accepted as a string or a number. */
function amountOf(label: string, positive: boolean) {
  return z.union([z.string(), z.number()]).transform((value, ctx) => {
    let paise: Paise | null = null;
    try {
      paise = toPaise(value);
    } catch {}
    if (isNegativeNumber(value) || (positive && paise === 0)) {
      ctx.addIssue({ code: "custom", message: positive ? mustBePositive(label) : cannotBeNegative(label) });
      return z.NEVER;
    }
    if (paise === null) {
      ctx.addIssue({ code: "custom", message: `${label} must be a number with at most two decimals` });
      return z.NEVER;
    }
    return fromPaise(paise);
  });
}

/** A non-negative amount with at most two decimals, accepted as a string or a number. */
export const amountSchema = amountOf("Amount", false);

/** An amount above zero with at most two decimals, named in its messages. */
export const positiveAmountSchema = (label: string) => amountOf(label, true);
