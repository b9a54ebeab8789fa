import type { BookingStatus } from "./booking-status";
import { can, type Permission, type Role } from "./roles";

/**
 * What the header's bell lists: work waiting for someone now. Each kind shows only to roles that can
 * act on it (the permission of the screen or action that settles it), and only while its count is
 * above zero.
 */
export const NOTIFICATION_KINDS = [
  "discount_approvals",
  "departures_due",
  "arrivals_due",
  "low_stock",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const WHO_ACTS: Record<NotificationKind, Permission> = {
  // Stays and groups whose discount above the limit waits: only those who may decide it.
  discount_approvals: "discounts.approve",
  // Checking guests in and out is the front office's.
  departures_due: "bookings.write",
  arrivals_due: "bookings.write",
  // Reordering starts from the books' stock figures.
  low_stock: "erp.read",
};

/** Where the web app settles each kind. */
const LINKS: Record<NotificationKind, string> = {
  discount_approvals: "/",
  departures_due: "/bookings",
  arrivals_due: "/bookings",
  low_stock: "/erp",
};

export function notificationKindsFor(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => can(role, WHO_ACTS[kind]));
}

/**
 * A departure is due when the guest is still checked in on or after the check-out date: the property
 * keeps no check-out time, so every stay leaving today counts from the morning.
 */
export function isDepartureDue(stay: { status: BookingStatus; checkOutDate: string }, today: string) {
  return stay.status === "checked_in" && stay.checkOutDate <= today;
}

/**
 * An arrival is due when a confirmed stay's check-in date has come and the guest is neither checked
 * in nor marked a no-show (which cancels the stay): today's, and earlier ones nobody settled.
 */
export function isArrivalDue(stay: { status: BookingStatus; checkInDate: string }, today: string) {
  return stay.status === "confirmed" && stay.checkInDate <= today;
}

export interface NotificationItem {
  kind: NotificationKind;
  count: number;
  text: string;
  /** A path of the web app. */
  link: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const TEXTS: Record<NotificationKind, (n: number) => string> = {
  discount_approvals: (n) => `${plural(n, "discount waits", "discounts wait")} for approval`,
  departures_due: (n) => `${plural(n, "departure", "departures")} not checked out`,
  arrivals_due: (n) => `${plural(n, "arrival", "arrivals")} not checked in`,
  low_stock: (n) => `${plural(n, "item", "items")} at or below the reorder level`,
};

/** The bell's list, in the order of NOTIFICATION_KINDS; kinds with nothing waiting are left out. */
export function notificationItems(counts: Partial<Record<NotificationKind, number>>): NotificationItem[] {
  return NOTIFICATION_KINDS.flatMap((kind) => {
    const count = counts[kind] ?? 0;
    return count > 0 ? [{ kind, count, text: TEXTS[kind](count), link: LINKS[kind] }] : [];
  });
}
