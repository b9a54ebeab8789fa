import type { Database } from "@atithi/db";
import { type BookingStatus, buildCalendar, todayIn } from "@atithi/domain";
import { cachedView } from "../../../platform/db/view-cache";
import { calendarStays } from "../bookings";
import { listRooms } from "../rooms";

/** Two queries whatever the number of rooms and days: the rooms, and the stays touching the range. */
export async function calendarAvailability(
  db: Database,
  timeZone: string,
  range: { startDate: string; endDate: string; include: "rooms" | "summary" },
) {
  const { startDate, endDate, include } = range;
  const today = todayIn(timeZone);
  return cachedView(db, `calendar|${today}|${startDate}|${endDate}|${include}`, async () => {
    const [rooms, stays] = await Promise.all([listRooms(db), calendarStays(db, startDate, endDate)]);
    return buildCalendar(
      startDate,
      endDate,
      today,
      rooms,
      stays.map((s) => ({ ...s, status: s.status as BookingStatus })),
      include === "rooms",
    );
  });
}
