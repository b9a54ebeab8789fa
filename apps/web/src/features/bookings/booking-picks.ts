import { addDays } from "@atithi/domain";
import type { RouterInputs } from "../../api/trpc";
import type { Booking } from "./booking-display";
import type { StayDialogAction } from "./CheckInOutDialog";

export type PickKind = "arrivals" | "departures" | "balances";

export const PICKS: Record<PickKind, { title: string; empty: string; action: StayDialogAction }> = {
  arrivals: { title: "Today's Arrivals", empty: "No arrivals due today", action: "check-in" },
  departures: { title: "Today's Departures", empty: "No departures due today", action: "check-out" },
  balances: { title: "Open Balances", empty: "No bookings with money pending", action: "payment" },
};

type ListInput = RouterInputs["bookings"]["list"];
const MOST = 200;

/** The bookings.list pages that hold every candidate. */
export function pickQueries(kind: PickKind, today: string): ListInput[] {
  const tomorrow = addDays(today, 1);
  switch (kind) {
    case "arrivals":
      return [{ status: "confirmed", from: today, to: tomorrow, page: 1, pageSize: MOST }];
    case "departures":
      return [{ status: "checked_in", page: 1, pageSize: MOST }];
    case "balances":
      return [{ owing: true, page: 1, pageSize: MOST }];
  }
}

/** The bookings a quick action offers: arrivals due today, departures due today, or money pending (as the server found it). */
export function pickBookings(kind: PickKind, bookings: Booking[], today: string): Booking[] {
  switch (kind) {
    case "arrivals":
      return bookings.filter((b) => b.status === "confirmed" && b.checkInDate === today);
    case "departures":
      return bookings.filter((b) => b.status === "checked_in" && b.checkOutDate === today);
    case "balances":
      return bookings;
  }
}
