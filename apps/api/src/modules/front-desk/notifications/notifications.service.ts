import type { Database } from "@atithi/db";
import {
  type NotificationKind,
  notificationItems,
  notificationKindsFor,
  type Role,
  todayIn,
} from "@atithi/domain";
import { cachedView } from "../../../platform/db/view-cache";
import { lowStockCount } from "../../accounting/erp-dashboard";
import { pendingStayApprovalCount } from "../bookings";
import { pendingGroupApprovalCount } from "../groups";
import { notificationsRepository } from "./notifications.repository";

/**
 * GET /api/notifications: what waits for the signed-in user's role now (domain/notifications.ts),
 * counted only for the kinds the role may act on; `total` is the bell's badge.
 */
export async function notificationsFor(db: Database, role: Role, timeZone: string) {
  const today = todayIn(timeZone);
  return cachedView(db, `notifications|${role}|${today}`, () => computeNotifications(db, role, today));
}

async function computeNotifications(db: Database, role: Role, today: string) {
  const kinds = new Set(notificationKindsFor(role));
  const approvals = async () => {
    const [stays, groups] = await Promise.all([pendingStayApprovalCount(db), pendingGroupApprovalCount(db)]);
    return stays + groups;
  };
  const atTheDesk = kinds.has("arrivals_due") || kinds.has("departures_due");
  const [discountApprovals, due, lowStock] = await Promise.all([
    kinds.has("discount_approvals") ? approvals() : 0,
    atTheDesk ? notificationsRepository(db).staysDue(today) : { arrivals: 0, departures: 0 },
    kinds.has("low_stock") ? lowStockCount(db) : 0,
  ]);
  const counts: Record<NotificationKind, number> = {
    discount_approvals: discountApprovals,
    departures_due: due.departures,
    arrivals_due: due.arrivals,
    low_stock: lowStock,
  };
  const items = notificationItems(counts).filter((item) => kinds.has(item.kind));
  return { total: items.reduce((sum, item) => sum + item.count, 0), items };
}
