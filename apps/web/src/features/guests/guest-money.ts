import { formatInr, toPaise } from "@atithi/domain";

/** A balance as the desk says it: what the guest owes, what goes back to them, or nothing either way. */
export function balanceText(balance: string): string {
  const paise = toPaise(balance);
  if (paise > 0) return `Owes ${formatInr(paise)}`;
  if (paise < 0) return `Refund due ${formatInr(-paise)}`;
  return "Settled";
}

export function balanceColor(balance: string): string | undefined {
  const paise = toPaise(balance);
  return paise > 0 ? "red" : paise < 0 ? "orange" : undefined;
}
