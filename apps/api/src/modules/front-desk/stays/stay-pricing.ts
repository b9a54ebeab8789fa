import type { Database } from "@atithi/db";
import { minimumStayError, type NightPrice, priceStayByPlan } from "@atithi/domain";
import { badRequest } from "../../../platform/errors";
import { type PricedRoom, ratePlanForStay } from "../rate-plans";
import { findRooms } from "../rooms";
import { bookingNightsRepository } from "./booking-nights.repository";

/** What decides a stay's nights' prices besides its plan. */
export interface StayGuests {
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
}

/** A stay's nights as its plan prices them, before any discount, and the plan. */
export interface PlanNights {
  ratePlanId: string;
  ratePlanName: string;
  nights: NightPrice[];
}

/** The plan a stay is priced by, as `ratePlanForStay` reads it. */
export type StayPlan = Awaited<ReturnType<typeof ratePlanForStay>>;

/**
 * The nights of a stay priced by `stayPlan` for its guests, before any discount. A stay shorter than
 * the plan's minimum is refused (400) unless `minimumStay` is false (a stay booked before, priced again).
 */
export function planNights(stayPlan: StayPlan, stay: StayGuests, minimumStay = true): PlanNights {
  const { id, name, plan } = stayPlan;
  const short = minimumStay && minimumStayError(plan, stay.checkInDate, stay.checkOutDate);
  if (short) throw badRequest(short);
  const { nightly } = priceStayByPlan({ ...stay, discountPercentage: 0, isComplimentary: false }, plan);
  return { ratePlanId: id, ratePlanName: name, nights: nightly };
}

/**
 * The plans a request's stays are priced by (`ratePlanForStay`: the one named, else the room type's
 * default; a stay's own plan, `own`, judged by the plan), each read once however many rooms of a
 * group it prices.
 */
export function stayPlans(db: Database) {
  const read = new Map<string, Promise<StayPlan>>();
  return (room: PricedRoom, ratePlanId: string | null | undefined, own: string | null = null) => {
    const owned = Boolean(ratePlanId) && ratePlanId === own;
    const key = `${room.roomTypeId} ${ratePlanId ?? ""} ${owned}`;
    const known = read.get(key);
    if (known) return known;
    const plan = ratePlanForStay(db, room, ratePlanId, own);
    read.set(key, plan);
    return plan;
  };
}

/**
 * The nights of a stay in `room` priced by `ratePlanId`, else its room type's default plan
 * (`planNights`); `own` is the stay's own plan, which prices it whatever its room's type now.
 */
export async function nightsByPlan(
  db: Database,
  room: PricedRoom,
  ratePlanId: string | null | undefined,
  stay: StayGuests,
  minimumStay = true,
  own: string | null = null,
): Promise<PlanNights> {
  return planNights(await ratePlanForStay(db, room, ratePlanId, own), stay, minimumStay);
}

/** A stay as it is stored, for the nights it was billed. */
export interface StoredStay extends StayGuests {
  id: string;
  roomId: string;
  ratePlanId: string | null;
}

/**
 * The nights each locked stay was billed, in the order of `stays`, to price it again from them (a
 * discount decided, nights given up). A stay stored without them (written outside the app) is
 * priced by its plan, else its room type's default, as it stands now, and they are stored with it.
 */
export async function billedNights(trx: Database, stays: readonly StoredStay[]): Promise<NightPrice[][]> {
  const nights = bookingNightsRepository(trx);
  const stored = await nights.forBookings(stays.map((s) => s.id));
  const unpriced = stays.filter((s) => !stored.has(s.id));
  if (unpriced.length > 0) {
    const rooms = await findRooms(
      trx,
      unpriced.map((s) => s.roomId),
    );
    for (const stay of unpriced) {
      const room = rooms.find((r) => r.id === stay.roomId);
      if (!room) throw new Error(`room ${stay.roomId} of stay ${stay.id} not read`);
      const plan = await nightsByPlan(trx, room, stay.ratePlanId, stay, false, stay.ratePlanId);
      stored.set(stay.id, plan.nights);
    }
    await nights.replace(unpriced.map((s) => ({ bookingId: s.id, nights: stored.get(s.id) ?? [] })));
  }
  return stays.map((s) => stored.get(s.id) ?? []);
}

/** The stays' nights become these, each stay's whole. */
export function writeNights(
  trx: Database,
  stays: readonly { bookingId: string; nights: readonly NightPrice[] }[],
) {
  return bookingNightsRepository(trx).replace(stays);
}

/** Each stay keeps its nights before its new check-out date (it ended early). */
export function keepNightsBefore(
  trx: Database,
  stays: readonly { bookingId: string; checkOutDate: string }[],
) {
  return bookingNightsRepository(trx).keepBefore(stays);
}

/** The nights each stay was billed, as stored (none for a stay stored without them). */
export function storedNights(db: Database, ids: readonly string[]) {
  return bookingNightsRepository(db).forBookings(ids);
}
