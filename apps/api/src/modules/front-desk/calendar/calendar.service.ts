import type { Database } from "@atithi/db";
import { buildCalendar, buildCalendarGrid, calendarFigures, todayIn } from "@atithi/domain";
import { cachedView } from "../../../platform/db/view-cache";
import { calendarBookings, calendarStays } from "../bookings";
import { listRooms } from "../rooms";

interface Range {
  startDate: string;
  endDate: string;
}

/**
 * Two queries whatever the number of rooms and days: the rooms, and the stays touching the range
 * (with their guests' names only when each room's day is asked for).
 */
export async function calendarAvailability(
  db: Database,
  timeZone: string,
  range: Range & { include: "rooms" | "summary" },
) {
  const { startDate, endDate, include } = range;
  const today = todayIn(timeZone);
  return cachedView(db, `calendar|${today}|${startDate}|${endDate}|${include}`, async () => {
    if (include === "summary") {
      const [rooms, stays] = await Promise.all([listRooms(db), calendarStays(db, startDate, endDate)]);
      return calendarFigures(startDate, endDate, today, rooms, stays).map((day) => ({ ...day, rooms: [] }));
    }
    const [rooms, stays] = await Promise.all([listRooms(db), calendarBookings(db, startDate, endDate)]);
    return buildCalendar(startDate, endDate, today, rooms, stays);
  });
}

/** Every room over the range, its stays as runs, by room type; the same two queries. */
export async function calendarGrid(db: Database, timeZone: string, { startDate, endDate }: Range) {
  const today = todayIn(timeZone);
  return cachedView(db, `calendar-grid|${today}|${startDate}|${endDate}`, async () => {
    const [rooms, stays] = await Promise.all([listRooms(db), calendarStays(db, startDate, endDate)]);
    return buildCalendarGrid(startDate, endDate, today, rooms, stays);
  });
}
