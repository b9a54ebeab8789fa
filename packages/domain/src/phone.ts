export const PHONE_MESSAGE = "Valid phone number is required";
/** A phone has 10 to 15 digits once normalised (E.164 allows 15). */
export const PHONE_DIGITS = { min: 10, max: 15 } as const;
/** The longest phone text taken before normalising: the digits with room for spaces, dashes and '+'. */
export const MAX_PHONE_TEXT = 25;

const PHONE_TEXT = /^\+?[0-9][0-9 -]*$/;

/**
 * One form for a phone number, so '+91 98765 43210', '098765 43210' and '9876543210' are the same guest.
 * Indian numbers lose their country code or trunk zero; anything else keeps its digits.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** Digits with an optional leading '+' and spaces or dashes, 10 to 15 digits once normalised. */
export function isValidPhone(phone: string): boolean {
  const text = phone.trim();
  if (text.length > MAX_PHONE_TEXT || !PHONE_TEXT.test(text)) return false;
  const digits = normalizePhone(text).length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
