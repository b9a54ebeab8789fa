import { todayIn } from "@atithi/domain";
import { formatDisplayDate } from "../../lib/dates";

/** The day a guest was registered, on the property's calendar, as India writes dates. */
export function registrationDate(createdAt: string, timeZone: string): string {
  const instant = new Date(createdAt);
  if (Number.isNaN(instant.getTime())) return createdAt;
  return formatDisplayDate(todayIn(timeZone, instant));
}
