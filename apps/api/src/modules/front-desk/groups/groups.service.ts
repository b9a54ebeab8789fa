import type { Database } from "@atithi/db";
import {
  checkoutPendingMessage,
  derivePaymentStatus,
  financialYear,
  fromPaise,
  type GroupBookingInput,
  groupInvoiceNumber,
  priceGroup,
  priceStay,
  todayIn,
  toPaise,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { nextSequence } from "../../../platform/db/document-sequences";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { taxConfig as taxConfigOf } from "../../back-office/tax-settings";
import {
  cancelStay,
  checkIn,
  checkOut,
  insertBooking,
  newStayMoney,
  refreshStayMoney,
  shortenToNightsUsed,
} from "../bookings";
import { findOrCreateGuest } from "../guests";
import { findRoom } from "../rooms";
import { groupsRepository } from "./groups.repository";

/** A group, a guest and a booking per room, and the links between them: all or nothing. */
export async function createGroup({ db, userId }: Actor, input: GroupBookingInput) {
  const data = input.groupBookingData;
  const price = priceGroup(data, input.roomSelections);
  return frontDeskTransaction(db, async (trx) => {
    for (const selection of input.roomSelections) {
      const room = await findRoom(trx, selection.roomId);
      if (!room) throw notFound("Room");
      if (!room.isActive || room.status === "maintenance")
        throw conflict(`Room ${room.number} cannot be booked`);
    }
    // Each member owes its tariff and its GST; the group owes what its members owe.
    const money = await newStayMoney(
      trx,
      price.rooms.map((roomPrice) => ({ ...data, totalAmount: roomPrice.total, paid: 0 })),
    );
    const groupTotal = money.reduce((sum, m) => sum + m.folio.totalAmount, 0);
    const groups = groupsRepository(trx);
    const group = await groups.insert({
      ...data,
      groupDiscountPercentage: data.isComplimentary ? "0" : String(data.groupDiscountPercentage),
      totalRooms: input.roomSelections.length,
      totalGuests: price.totalGuests,
      totalAmount: fromPaise(groupTotal),
      paidAmount: "0",
      paymentStatus: derivePaymentStatus(groupTotal, 0),
      createdBy: userId,
    });
    for (const [i, selection] of input.roomSelections.entries()) {
      const roomPrice = price.rooms[i];
      const roomMoney = money[i];
      if (!roomPrice || !roomMoney) throw new Error("room price missing");
      const guest = await findOrCreateGuest(trx, {
        name: selection.guestName,
        phone: data.contactPersonPhone,
        email: null,
        idProofNumber: null,
      });
      const { id } = await insertBooking(trx, {
        guestId: guest.id,
        roomId: selection.roomId,
        checkInDate: data.checkInDate,
        checkOutDate: data.checkOutDate,
        adults: selection.adults,
        children: selection.children,
        totalAmount: fromPaise(roomPrice.total),
        ...roomMoney.values,
        isComplimentary: data.isComplimentary,
        discountPercentage: group.groupDiscountPercentage,
        notes: `Group: ${data.groupName}`,
        createdBy: userId,
      });
      await groups.addMember(group.id, id);
    }
    await writeAudit(trx, {
      userId,
      entityType: "group_booking",
      entityId: group.id,
      action: "create",
      after: group,
    });
    return group;
  });
}

/** Keeps the group's total, paid amount and payment status in step with what its members owe and paid. */
export async function refreshGroupPaid(db: Database, bookingId: string) {
  const groups = groupsRepository(db);
  const link = await groups.groupOfBooking(bookingId);
  if (!link) return;
  const members = await groups.members(link.groupBookingId);
  const paid = members.reduce((sum, m) => sum + toPaise(m.paidAmount), 0);
  const total = members.reduce((sum, m) => sum + toPaise(m.amountDue), 0);
  await groups.update(link.groupBookingId, {
    totalAmount: fromPaise(total),
    paidAmount: fromPaise(paid),
    paymentStatus: derivePaymentStatus(total, paid),
  });
}

async function lockGroup(db: Database, id: string) {
  const group = await groupsRepository(db).findById(id, true);
  if (!group) throw notFound("Group booking");
  return group;
}

export async function checkInGroup({ db, userId, timeZone }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    if (group.status !== "confirmed")
      throw conflict(`The group is ${group.status.replace("_", " ")}, not confirmed`);
    const today = todayIn(timeZone);
    if (group.checkInDate > today) throw conflict(`Check-in opens on ${group.checkInDate}`);
    if (group.checkOutDate <= today) throw conflict("This stay has already ended; it cannot be checked in");
    const groups = groupsRepository(trx);
    for (const member of await groups.lockMembers(id)) {
      if (member.status === "confirmed") await checkIn(trx, member, today);
    }
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
    for (const member of await groups.lockMembers(id)) {
      if (member.status === "confirmed") await cancelStay(trx, member, "cancelled");
    }
    await groups.update(id, { status: "cancelled" });
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
    const groups = groupsRepository(trx);
    const today = todayIn(timeZone);
    const leaving = [];
    let pending = 0;
    for (const member of await groups.lockMembers(id)) {
      if (member.status !== "checked_in") continue;
      const stay = await shortenToNightsUsed(trx, member, today);
      pending += (await refreshStayMoney(trx, stay)).pendingAmount;
      leaving.push(stay);
    }
    if (pending > 0) throw conflict(checkoutPendingMessage(pending));
    for (const stay of leaving) await checkOut(trx, stay);
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
    let roomSubtotal = 0;
    let roomTariff = 0;
    let charges = 0;
    let tax = 0;
    let due = 0;
    for (const m of members) {
      roomSubtotal += priceStay({ ...m, discountPercentage: 0, isComplimentary: false }).subtotal;
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
    return { invoice, group, members, seller };
  });
}

/** The group a booking belongs to, if any. */
export function groupOfBooking(db: Database, bookingId: string) {
  return groupsRepository(db).groupOfBooking(bookingId);
}
