import type { Database } from "@atithi/db";
import { fromPaise, occupancyPercent, todayIn, toPaise } from "@atithi/domain";
import { cachedView } from "../../../platform/db/view-cache";
import { pendingTotal } from "../bookings";
import { listRooms } from "../rooms";
import { dashboardRepository } from "./dashboard.repository";

/**
 * The dashboard's four figures, defined as the calendar defines them for today:
 * occupancyRate = stays holding a room tonight / rooms for sale (not under maintenance);
 * availableRooms = rooms whose status is available; todayRevenue = payments received today in the
 * property's zone (cash basis, as the reports); pendingPayments = money owed on stays, a cancelled stay's unpaid fees included.
 */
export async function dashboardStats(db: Database, timeZone: string) {
  const today = todayIn(timeZone);
  return cachedView(db, `dashboard|${today}`, () => computeDashboardStats(db, timeZone, today));
}

async function computeDashboardStats(db: Database, timeZone: string, today: string) {
  const [rooms, tonight, received, pending] = await Promise.all([
    listRooms(db),
    dashboardRepository(db).staysTonight(today),
    dashboardRepository(db).paymentsOn(today, timeZone),
    pendingTotal(db),
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
