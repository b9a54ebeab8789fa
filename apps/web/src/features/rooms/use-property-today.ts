import { todayIn } from "@atithi/domain";
import { useCurrentUser } from "../../auth/current-user";

/** The property's calendar date (yyyy-MM-dd), computed in its time zone whatever the browser's. */
export function usePropertyToday(): string {
  return todayIn(useCurrentUser().property.timeZone);
}
