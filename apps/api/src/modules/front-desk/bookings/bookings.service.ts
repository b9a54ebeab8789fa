import type { Database } from "@atithi/db";
import {
  type BookingInput,
  type BookingStatus,
  bookingTransitionError,
  CHARGE_CATEGORY_DEFAULTS,
  checkoutPendingMessage,
  type Discount,
  formatInr,
  fromPaise,
  minimumStayApplies,
  NO_DISCOUNT,
  nightsAfterChange,
  noShowNotYet,
  type Paise,
  priceNights,
  stayAmountError,
  todayIn,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { noShowCutoff } from "../../back-office/tax-settings";
import { groupOfBooking, lockGroupOfStay } from "../groups";
import { editGuest, findGuest, findOrCreateGuest } from "../guests";
import { insertPostedPayment } from "../payments";
import { planKeptIn } from "../rate-plans";
import { checkOccupancy, findRoom, type RoomDto } from "../rooms";
import {
  billedNights,
  cancelStay,
  checkIn,
  checkOut,
  decideDiscountFor,
  discountEntered,
  discountOfRow,
  discountRequestValues,
  insertCharge,
  type LockedBooking,
  lockBooking,
  NO_DISCOUNT_REQUEST,
  NO_DISCOUNT_WAITING,
  newStayMoney,
  nightsByPlan,
  refreshStayMoney,
  removeStayWithoutHistory,
  shortenToNightsUsed,
  stayInvoiceOf,
  stayQuote,
  updateStay,
  writeNights,
} from "../stays";
import { type BookingDto, bookingsRepository, insertedBooking } from "./bookings.repository";
import { issueStayInvoice, readStayFolio, type StayFolioDto, stayFolio } from "./folio.service";
import { roomMovesRepository } from "./room-moves.repository";

const GROUP_MEMBER = "This booking belongs to a group booking; manage it from the group";

/** The room a stay is to take, read locked (404 when there is none); 409 when it takes no stay. */
export function bookable(room: RoomDto | undefined): RoomDto {
  if (!room) throw notFound("Room");
  if (!room.isActive) throw conflict(`Room ${room.number} is no longer in use`);
  if (room.status === "maintenance") throw conflict(`Room ${room.number} is under maintenance`);
  return room;
}

async function bookableRoom(db: Database, roomId: string) {
  // Locked, so a room retired or sent to maintenance at the same moment is not booked.
  return bookable(await findRoom(db, roomId, true));
}

const discountValues = (discount: Discount) => ({
  isComplimentary: discount.isComplimentary,
  discountPercentage: String(discount.discountPercentage),
});

export async function reload(db: Database, id: string): Promise<BookingDto> {
  const booking = await bookingsRepository(db).findById(id);
  if (!booking) throw notFound("Booking");
  return booking;
}

/**
 * What a new booking bills, as the create writes it and the quote answers it: its room (404 unknown,
 * 409 retired or under maintenance, 400 beyond its capacity), its nights priced by its plan (404 a
 * plan unknown, 400 another type's or a stay below the plan's minimum), the discount that applies
 * (one that waits for a manager does not, until approved), GST night by night, and the initial
 * payment (400 above what is billed). With `lock` the room is locked (and its type held shared)
 * for the transaction that writes the booking. Whether the room is free on those dates is not
 * asked: the create's insert meets the no-overlap constraint (409), and a quote prices the stay
 * whether or not the room is taken.
 */
async function priceNewBooking(trx: Database, actor: Actor, input: BookingInput, lock: boolean) {
  const room = bookable(await findRoom(trx, input.roomId, lock));
  checkOccupancy([{ room, adults: input.adults, children: input.children }]);
  const plan = await nightsByPlan(trx, room, input.ratePlanId, input);
  const undiscounted = priceNights(plan.nights, NO_DISCOUNT);
  const discount = await decideDiscountFor(trx, actor, discountEntered(input), NO_DISCOUNT, {
    before: [],
    after: [undiscounted],
  });
  const price = priceNights(plan.nights, discount.applied);
  const [money] = await newStayMoney(trx, [
    { ...input, totalAmount: price.total, nights: plan.nights, paid: input.paidAmount },
  ]);
  if (!money) throw new Error("no money computed for the new stay");
  const tooLarge = stayAmountError("The stay", price.total, money.folio.totalAmount);
  if (tooLarge) throw badRequest(tooLarge);
  // What the guest owes includes GST: the initial payment may cover all of it, not more.
  if (money.folio.totalPaid > money.folio.totalAmount) {
    throw badRequest(`Amount paid cannot exceed the total amount of ${formatInr(money.folio.totalAmount)}`);
  }
  return { room, plan, price, discount, money };
}

/**
 * POST /api/bookings/quote: what `createBooking` would bill for this input, computed by the same
 * step (`priceNewBooking`), in one read-only snapshot; nothing is written.
 */
export async function quoteBooking(actor: Actor, input: BookingInput) {
  return actor.db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      if (input.guestId && !(await findGuest(trx, input.guestId))) throw notFound("Guest");
      const { plan, price, discount, money } = await priceNewBooking(trx, actor, input, false);
      return {
        ratePlan: { id: plan.ratePlanId, name: plan.ratePlanName },
        ...stayQuote(price, money.folio),
        // The discount entered waits for a manager: the figures are without it, as the create bills.
        pendingApproval: discount.pending !== null,
      };
    });
}

/**
 * One transaction: the guest (found by phone and name, or created), the booking at the server's
 * price (`priceNewBooking`) with its nights, and the initial payment in cash. Either all of it
 * exists afterwards or none of it.
 */
export async function createBooking(actor: Actor, input: BookingInput): Promise<BookingDto> {
  const { db, userId, timeZone } = actor;
  return frontDeskTransaction(db, async (trx) => {
    const { room, plan, price, discount, money } = await priceNewBooking(trx, actor, input, true);
    const guest = input.guestId
      ? await findGuest(trx, input.guestId)
      : input.guest && (await findOrCreateGuest(trx, input.guest));
    if (!guest) throw notFound("Guest");
    const row = await bookingsRepository(trx).insert({
      guestId: guest.id,
      roomId: input.roomId,
      ratePlanId: plan.ratePlanId,
      checkInDate: input.checkInDate,
      checkOutDate: input.checkOutDate,
      adults: input.adults,
      children: input.children,
      totalAmount: fromPaise(price.total),
      ...money.values,
      ...discountValues(discount.applied),
      ...discountRequestValues(discount.pending, userId),
      notes: input.notes,
      ...billToValues(input.billTo),
      createdBy: userId,
    });
    const { id } = row;
    await writeNights(trx, [{ bookingId: id, nights: plan.nights }]);
    if (input.paidAmount > 0) {
      await insertPostedPayment(
        trx,
        {
          bookingId: id,
          kind: "payment",
          amount: input.paidAmount,
          paymentMethod: "cash",
          notes: "Initial payment",
          createdBy: userId,
        },
        timeZone,
      );
    }
    const booking = discount.pending ? await reload(trx, id) : insertedBooking(row, guest, room);
    await writeAudit(trx, { userId, entityType: "booking", entityId: id, action: "create", after: booking });
    return booking;
  });
}

const billToValues = (billTo: BookingInput["billTo"]) => ({
  billToName: billTo?.name ?? null,
  billToAddress: billTo?.address ?? null,
  billToGstin: billTo?.gstin ?? null,
});

/**
 * The stay as it should now be; the booking's own room stays available to it. Its plan is the one
 * named, else its own (judged by the plan's room type, so a room whose type changed keeps its
 * stays' plans; a move to a room of another type takes that type's default). A night keeps the
 * price it was billed at when it is spent (before today, for a guest checked in) or when neither
 * the plan nor the guests change (new dates price only the nights added; a room of the same type
 * changes no price); the others are priced by the plan as it stands. The plan's minimum stay is
 * asked only of nights added or a new plan, never of a stay shortened. The discount is taken off
 * the nights' sum again. Money paid is not touched here.
 */
export async function updateBooking(actor: Actor, id: string, input: BookingInput): Promise<BookingDto> {
  const { db, userId } = actor;
  return frontDeskTransaction(db, async (trx) => {
    const locked = await lockBooking(trx, id);
    if (locked.status === "checked_out" || locked.status === "cancelled") {
      throw conflict(`A ${locked.status.replace("_", " ")} booking cannot be edited`);
    }
    if (
      locked.status === "checked_in" &&
      (input.roomId !== locked.roomId || input.checkInDate !== locked.checkInDate)
    ) {
      throw conflict("The guest is checked in: the room and check-in date can no longer change");
    }
    if (locked.roomSince && input.checkOutDate <= locked.roomSince) {
      throw conflict(`The guest moved rooms on ${locked.roomSince}; the stay cannot end before the next day`);
    }
    const before = await reload(trx, id);
    if (before.groupBookingId) throw conflict(GROUP_MEMBER);
    if (await stayInvoiceOf(trx, id)) {
      throw conflict("The stay is already invoiced; its dates, guests and price can no longer change");
    }
    // The room is locked either way: a change of its capacity waits for this edit, or this edit for it.
    const movesRoom = input.roomId !== locked.roomId;
    const room = movesRoom ? await bookableRoom(trx, input.roomId) : await findRoom(trx, input.roomId, true);
    if (!room) throw notFound("Room");
    // A stay booked beyond its room before rooms had capacities is refused only once it grows or moves.
    if (movesRoom || input.adults + input.children > locked.adults + locked.children) {
      checkOccupancy([{ room, adults: input.adults, children: input.children }]);
    }
    // The stay's own plan goes with it: in its own room whatever that room's type now, to another
    // room only of the plan's type (else that room type's default prices it).
    const ownPlan = movesRoom ? await planKeptIn(trx, room, locked.ratePlanId) : locked.ratePlanId;
    const ratePlanId = input.ratePlanId ?? ownPlan;
    // A stay priced before plans (no plan of its own) is priced by its room's type.
    const samePlan =
      ratePlanId === null
        ? locked.ratePlanId === null &&
          (!movesRoom || room.roomTypeId === (await findRoom(trx, locked.roomId))?.roomTypeId)
        : ratePlanId === locked.ratePlanId && ratePlanId === ownPlan;
    const samePricing = samePlan && input.adults === locked.adults && input.children === locked.children;
    const sameDates = input.checkInDate === locked.checkInDate && input.checkOutDate === locked.checkOutDate;
    const [billed = []] = await billedNights(trx, [locked]);
    // Priced anew only where the change asks it; a night already spent keeps its price.
    const plan =
      samePricing && sameDates
        ? null
        : await nightsByPlan(
            trx,
            room,
            ratePlanId,
            input,
            minimumStayApplies(locked, { ...input, ratePlanId }),
            ownPlan,
          );
    const nights = plan
      ? nightsAfterChange(billed, plan.nights, {
          spentBefore: locked.status === "checked_in" ? todayIn(actor.timeZone) : null,
          samePricing,
        })
      : billed;
    const discount = await decideDiscountFor(trx, actor, discountEntered(input), discountOfRow(locked), {
      before: [priceNights(billed, NO_DISCOUNT)],
      after: [priceNights(nights, NO_DISCOUNT)],
    });
    const price = priceNights(nights, discount.applied);
    const guestId = input.guestId ?? locked.guestId;
    if (guestId !== locked.guestId && !(await findGuest(trx, guestId))) throw notFound("Guest");
    if (input.guest) await editGuest(trx, userId, guestId, input.guest);
    const values = {
      guestId,
      roomId: input.roomId,
      ratePlanId: plan ? plan.ratePlanId : locked.ratePlanId,
      checkInDate: input.checkInDate,
      checkOutDate: input.checkOutDate,
      adults: input.adults,
      children: input.children,
      totalAmount: fromPaise(price.total),
      ...discountValues(discount.applied),
      notes: input.notes,
      ...billToValues(input.billTo),
    };
    await updateStay(trx, id, { ...values, ...discountRequestValues(discount.pending, userId) });
    if (plan) await writeNights(trx, [{ bookingId: id, nights }]);
    // Money received is not touched here; a new bill below it is refused (the refund is a separate act).
    const folio = await refreshStayMoney(trx, { ...locked, ...values });
    if (folio.refundDue > 0) {
      throw conflict(
        `The new total ${formatInr(folio.totalAmount)} is less than the ${formatInr(folio.totalPaid)} already paid`,
      );
    }
    const after = await reload(trx, id);
    await writeAudit(trx, { userId, entityType: "booking", entityId: id, action: "update", before, after });
    // A waiting request an edit settled (a manager's discount applied, or the front desk's brought
    // within the limit) leaves its own entry beside the approvals and rejections.
    if (locked.requestedComplimentary !== null && !discount.pending) {
      await writeAudit(trx, {
        userId,
        entityType: "booking",
        entityId: id,
        action: "discount:settled-by-edit",
        before,
        after,
      });
    }
    return after;
  });
}

/**
 * Removes a booking that holds no money history. A booking with payments, a checked-in guest or
 * a group member is refused: cancel it instead, so nothing about money disappears.
 */
export async function deleteBooking({ db, userId }: Actor, id: string): Promise<{ success: true }> {
  return frontDeskTransaction(db, async (trx) => {
    const locked = await lockBooking(trx, id);
    const before = await reload(trx, id);
    if (before.groupBookingId) throw conflict(GROUP_MEMBER);
    if (locked.status === "checked_in") throw conflict("The guest is checked in; check them out instead");
    const held = await removeStayWithoutHistory(trx, id);
    if (held === "payments") {
      throw conflict("This booking has payments and cannot be deleted; cancel it instead");
    }
    if (held) {
      throw conflict(
        "This booking has a folio (extras or an invoice) and cannot be deleted; cancel it instead",
      );
    }
    await writeAudit(trx, { userId, entityType: "booking", entityId: id, action: "delete", before });
    return { success: true as const };
  });
}

/**
 * POST /api/bookings/{id}/approve-discount and /reject-discount: a manager's decision on the
 * discount the front desk asked for. Approving prices the stay with it (its GST, amount due and
 * payment status follow, in this transaction); rejecting leaves the price as it is, without it.
 * Under the booking's row lock, so of two decisions at once the second finds nothing waiting (409).
 */
export async function decideDiscountRequest(
  { db, userId }: Actor,
  id: string,
  decision: "approve" | "reject",
): Promise<BookingDto> {
  return frontDeskTransaction(db, async (trx) => {
    const locked = await lockBooking(trx, id);
    if (locked.requestedComplimentary === null) throw conflict(NO_DISCOUNT_WAITING);
    const before = await reload(trx, id);
    if (before.groupBookingId) throw conflict(GROUP_MEMBER);
    const requested = discountEntered({
      discountPercentage: Number(locked.requestedDiscountPercentage),
      isComplimentary: locked.requestedComplimentary,
    });
    if (decision === "approve") {
      const [nights = []] = await billedNights(trx, [locked]);
      const price = priceNights(nights, requested);
      const values = { totalAmount: fromPaise(price.total), ...discountValues(requested) };
      await updateStay(trx, id, { ...values, ...NO_DISCOUNT_REQUEST });
      await refreshStayMoney(trx, { ...locked, ...values });
    } else {
      await updateStay(trx, id, NO_DISCOUNT_REQUEST);
    }
    const after = await reload(trx, id);
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: id,
      action: `discount:${decision}`,
      before,
      after,
    });
    return after;
  });
}

/**
 * confirmed → checked_in (room occupied); checked_in → checked_out (an early departure is re-priced
 * for the nights used first; nothing may be pending; room to cleaning; the stay's invoice is
 * issued); confirmed → cancelled (the room is freed; payments stay, what was paid beyond any fee is
 * due back).
 */
export async function changeBookingStatus(
  { db, userId, timeZone }: Actor,
  id: string,
  status: BookingStatus,
): Promise<BookingDto> {
  return frontDeskTransaction(db, async (trx) => {
    const locked = await lockBooking(trx, id);
    const from = locked.status as BookingStatus;
    const refused = bookingTransitionError(from, status);
    if (refused) throw conflict(refused);
    if (await groupOfBooking(trx, id)) throw conflict(GROUP_MEMBER);
    const today = todayIn(timeZone);
    if (status === "checked_in") {
      await checkIn(trx, locked, today);
    } else if (status === "checked_out") {
      await departStay(trx, locked, today);
      await issueStayInvoice(trx, id, userId, timeZone);
    } else {
      await cancelStay(trx, locked, "cancelled");
    }
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: id,
      action: `status:${status}`,
      before: { status: from },
      after: { status },
    });
    return reload(trx, id);
  });
}

/**
 * The guest leaves: the stay ends on the nights used, everything billed must be paid, the room goes
 * to housekeeping. A stay invoiced before it ended keeps its invoice's bill (and so its dates): an
 * issued tax invoice is changed only by a credit note; the room is free once the guest has left.
 */
export async function departStay(trx: Database, locked: LockedBooking, today: string) {
  const { stay, folio } = await priceDeparture(trx, locked, today);
  if (folio.pendingAmount > 0) throw conflict(checkoutPendingMessage(folio.pendingAmount));
  await checkOut(trx, stay);
}

/** The stay as it ends today (shortened to the nights used unless invoiced) and its money priced again. */
async function priceDeparture(trx: Database, locked: LockedBooking, today: string) {
  const invoiced = await stayInvoiceOf(trx, locked.id);
  const stay = invoiced ? locked : await shortenToNightsUsed(trx, locked, today);
  return { stay, folio: await refreshStayMoney(trx, stay) };
}

/** Carries the previewed folio out of the transaction it is rolled back with. */
class DeparturePreview {
  constructor(readonly folio: DepartureFolio) {}
}

/** The folio, and the day the stay ends on if the guest leaves now. */
export type DepartureFolio = StayFolioDto & { checkOutDate: string };

/**
 * GET /api/bookings/{id}/departure: the folio a checked-in stay would have if the guest checked out
 * now, priced by the check-out's own functions in a transaction that is then rolled back, so the
 * desk asks for what is due on that price (or sees what will be due back) and the check-out agrees
 * to the paisa. Any other stay answers its folio as it is.
 */
export async function departureFolio({ db, timeZone }: Actor, id: string): Promise<DepartureFolio> {
  try {
    await frontDeskTransaction(db, async (trx) => {
      const seen = await bookingsRepository(trx).findById(id);
      if (!seen) throw notFound("Booking");
      if (seen.status !== "checked_in")
        throw new DeparturePreview({ ...(await readStayFolio(trx, id)), checkOutDate: seen.checkOutDate });
      // Locked as a check-out locks (its group first), so the preview queues with payments, never deadlocks.
      await lockGroupOfStay(trx, id);
      const locked = await lockBooking(trx, id);
      const { stay, folio } = await priceDeparture(trx, locked, todayIn(timeZone));
      // What the check-out will ask: an invoiced stay owes its invoice's total, whatever GST is now.
      const money = { pendingAmount: fromPaise(folio.pendingAmount), refundDue: fromPaise(folio.refundDue) };
      throw new DeparturePreview({
        ...(await readStayFolio(trx, id)),
        ...money,
        checkOutDate: stay.checkOutDate,
      });
    });
  } catch (error) {
    if (error instanceof DeparturePreview) return error.folio;
    throw error;
  }
  throw new Error("the departure preview was not rolled back");
}

/**
 * POST /api/bookings/{id}/no-show: a confirmed stay whose guest never came, from the arrival day's
 * cut-off on (a front-desk setting, 18:00 unless changed). It is cancelled with the reason no_show, the room is freed, and an optional fee is charged.
 */
export async function markNoShow({ db, userId, timeZone }: Actor, id: string, fee: Paise | null) {
  return frontDeskTransaction(db, async (trx) => {
    const locked = await lockBooking(trx, id);
    if (locked.status !== "confirmed") {
      throw conflict(
        `Only a confirmed stay can be a no-show; this one is ${locked.status.replace("_", " ")}`,
      );
    }
    if (await groupOfBooking(trx, id)) throw conflict(GROUP_MEMBER);
    const notYet = noShowNotYet(locked.checkInDate, await noShowCutoff(trx), timeZone);
    if (notYet) throw conflict(notYet);
    if (fee && fee > 0) {
      await insertCharge(trx, id, userId, {
        description: CHARGE_CATEGORY_DEFAULTS.no_show_fee.label,
        category: "no_show_fee",
        amount: fee,
        quantity: 1,
        notes: null,
      });
    }
    await cancelStay(trx, locked, "no_show");
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: id,
      action: "status:no_show",
      before: { status: locked.status },
      after: { status: "cancelled", cancelReason: "no_show", fee: fee ? fromPaise(fee) : null },
    });
    return reload(trx, id);
  });
}

/**
 * GET /api/bookings/{id}/checkout-summary: totalAmount = everything billed (room, extras, GST),
 * totalPaid = payments net of refunds, pendingAmount = what is still owed, refundDue = what goes back.
 */
export async function checkoutSummary(db: Database, bookingId: string) {
  const folio = await stayFolio(db, bookingId);
  return {
    totalAmount: folio.totalAmount,
    totalPaid: folio.totalPaid,
    pendingAmount: folio.pendingAmount,
    roomAmount: folio.roomAmount,
    chargesAmount: folio.chargesAmount,
    taxAmount: folio.taxAmount,
    cgst: folio.cgst,
    sgst: folio.sgst,
    refundDue: folio.refundDue,
    payments: folio.payments,
  };
}

/**
 * Stays (not cancelled) that touch [startDate, endDate], for the calendar's figures and grid; a stay
 * that moved rooms lists where each of its nights was spent.
 */
export async function calendarStays(db: Database, startDate: string, endDate: string) {
  return withRoomMoves(db, await bookingsRepository(db).calendarStays(startDate, endDate));
}

/** The same stays with their guests' names, for each room's day. */
export async function calendarBookings(db: Database, startDate: string, endDate: string) {
  return withRoomMoves(db, await bookingsRepository(db).calendarStaysWithGuests(startDate, endDate));
}

/**
 * Each stay that moved rooms (a `roomSince`) with the rooms its nights were spent in, read in one
 * query; the others as they were read (a month holds thousands, and copying each cost more than
 * placing it).
 */
async function withRoomMoves<
  T extends { id: string; roomId: string; roomSince: string | null; checkOutDate: string },
>(db: Database, stays: T[]) {
  const moved = stays.filter((stay) => stay.roomSince !== null);
  if (moved.length === 0) return stays;
  const moves = await roomMovesRepository(db).forBookings(moved.map((stay) => stay.id));
  return stays.map((stay) => {
    if (stay.roomSince === null) return stay;
    const earlier = moves
      .filter((move) => move.bookingId === stay.id)
      .map((move) => ({ roomId: move.fromRoomId, fromDate: move.nightsFrom, untilDate: move.movedOn }));
    return {
      ...stay,
      rooms: [...earlier, { roomId: stay.roomId, fromDate: stay.roomSince, untilDate: stay.checkOutDate }],
    };
  });
}

/** Money still owed, a cancelled stay's unpaid fees included. */
export function pendingTotal(db: Database) {
  return bookingsRepository(db).pendingTotal();
}

/** How many stays' discounts wait for a manager (the list is bookings.pendingApprovals). */
export function pendingStayApprovalCount(db: Database) {
  return bookingsRepository(db).pendingApprovalCount();
}
