import { z } from "zod";
import { formatDisplayDate, todayIn } from "./dates";

/** When a no-show may be marked on the arrival day unless an administrator sets otherwise (issue 30). */
export const DEFAULT_NO_SHOW_CUTOFF = "18:00";

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day as HH:mm on the 24-hour clock, 00:00 to 23:59. */
export const timeOfDaySchema = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .regex(TIME_OF_DAY, `${field} must be a time from 00:00 to 23:59 (HH:mm)`);

// One format per zone: building an Intl.DateTimeFormat costs far more than using one.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (HH:mm) at `now` in `timeZone`; never the server's own zone. */
export function timeOfDayIn(timeZone: string, now: Date = new Date()): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * Why a no-show cannot be marked yet, or null when it can: a guest may still arrive until the arrival
 * day's cut-off (the hotel's setting), so the room is not given away before then.
 */
export function noShowNotYet(checkInDate: string, cutoff: string, timeZone: string, now: Date = new Date()) {
  const today = todayIn(timeZone, now);
  if (today > checkInDate) return null;
  if (today === checkInDate && timeOfDayIn(timeZone, now) >= cutoff) return null;
  return `A no-show can be marked from ${cutoff} on ${formatDisplayDate(checkInDate)}, the arrival day's cut-off`;
}
