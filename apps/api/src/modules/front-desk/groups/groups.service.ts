import type { Database } from "@atithi/db";
import {
  checkoutPendingMessage,
  derivePaymentStatus,
  financialYear,
  fromPaise,
  type GroupBookingInput,
  groupInvoiceNumber,
  gstForStay,
  pendingAmount,
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
import { gstSlabs, taxConfig as taxConfigOf } from "../../back-office/tax-settings";
import { checkIn, checkOut, insertBooking } from "../bookings";
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
    const groups = groupsRepository(trx);
    const group = await groups.insert({
      ...data,
      groupDiscountPercentage: data.isComplimentary ? "0" : String(data.groupDiscountPercentage),
      totalRooms: input.roomSelections.length,
      totalGuests: price.totalGuests,
      totalAmount: fromPaise(price.total),
      paidAmount: "0",
      paymentStatus: derivePaymentStatus(price.total, 0),
      createdBy: userId,
    });
    for (const [i, selection] of input.roomSelections.entries()) {
      const roomPrice = price.rooms[i];
      if (!roomPrice) throw new Error("room price missing");
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
        paidAmount: "0",
        paymentStatus: derivePaymentStatus(roomPrice.total, 0),
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

/** Keeps the group's paid amount and payment status in step with its members' payments. */
export async function refreshGroupPaid(db: Database, bookingId: string) {
  const groups = groupsRepository(db);
  const link = await groups.groupOfBooking(bookingId);
  if (!link) return;
  const members = await groups.members(link.groupBookingId);
  const paid = members.reduce((sum, m) => sum + toPaise(m.paidAmount), 0);
  const total = members.reduce((sum, m) => sum + toPaise(m.totalAmount), 0);
  await groups.update(link.groupBookingId, {
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

/** Refused while any member booking still has money pending. */
export async function checkOutGroup({ db, userId, timeZone }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    if (group.status !== "checked_in")
      throw conflict(`The group is ${group.status.replace("_", " ")}, not checked in`);
    const groups = groupsRepository(trx);
    const members = await groups.lockMembers(id);
    const pending = members
      .filter((m) => m.status !== "cancelled")
      .reduce((sum, m) => sum + pendingAmount(toPaise(m.totalAmount), toPaise(m.paidAmount)), 0);
    if (pending > 0) throw conflict(checkoutPendingMessage(pending));
    const today = todayIn(timeZone);
    for (const member of members) {
      if (member.status === "checked_in") await checkOut(trx, member, today);
    }
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
 * The group's invoice: subtotal before discount, the discount, GST from the tax configuration
 * (by the slab of each room-night) and the total. A draft invoice is brought up to date rather
 * than duplicated; its number, unique in the financial year, is kept.
 */
export async function generateGroupInvoice({ db, userId, timeZone }: Actor, id: string) {
  return frontDeskTransaction(db, async (trx) => {
    const group = await lockGroup(trx, id);
    const groups = groupsRepository(trx);
    const members = (await groups.members(id)).filter((m) => m.status !== "cancelled");
    const [taxConfig, slabs] = await Promise.all([taxConfigOf(trx), gstSlabs(trx)]);
    let subtotal = 0;
    let total = 0;
    let tax = 0;
    for (const m of members) {
      const price = priceStay({
        checkInDate: m.checkInDate,
        checkOutDate: m.checkOutDate,
        adults: m.adults,
        children: m.children,
        discountPercentage: 0,
        isComplimentary: false,
      });
      const memberTotal = toPaise(m.totalAmount);
      subtotal += price.subtotal;
      total += memberTotal;
      if (taxConfig.enableGst) tax += gstForStay(memberTotal, m.checkInDate, m.checkOutDate, slabs).total;
    }
    const amounts = {
      subtotal: fromPaise(subtotal),
      discountAmount: fromPaise(subtotal - total),
      taxAmount: fromPaise(tax),
      totalAmount: fromPaise(total + tax),
    };
    // Who issues the invoice, as printed at its head.
    const seller = {
      businessName: taxConfig.businessName,
      businessAddress: taxConfig.businessAddress,
      gstNumber: taxConfig.gstNumber,
      panNumber: taxConfig.panNumber,
    };
    const existing = await groups.openInvoice(id);
    if (existing && existing.status !== "draft") return { invoice: existing, group, members, seller };
    const invoiceDate = todayIn(timeZone);
    const invoice = existing
      ? await groups.updateInvoice(existing.id, { ...amounts, invoiceDate, dueDate: invoiceDate })
      : await groups.insertInvoice({
          groupBookingId: id,
          invoiceNumber: groupInvoiceNumber(
            invoiceDate,
            await nextSequence(trx, "group_invoice", financialYear(invoiceDate)),
          ),
          invoiceDate,
          dueDate: invoiceDate,
          ...amounts,
          createdBy: userId,
        });
    await writeAudit(trx, {
      userId,
      entityType: "group_invoice",
      entityId: invoice.id,
      action: existing ? "update" : "create",
      after: invoice,
    });
    return { invoice, group, members, seller };
  });
}

/** The group a booking belongs to, if any. */
export function groupOfBooking(db: Database, bookingId: string) {
  return groupsRepository(db).groupOfBooking(bookingId);
}
