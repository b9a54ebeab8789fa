import type { Database } from "@atithi/db";
import {
  checkoutPendingMessage,
  type Discount,
  derivePaymentStatus,
  financialYear,
  formatDisplayDate,
  formatInr,
  fromPaise,
  type GroupBookingInput,
  groupInvoiceNumber,
  groupOwed,
  groupRefundDue,
  minimumStayApplies,
  type NightPrice,
  NO_DISCOUNT,
  nightsAfterChange,
  type Paise,
  pendingAmount,
  priceNights,
  stayAmountError,
  todayIn,
  toPaise,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { nextSequence } from "../../../platform/db/document-sequences";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import type { IssuedGroupInvoice } from "../../accounting/gst-returns";
import { postGroupInvoice } from "../../accounting/postings";
import { taxConfig as taxConfigOf } from "../../back-office/tax-settings";
import { findOrCreateGuests } from "../guests";
import { checkOccupancy, findRooms, type RoomDto } from "../rooms";
import {
  billedNights,
  cancelStay,
  checkInStays,
  checkOutStays,
  DISCOUNT_UNDECIDED,
  decideDiscountFor,
  discountEntered,
  discountOfRow,
  discountRequestValues,
  insertBookings,
  type MemberStayValues,
  NO_DISCOUNT_REQUEST,
  NO_DISCOUNT_WAITING,
  newStayMoney,
  type PlanNights,
  planNights,
  refreshGroupTotals,
  refreshStaysMoney,
  removeStayWithoutHistory,
  shortenStaysToNightsUsed,
  stayPlans,
  stayQuote,
  staysFolioLines,
  staysRevenue,
  updateMemberStays,
  writeNights,
} from "../stays";
import { groupsRepository } from "./groups.repository";

/**
 * What a new group bills, as the create writes it and the quote answers it: its rooms (404 unknown,
 * 409 retired or under maintenance, 400 beyond a room's capacity), each room's nights priced by its
 * plan (the one named for it, else its type's default; 400 below the plan's minimum stay), the
 * group's discount that applies (one that waits for a manager does not, until approved) and each
 * member's GST night by night. With `lock` the rooms are locked in id order (their types held
 * shared) for the transaction that writes the group. Whether the rooms are free is not asked: the
 * create's insert meets the no-overlap constraint (409); a quote prices the stays regardless.
 */
async function priceNewGroup(trx: Database, actor: Actor, input: GroupBookingInput, lock: boolean) {
  const data = input.groupBookingData;
  const rooms = await findRooms(
    trx,
    input.roomSelections.map((s) => s.roomId),
    lock,
  );
  const selected = input.roomSelections.map((selection) => {
    const room = rooms.find((r) => r.id === selection.roomId);
    if (!room) throw notFound("Room");
    if (!room.isActive || room.status === "maintenance")
      throw conflict(`Room ${room.number} cannot be booked`);
    return { selection, room, adults: selection.adults, children: selection.children };
  });
  checkOccupancy(selected);
  const planOf = stayPlans(trx);
  const plans: PlanNights[] = [];
  for (const { selection, room } of selected) {
    plans.push(planNights(await planOf(room, selection.ratePlanId), { ...data, ...selection }));
  }
  const discount = await decideDiscountFor(trx, actor, groupDiscountEntered(data), NO_DISCOUNT, {
    before: [],
    after: plans.map((plan) => priceNights(plan.nights, NO_DISCOUNT)),
  });
  // A discount waiting for a manager does not apply: every room is priced without it until approved.
  const prices = plans.map((plan) => priceNights(plan.nights, discount.applied));
  // Each member owes its tariff and its GST; the group owes what its members owe.
  const money = await newStayMoney(
    trx,
    prices.map((price, i) => ({
      ...data,
      totalAmount: price.total,
      nights: plans[i]?.nights ?? [],
      paid: 0,
    })),
  );
  // Refused here, as the create's insert would refuse it, so the quote answers the same 400.
  let groupDue = 0;
  for (const [i, { room }] of selected.entries()) {
    const due = money[i]?.folio.totalAmount ?? 0;
    groupDue += due;
    const tooLarge = stayAmountError(`Room ${room.number}`, prices[i]?.total ?? 0, due);
    if (tooLarge) throw badRequest(tooLarge);
  }
  const tooLarge = stayAmountError("The group", 0, groupDue);
  if (tooLarge) throw badRequest(tooLarge);
  const totalGuests = input.roomSelections.reduce((sum, s) => sum + s.adults + s.children, 0);
  return { plans, prices, discount, money, totalGuests };
}

/**
 * POST /api/group-bookings/quote: what `createGroup` would bill for this input, each room and the
 * group, computed by the same step (`priceNewGroup`) in one read-only snapshot; nothing is written.
 */
export async function quoteGroup(actor: Actor, input: GroupBookingInput) {
  return actor.db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const { plans, prices, discount, money } = await priceNewGroup(trx, actor, input, false);
      const rooms = input.roomSelections.map((selection, i) => {
        const plan = plans[i];
        const price = prices[i];
        const folio = money[i]?.folio;
        if (!plan || !price || !folio) throw new Error("room price missing");
        return { selection, plan, price, folio };
      });
      const sum = (pick: (room: (typeof rooms)[number]) => Paise) =>
        fromPaise(rooms.reduce((total, room) => total + pick(room), 0));
      return {
        rooms: rooms.map(({ selection, plan, price, folio }) => ({
          roomId: selection.roomId,
          ratePlan: { id: plan.ratePlanId, name: plan.ratePlanName },
          ...stayQuote(price, folio),
        })),
        subtotal: sum((r) => r.price.subtotal),
        discountAmount: sum((r) => r.price.discountAmount),
        roomAmount: sum((r) => r.folio.roomAmount),
        cgst: sum((r) => r.folio.cgst),
        sgst: sum((r) => r.folio.sgst),
        taxAmount: sum((r) => r.folio.taxAmount),
        totalAmount: sum((r) => r.folio.totalAmount),
        // The discount entered waits for a manager: the figures are without it, as the create bills.
        pendingApproval: discount.pending !== null,
      };
    });
}

/** A group, a guest and a booking per room (priced by `priceNewGroup`), and the links between them: all or nothing. */
export async function createGroup(actor: Actor, input: GroupBookingInput) {
  const { db, userId } = actor;
  const data = input.groupBookingData;
  return frontDeskTransaction(db, async (trx) => {
    const { plans, prices, discount, money, totalGuests } = await priceNewGroup(trx, actor, input, true);
    const groupTotal = money.reduce((sum, m) => sum + m.folio.totalAmount, 0);
    const groups = groupsRepository(trx);
    const group = await groups.insert({
      ...data,
      ...groupDiscountValues(discount.applied),
      ...discountRequestValues(discount.pending, userId),
      totalRooms: input.roomSelections.length,
      totalGuests,
      totalAmount: fromPaise(groupTotal),
      paidAmount: "0",
      paymentStatus: derivePaymentStatus(groupTotal, 0),
      createdBy: userId,
    });
    const guests = await findOrCreateGuests(
      trx,
      input.roomSelections.map((s) => ({ name: s.guestName, phone: data.contactPersonPhone })),
    );
    const stays = await insertBookings(
      trx,
      input.roomSelections.map((selection, i) => {
        const plan = plans[i];
        const price = prices[i];
        const roomMoney = money[i];
        const guest = guests[i];
        if (!plan || !price || !roomMoney || !guest) throw new Error("room price missing");
        return {
          guestId: guest.id,
          roomId: selection.roomId,
          ratePlanId: plan.ratePlanId,
          checkInDate: data.checkInDate,
          checkOutDate: data.checkOutDate,
          adults: selection.adults,
          children: selection.children,
          totalAmount: fromPaise(price.total),
          ...roomMoney.values,
          isComplimentary: group.isComplimentary,
          discountPercentage: group.groupDiscountPercentage,
          notes: `Group: ${data.groupName}`,
          createdBy: userId,
        };
      }),
    );
    // A group's rooms are distinct: each stay is found by its room.
    await writeNights(
      trx,
      stays.map((stay) => ({
        bookingId: stay.id,
        nights: plans[input.roomSelections.findIndex((s) => s.roomId === stay.roomId)]?.nights ?? [],
      })),
    );
    await groups.addMembers(
      group.id,
      stays.map((s) => s.id),
    );
    await writeAudit(trx, {
      userId,
      entityType: "group_booking",
      entityId: group.id,
      action: "create",
      after: group,
    });
    // A waiting discount is read back so the answer carries the request.
    if (discount.pending) return (await groups.findById(group.id)) ?? group;
    return group;
  });
}

function groupDiscountEntered(data: GroupBookingInput["groupBookingData"]): Discount {
  return discountEntered({
    discountPercentage: data.groupDiscountPercentage,
    isComplimentary: data.isComplimentary,
  });
}

const groupDiscountValues = (discount: Discount) => ({
  groupDiscountPercentage: String(discount.discountPercentage),
  isComplimentary: discount.isComplimentary,
});

async function lockGroup(db: Database, id: string) {
  const group = await groupsRepository(db).findById(id, true);
  if (!group) throw notFound("Group booking");
  return group;
}

const NOT_EDITABLE: Record<string, string> = {
  checked_in: "A group that has checked in can no longer be edited",
  checked_out: "A group that has checked out can no longer be edited",
  cancelled: "A cancelled group can no longer be edited",
};

/**
 * PUT /api/group-bookings/{id}: a confirmed group as it should now be, in one transaction under the
 * group's row lock (so edits, cancels and check-ins of the group queue behind each other). Every
 * member takes the new dates; a member whose dates, guests or plan change is priced again by its
 * plan (the one named for its room, else its own), the others keep their nights' prices, and the
 * group's discount is taken off each again, GST and amounts due following; a room left out is
 * removed with its stay unless that stay holds payments, extras or an invoice; a new room gets a
 * new member stay priced by its plan (the one named, else its type's default); each member's guest
 * follows its name. A room not free for the new dates is refused by the bookings' no-overlap
 * constraint. Refused once the group or any member is no longer confirmed, or once the group's
 * invoice is issued.
 */
export async function updateGroup(actor: Actor, id: string, input: GroupBookingInput) {
  const { db, userId } = actor;
  const data = input.groupBookingData;
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    if (group.status !== "confirmed") {
      throw conflict(
        NOT_EDITABLE[group.status] ?? `The group is ${group.status}; it can no longer be edited`,
      );
    }
    const groups = groupsRepository(trx);
    if (await groups.openInvoice(id)) {
      throw conflict("The group's invoice has been issued; the group can no longer be edited");
    }
    const locked = await groups.lockMembers(id);
    const members = await groups.members(id);
    const memberOf = (stayId: string) => {
      const member = members.find((m) => m.id === stayId);
      if (!member) throw new Error(`member ${stayId} not read`);
      return member;
    };
    for (const stay of locked) {
      if (stay.status !== "confirmed") {
        throw conflict(
          `Room ${memberOf(stay.id).roomNumber} is ${stay.status.replace("_", " ")}; the group can no longer be edited`,
        );
      }
    }
    const before = { ...group, members };
    // Read before a room left out is removed: the discount is judged against the rooms as they stand.
    const billed = await billedNights(trx, locked);

    const chosen = new Set(input.roomSelections.map((s) => s.roomId));
    for (const stay of locked) {
      if (chosen.has(stay.roomId)) continue;
      const held = await removeStayWithoutHistory(trx, stay.id);
      if (held) {
        throw conflict(
          `Room ${memberOf(stay.id).roomNumber} has ${held}; it cannot be removed from the group`,
        );
      }
    }
    const kept = new Map(locked.filter((stay) => chosen.has(stay.roomId)).map((stay) => [stay.roomId, stay]));
    // Locked in id order, so two requests taking the same rooms cannot deadlock on them; the rooms
    // kept too, so a change of a room's capacity waits for this edit (or it for that change).
    const addedRoomIds = [...chosen].filter((roomId) => !kept.has(roomId)).sort();
    const rooms = await bookableRooms(trx, [...chosen], addedRoomIds);
    // A room that takes more guests than before, or a new one, must have room for them.
    checkOccupancy(
      input.roomSelections
        .filter((selection) => {
          const stay = kept.get(selection.roomId);
          return !stay || selection.adults + selection.children > stay.adults + stay.children;
        })
        .map((selection) => ({
          room: roomOf(rooms, selection.roomId),
          adults: selection.adults,
          children: selection.children,
        })),
    );

    // Each room's nights: a new room's priced by its plan; a kept room's as they were billed, but
    // for the nights its change prices anew (`nightsAfterChange`: new nights, or all of them when
    // its plan or guests change). Its own plan prices it whatever its room's type now.
    const billedOf = (stayId: string) => billed[locked.findIndex((stay) => stay.id === stayId)] ?? [];
    const planOf = stayPlans(trx);
    const priced: { ratePlanId: string | null; nights: NightPrice[]; repriced: boolean }[] = [];
    for (const selection of input.roomSelections) {
      const stay = kept.get(selection.roomId);
      const ratePlanId = selection.ratePlanId ?? stay?.ratePlanId ?? null;
      const asked = { ...data, ...selection, ratePlanId };
      const samePricing =
        stay !== undefined &&
        ratePlanId === stay.ratePlanId &&
        selection.adults === stay.adults &&
        selection.children === stay.children;
      if (
        stay &&
        samePricing &&
        data.checkInDate === stay.checkInDate &&
        data.checkOutDate === stay.checkOutDate
      ) {
        priced.push({ ratePlanId, nights: billedOf(stay.id), repriced: false });
        continue;
      }
      const plan = planNights(
        await planOf(roomOf(rooms, selection.roomId), ratePlanId, stay?.ratePlanId ?? null),
        asked,
        !stay || minimumStayApplies(stay, asked),
      );
      const nights = stay
        ? nightsAfterChange(billedOf(stay.id), plan.nights, { spentBefore: null, samePricing })
        : plan.nights;
      priced.push({ ratePlanId: plan.ratePlanId, nights, repriced: true });
    }
    // Judged against the rooms as they stand: more rooms or nights at an approved discount ask again.
    const discount = await decideDiscountFor(
      trx,
      actor,
      groupDiscountEntered(data),
      discountOfRow({
        discountPercentage: group.groupDiscountPercentage,
        isComplimentary: group.isComplimentary,
      }),
      {
        before: billed.map((nights) => priceNights(nights, NO_DISCOUNT)),
        after: priced.map((p) => priceNights(p.nights, NO_DISCOUNT)),
      },
    );
    const prices = priced.map((p) => priceNights(p.nights, discount.applied));

    const { groupDiscountPercentage: discountPercentage, isComplimentary } = groupDiscountValues(
      discount.applied,
    );
    const contactChanged = data.contactPersonPhone !== group.contactPersonPhone;
    // A new room, a renamed guest or a new contact phone: the member's guest is found or made again.
    const needsGuest = input.roomSelections.filter((selection) => {
      const stay = kept.get(selection.roomId);
      return !stay || contactChanged || memberOf(stay.id).guestName !== selection.guestName;
    });
    const guests = await findOrCreateGuests(
      trx,
      needsGuest.map((s) => ({ name: s.guestName, phone: data.contactPersonPhone })),
    );
    const guestOf = new Map(needsGuest.map((s, i) => [s.roomId, guests[i]?.id]));
    const added: { index: number; guestId: string }[] = [];
    const changed: { id: string; values: MemberStayValues }[] = [];
    const repriced = [];
    const renighted: { bookingId: string; nights: NightPrice[] }[] = [];
    for (const [index, selection] of input.roomSelections.entries()) {
      const roomPrice = prices[index];
      const roomNights = priced[index];
      if (!roomPrice || !roomNights) throw new Error("room price missing");
      const stay = kept.get(selection.roomId);
      if (!stay) {
        const guestId = guestOf.get(selection.roomId);
        if (!guestId) throw new Error("guest missing");
        added.push({ index, guestId });
        continue;
      }
      const values = {
        guestId: guestOf.get(selection.roomId) ?? stay.guestId,
        ratePlanId: roomNights.ratePlanId,
        checkInDate: data.checkInDate,
        checkOutDate: data.checkOutDate,
        adults: selection.adults,
        children: selection.children,
        totalAmount: fromPaise(roomPrice.total),
        isComplimentary,
        discountPercentage,
        notes: `Group: ${data.groupName}`,
      };
      changed.push({ id: stay.id, values });
      repriced.push({ ...stay, ...values });
      if (roomNights.repriced) renighted.push({ bookingId: stay.id, nights: roomNights.nights });
    }
    await updateMemberStays(trx, changed);
    await writeNights(trx, renighted);
    // Money received is not touched; a new bill below it is refused (the refund is a separate act).
    const folios = await refreshStaysMoney(trx, repriced);
    for (const [i, folio] of folios.entries()) {
      const stay = repriced[i];
      if (stay && folio.refundDue > 0) {
        throw conflict(
          `Room ${memberOf(stay.id).roomNumber}: the new total ${formatInr(folio.totalAmount)} is less than the ${formatInr(folio.totalPaid)} already paid`,
        );
      }
    }

    const money = await newStayMoney(
      trx,
      added.map(({ index }) => ({
        ...data,
        totalAmount: prices[index]?.total ?? 0,
        nights: priced[index]?.nights ?? [],
        paid: 0,
      })),
    );
    const inserted = await insertBookings(
      trx,
      added.map(({ index, guestId }, i) => {
        const selection = input.roomSelections[index];
        const roomPrice = prices[index];
        const roomMoney = money[i];
        if (!selection || !roomPrice || !roomMoney) throw new Error("new member missing");
        return {
          guestId,
          roomId: selection.roomId,
          ratePlanId: priced[index]?.ratePlanId ?? null,
          checkInDate: data.checkInDate,
          checkOutDate: data.checkOutDate,
          adults: selection.adults,
          children: selection.children,
          totalAmount: fromPaise(roomPrice.total),
          ...roomMoney.values,
          isComplimentary,
          discountPercentage,
          notes: `Group: ${data.groupName}`,
          createdBy: userId,
        };
      }),
    );
    await writeNights(
      trx,
      inserted.map((stay) => ({
        bookingId: stay.id,
        nights: priced[input.roomSelections.findIndex((s) => s.roomId === stay.roomId)]?.nights ?? [],
      })),
    );
    await groups.addMembers(
      id,
      inserted.map((s) => s.id),
    );

    await groups.update(id, {
      ...data,
      groupDiscountPercentage: discountPercentage,
      isComplimentary,
      ...discountRequestValues(discount.pending, userId),
      totalRooms: input.roomSelections.length,
      totalGuests: input.roomSelections.reduce((sum, s) => sum + s.adults + s.children, 0),
    });
    await refreshGroupTotals(trx, id);
    const updated = await groups.findById(id);
    if (!updated) throw notFound("Group booking");
    await writeAudit(trx, {
      userId,
      entityType: "group_booking",
      entityId: id,
      action: "update",
      before,
      after: { ...updated, members: await groups.members(id) },
    });
    return updated;
  });
}

/**
 * POST /api/group-bookings/{id}/approve-discount and /reject-discount: a manager's decision on the
 * group discount the front desk asked for. Approving prices every member stay with it (their GST,
 * amounts due and the group's totals follow, in this transaction); rejecting leaves the prices as
 * they are. Under the group's row lock: of two decisions at once the second finds nothing waiting.
 */
export async function decideGroupDiscount({ db, userId }: Actor, id: string, decision: "approve" | "reject") {
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    if (!group.discountRequest) throw conflict(NO_DISCOUNT_WAITING);
    const groups = groupsRepository(trx);
    const requested = discountEntered({
      discountPercentage: Number(group.discountRequest.discountPercentage),
      isComplimentary: group.discountRequest.isComplimentary,
    });
    if (decision === "approve") {
      const members = (await groups.lockMembers(id)).filter((stay) => stay.status !== "cancelled");
      const nights = await billedNights(trx, members);
      const repriced = members.map((stay, i) => ({
        ...stay,
        totalAmount: fromPaise(priceNights(nights[i] ?? [], requested).total),
        isComplimentary: requested.isComplimentary,
        discountPercentage: String(requested.discountPercentage),
      }));
      await updateMemberStays(
        trx,
        repriced.map((stay) => ({ id: stay.id, values: memberStayValues(stay) })),
      );
      await refreshStaysMoney(trx, repriced);
      await groups.update(id, { ...groupDiscountValues(requested), ...NO_DISCOUNT_REQUEST });
      await refreshGroupTotals(trx, id);
    } else {
      await groups.update(id, NO_DISCOUNT_REQUEST);
    }
    const after = await groups.findById(id);
    if (!after) throw notFound("Group booking");
    await writeAudit(trx, {
      userId,
      entityType: "group_booking",
      entityId: id,
      action: `discount:${decision}`,
      before: group,
      after,
    });
    return after;
  });
}

const memberStayValues = (stay: MemberStayValues): MemberStayValues => ({
  guestId: stay.guestId,
  ratePlanId: stay.ratePlanId,
  checkInDate: stay.checkInDate,
  checkOutDate: stay.checkOutDate,
  adults: stay.adults,
  children: stay.children,
  totalAmount: stay.totalAmount,
  isComplimentary: stay.isComplimentary,
  discountPercentage: stay.discountPercentage,
  notes: stay.notes,
});

function roomOf(rooms: readonly RoomDto[], roomId: string): RoomDto {
  const room = rooms.find((r) => r.id === roomId);
  if (!room) throw notFound("Room");
  return room;
}

/**
 * The group's rooms, locked (in id order) so none is retired, sent to maintenance or made smaller
 * meanwhile; those `added` take new member stays, and must be bookable.
 */
async function bookableRooms(trx: Database, roomIds: readonly string[], added: readonly string[]) {
  const rooms = await findRooms(trx, roomIds, true);
  for (const roomId of added) {
    const room = roomOf(rooms, roomId);
    if (!room.isActive || room.status === "maintenance")
      throw conflict(`Room ${room.number} cannot be booked`);
  }
  return rooms;
}

export async function checkInGroup({ db, userId, timeZone }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    if (group.status !== "confirmed")
      throw conflict(`The group is ${group.status.replace("_", " ")}, not confirmed`);
    const today = todayIn(timeZone);
    if (group.checkInDate > today)
      throw conflict(`Check-in opens on ${formatDisplayDate(group.checkInDate)}`);
    if (group.checkOutDate <= today) throw conflict("This stay has already ended; it cannot be checked in");
    const groups = groupsRepository(trx);
    const arriving = (await groups.lockMembers(id)).filter((member) => member.status === "confirmed");
    await checkInStays(trx, arriving, today);
    await groups.update(id, { status: "checked_in" });
    await writeAudit(trx, { userId, entityType: "group_booking", entityId: id, action: "status:checked_in" });
    return { ...group, status: "checked_in" as const };
  });
}

/**
 * POST /api/group-bookings/{id}/cancel: every member stay of a confirmed group is cancelled in one
 * transaction and its room freed; payments stay, and what was paid beyond any fee is due back per member.
 */
export async function cancelGroup({ db, userId }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    if (group.status !== "confirmed") {
      throw conflict(
        `Only a confirmed group can be cancelled; this one is ${group.status.replace("_", " ")}`,
      );
    }
    const groups = groupsRepository(trx);
    const invoice = await groups.openInvoice(id);
    if (invoice) {
      throw conflict(`The group's invoice ${invoice.invoiceNumber} is issued; it can no longer be cancelled`);
    }
    for (const member of await groups.lockMembers(id)) {
      if (member.status === "confirmed") await cancelStay(trx, member, "cancelled");
    }
    await groups.update(id, { status: "cancelled", ...NO_DISCOUNT_REQUEST });
    await writeAudit(trx, { userId, entityType: "group_booking", entityId: id, action: "status:cancelled" });
    return { ...group, status: "cancelled" as const };
  });
}

/**
 * Every checked-in member leaves (an early departure re-prices each for the nights used); refused
 * while anything is pending on any member.
 */
export async function checkOutGroup({ db, userId, timeZone }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    if (group.status !== "checked_in")
      throw conflict(`The group is ${group.status.replace("_", " ")}, not checked in`);
    // Leaving fixes what the group owes: a discount still asked for is decided first.
    if (group.pendingApproval) throw conflict(DISCOUNT_UNDECIDED);
    const groups = groupsRepository(trx);
    const today = todayIn(timeZone);
    // An issued invoice is the bill: its stays are not re-priced (as departStay does for a stay's own).
    const invoiced = Boolean(await groups.openInvoice(id));
    const staying = (await groups.lockMembers(id)).filter((member) => member.status === "checked_in");
    const leaving = invoiced ? staying : await shortenStaysToNightsUsed(trx, staying, today);
    const folios = await refreshStaysMoney(trx, leaving);
    const pending = folios.reduce((sum, folio) => sum + folio.pendingAmount, 0);
    if (pending > 0) throw conflict(checkoutPendingMessage(pending));
    await checkOutStays(trx, leaving);
    await groups.update(id, { status: "checked_out" });
    await writeAudit(trx, {
      userId,
      entityType: "group_booking",
      entityId: id,
      action: "status:checked_out",
    });
    return { ...group, status: "checked_out" as const };
  });
}

/**
 * The group's invoice: subtotal before discount, the discount, the members' GST (part of what each
 * member owes) and the total. Issued once: its number and date are fixed when first generated,
 * and generating again answers the same invoice.
 */
export async function generateGroupInvoice({ db, userId, timeZone }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    const groups = groupsRepository(trx);
    const members = (await groups.members(id)).filter((m) => m.status !== "cancelled");
    const [existing, taxConfig] = await Promise.all([groups.openInvoice(id), taxConfigOf(trx)]);
    // Who issues the invoice, as printed at its head: kept with the invoice when it is issued.
    const seller = existing?.seller ?? {
      businessName: taxConfig.businessName,
      businessAddress: taxConfig.businessAddress,
      gstNumber: taxConfig.gstNumber,
      panNumber: taxConfig.panNumber,
    };
    if (existing) return { invoice: existing, group, members, seller };
    // The invoice fixes the price: a discount still asked for is decided first.
    if (group.pendingApproval) throw conflict(DISCOUNT_UNDECIDED);
    // Before discount, the rooms' nights as they were billed.
    const billed = await billedNights(trx, members);
    const roomSubtotal = billed.reduce((sum, nights) => sum + priceNights(nights, NO_DISCOUNT).subtotal, 0);
    let roomTariff = 0;
    let charges = 0;
    let tax = 0;
    let due = 0;
    for (const m of members) {
      roomTariff += toPaise(m.totalAmount);
      charges += toPaise(m.chargesAmount);
      tax += toPaise(m.taxAmount);
      due += toPaise(m.amountDue);
    }
    const amounts = {
      subtotal: fromPaise(roomSubtotal + charges),
      discountAmount: fromPaise(roomSubtotal - roomTariff),
      taxAmount: fromPaise(tax),
      totalAmount: fromPaise(due),
    };
    const invoiceDate = todayIn(timeZone);
    const invoice = await groups.insertInvoice({
      groupBookingId: id,
      invoiceNumber: groupInvoiceNumber(
        invoiceDate,
        await nextSequence(trx, "group_invoice", financialYear(invoiceDate)),
      ),
      invoiceDate,
      dueDate: invoiceDate,
      ...amounts,
      status: "sent",
      document: JSON.stringify({ seller }),
      createdBy: userId,
    });
    await writeAudit(trx, {
      userId,
      entityType: "group_invoice",
      entityId: invoice.id,
      action: "create",
      after: invoice,
    });
    await postGroupInvoice(trx, { ...invoice, groupName: group.groupName }, userId, (stays) =>
      staysRevenue(trx, stays),
    );
    return { invoice, group, members, seller };
  });
}

/** The group a booking belongs to, if any. */
export function groupOfBooking(db: Database, bookingId: string) {
  return groupsRepository(db).groupOfBooking(bookingId);
}

/**
 * The group a stay belongs to, its row locked (so the group's invoice is not issued, nor the group
 * changed, while the stay changes), with the number of its issued invoice; null for a stay of its
 * own. Taken before the stay's own lock, in the order the group's paths take them (group, members).
 */
export async function lockGroupOfStay(
  db: Database,
  bookingId: string,
): Promise<{ groupBookingId: string; invoiceNumber: string | null } | null> {
  const link = await groupOfBooking(db, bookingId);
  if (!link) return null;
  await lockGroup(db, link.groupBookingId);
  const invoice = await groupsRepository(db).openInvoice(link.groupBookingId);
  return { groupBookingId: link.groupBookingId, invoiceNumber: invoice ? invoice.invoiceNumber : null };
}

/** The number of the issued invoice of the group a stay belongs to, if both exist. */
export async function groupInvoiceOfStay(db: Database, bookingId: string): Promise<string | null> {
  const link = await groupOfBooking(db, bookingId);
  const invoice = link && (await groupsRepository(db).openInvoice(link.groupBookingId));
  return invoice ? invoice.invoiceNumber : null;
}

/**
 * The group invoices issued from `from` to `to`, both included (a GST return's month), each with
 * the lines of its stays: the invoice keeps only its totals, so its lines are its stays' folios,
 * billed as the invoice billed them (GST on when it charged GST), as its posting reads them.
 */
export async function issuedGroupInvoices(
  db: Database,
  from: string,
  to: string,
): Promise<IssuedGroupInvoice[]> {
  const groups = groupsRepository(db);
  const invoices = await groups.invoicesIssuedBetween(from, to);
  if (invoices.length === 0) return [];
  // A constant number of statements however many invoices the month has: every group's members at
  // once, then the folios of all tax invoices' stays together, and of all bills of supply.
  const members = await groups.membersOfGroups([...new Set(invoices.map((i) => i.groupBookingId))]);
  const billed = invoices.map((invoice) => {
    const taxAmount = toPaise(invoice.taxAmount);
    return {
      invoice,
      taxAmount,
      kind: taxAmount > 0 ? ("tax_invoice" as const) : ("bill_of_supply" as const),
      members: members.filter((m) => m.groupBookingId === invoice.groupBookingId && m.status !== "cancelled"),
    };
  });
  const linesByKind = async (kind: IssuedGroupInvoice["kind"]) => {
    const stays = billed.filter((b) => b.kind === kind).flatMap((b) => b.members);
    return stays.length > 0 ? staysFolioLines(db, stays, kind === "tax_invoice") : [];
  };
  const [taxInvoiceLines, billLines] = await Promise.all([
    linesByKind("tax_invoice"),
    linesByKind("bill_of_supply"),
  ]);
  const next = { tax_invoice: 0, bill_of_supply: 0 };
  return billed.map(({ invoice, taxAmount, kind, members: stays }) => {
    const lines = kind === "tax_invoice" ? taxInvoiceLines : billLines;
    const first = next[kind];
    next[kind] += stays.length;
    return {
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      groupName: invoice.groupName,
      kind,
      taxable: toPaise(invoice.subtotal) - toPaise(invoice.discountAmount),
      taxAmount,
      totalAmount: toPaise(invoice.totalAmount),
      stays: stays.map((member, i) => ({
        checkInDate: member.checkInDate,
        checkOutDate: member.checkOutDate,
        lines: lines[first + i] ?? [],
      })),
    };
  });
}

/** How many groups' discounts wait for a manager (the list is groups.pendingApprovals). */
export function pendingGroupApprovalCount(db: Database) {
  return groupsRepository(db).pendingApprovalCount();
}

/** The groups, each with what it has to give back (its cards say so in place of "paid"). */
export async function listGroups(db: Database) {
  const groups = groupsRepository(db);
  const list = await groups.list();
  const members = list.length > 0 ? await groups.membersOfGroups(list.map((g) => g.id)) : [];
  return list.map((group) => ({
    ...group,
    refundDue: fromPaise(
      groupRefundDue(
        members
          .filter((m) => m.groupBookingId === group.id)
          .map((m) => ({ amountDue: toPaise(m.amountDue), paid: toPaise(m.paidAmount) })),
      ),
    ),
  }));
}

/** One group with what each room still owes and the group in all: what a group payment may take. */
export async function groupById(db: Database, id: string) {
  const groups = groupsRepository(db);
  const group = await groups.findById(id);
  if (!group) throw notFound("Group booking");
  const members = (await groups.members(id)).map((m) => ({
    ...m,
    owed: pendingAmount(toPaise(m.amountDue), toPaise(m.paidAmount)),
  }));
  return {
    ...group,
    owed: fromPaise(groupOwed(members)),
    members: members.map((m) => ({ ...m, owed: fromPaise(m.owed) })),
    invoice: (await groups.openInvoice(id)) ?? null,
  };
}
