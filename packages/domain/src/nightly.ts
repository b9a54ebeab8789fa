import { addDays, daysBetween } from "./dates";
import type { Paise } from "./money";

/**
 * The stay's revenue spread over its nights, exactly: the paise that do not divide evenly go to
 * the first nights, so the nights always add up to the total.
 */
export function nightlyRevenue(total: Paise, checkInDate: string, checkOutDate: string): Map<string, Paise> {
  const nights = Math.max(1, daysBetween(checkInDate, checkOutDate));
  const base = Math.floor(total / nights);
  const remainder = total - base * nights;
  const result = new Map<string, Paise>();
  for (let i = 0; i < nights; i++) result.set(addDays(checkInDate, i), base + (i < remainder ? 1 : 0));
  return result;
}
