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
