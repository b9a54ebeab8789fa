/**
 * Quantities and prices carry more decimals than money (numeric(15,3) and numeric(15,4)), so they
 * travel as integers of their smallest unit: 1.5 units is 1500 thousandths, ₹12.34 is 123400
 * ten-thousandths of a rupee. They are read from their text, never through a float.
 */

/** A quantity in thousandths of a unit. */
export type Thousandths = number;
/** A price in ten-thousandths of a rupee (hundredths of a paisa). */
export type TenThousandths = number;

/** Digits of a safe integer that any decimal of up to 15 digits fits in. */
const MAX_DIGITS = 15;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A non-negative decimal as a whole number of 10^-scale ("1.5" at scale 3 is 1500), or null when it
 * is not one: more than `scale` decimals (trailing zeros aside) or more than `maxWholeDigits`
 * digits before the point. Numbers are read through their shortest text, so 0.1 is "0.1".
 */
export function parseScaled(value: string | number, scale: number, maxWholeDigits: number): number | null {
  if (scale + maxWholeDigits > MAX_DIGITS) throw new RangeError("A scaled decimal has at most 15 digits");
  const match = DECIMAL.exec(typeof value === "number" ? String(value) : value.trim());
  if (!match) return null;
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (whole.length > maxWholeDigits || fraction.length > scale) return null;
  return Number(whole) * 10 ** scale + Number(fraction.padEnd(scale, "0"));
}

/** A whole number of 10^-scale as a decimal string with exactly `scale` decimals (1500 at 3 is "1.500"). */
export function formatScaled(scaled: number, scale: number): string {
  if (!Number.isSafeInteger(scaled) || scaled < 0) throw new RangeError(`Not a scaled decimal: ${scaled}`);
  if (scale === 0) return String(scaled);
  const text = String(scaled).padStart(scale + 1, "0");
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/** A quantity as stored (numeric(15,3)): "1.500". */
export const quantityText = (quantity: Thousandths) => formatScaled(quantity, 3);
/** A unit price as stored (numeric(15,4)): "12.3400". */
export const unitPriceText = (price: TenThousandths) => formatScaled(price, 4);
/** A stored quantity ("1.500") in thousandths; null when it is not one. */
export const parseQuantity = (value: string | number) => parseScaled(value, 3, 12);
/** A stored unit price ("12.3400") in ten-thousandths of a rupee; null when it is not one. */
export const parseUnitPrice = (value: string | number) => parseScaled(value, 4, 11);
