import type { Database } from "@atithi/db";
import {
  type BookingStatus,
  buildCalendar,
  fromPaise,
  occupancyPercent,
  todayIn,
  toPaise,
} from "@atithi/domain";
import { bookingsRepository } from "../repositories/bookings.repository";
import { dashboardRepository } from "../repositories/dashboard.repository";
import { roomsRepository } from "../repositories/rooms.repository";
import { cachedView } from "./view-cache";

/** Two queries whatever the number of rooms and days: the rooms, and the stays touching the range. */
export async function calendarAvailability(
  db: Database,
  timeZone: string,
  range: { startDate: string; endDate: string; include: "rooms" | "summary" },
) {
  const { startDate, endDate, include } = range;
  const today = todayIn(timeZone);
  return cachedView(db, `calendar|${today}|${startDate}|${endDate}|${include}`, async () => {
    const [rooms, stays] = await Promise.all([
      roomsRepository(db).list(),
      bookingsRepository(db).calendarStays(startDate, endDate),
    ]);
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

/**
 * The dashboard's four figures, defined as the calendar defines them for today:
 * occupancyRate = stays holding a room tonight / rooms for sale (not under maintenance);
 * availableRooms = rooms whose status is available; todayRevenue = payments received today in the
 * property's zone (cash basis, as the reports); pendingPayments = money owed on stays not cancelled.
 */
export async function dashboardStats(db: Database, timeZone: string) {
  const today = todayIn(timeZone);
  return cachedView(db, `dashboard|${today}`, () => computeDashboardStats(db, timeZone, today));
}

async function computeDashboardStats(db: Database, timeZone: string, today: string) {
  const [rooms, tonight, received, pending] = await Promise.all([
    roomsRepository(db).list(),
    dashboardRepository(db).staysTonight(today),
    dashboardRepository(db).paymentsOn(today, timeZone),
    bookingsRepository(db).pendingTotal(),
  ]);
  const unsellable = rooms.filter((r) => r.status === "maintenance").length;
  return {
    occupancyRate: occupancyPercent(tonight, rooms.length - unsellable),
    totalRooms: rooms.length,
    availableRooms: rooms.filter((r) => r.status === "available").length,
    todayRevenue: fromPaise(toPaise(received)),
    pendingPayments: fromPaise(toPaise(pending)),
  };
}
