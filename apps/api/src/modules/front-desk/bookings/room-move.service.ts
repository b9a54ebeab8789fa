import { fromPaise, NO_DISCOUNT, priceNights, todayIn } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { conflict } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { lockGroupOfStay } from "../groups";
import { planKeptIn } from "../rate-plans";
import { checkOccupancy, findRooms, setRoomStatus } from "../rooms";
import {
  billedNights,
  checkedInElsewhere,
  decideDiscountFor,
  discountOfRow,
  discountRequestValues,
  lockBooking,
  nightsByPlan,
  refreshStayMoney,
  stayInvoiceOf,
  updateStay,
  writeNights,
} from "../stays";
import { bookable, reload } from "./bookings.service";
import { roomMovesRepository } from "./room-moves.repository";

/**
 * POST /api/bookings/{id}/move: a confirmed stay moves whole; a checked-in stay moves for its
 * remaining nights (those already spent stay with the old room, which goes to housekeeping; the new
 * room is occupied). On the stay's own plan, to a room of that plan's type, the price is kept. A
 * move to a room of another type, or on another plan named, prices the nights in the new room by
 * that plan (`ratePlanId`, else the new type's default), the nights already spent keeping their
 * prices, and the stay's discount is decided again on the new sum as an edit decides it
 * (`decideDiscountFor`: beyond what a manager approved it waits for one, the stay at full price
 * meanwhile; a group's member is refused instead, its discount being the group's). A stay already
 * invoiced, on its own or on its group's invoice, keeps the price it was invoiced at. A room taken
 * for those nights is refused by the bookings' no-overlap constraint (409), as a booking would be.
 */
export async function moveStay(actor: Actor, id: string, roomId: string, ratePlanId: string | undefined) {
  const { db, userId, timeZone } = actor;
  return frontDeskTransaction(db, async (trx) => {
    // A member's group first, as the group's paths lock it: its invoice is not issued meanwhile.
    const group = await lockGroupOfStay(trx, id);
    const locked = await lockBooking(trx, id);
    if (locked.status !== "confirmed" && locked.status !== "checked_in") {
      throw conflict(`A ${locked.status.replace("_", " ")} stay cannot move rooms`);
    }
    const before = await reload(trx, id);
    if (locked.roomId === roomId) throw conflict(`The stay is already in room ${before.room.number}`);
    // Both rooms at once, in id order as every path locking several rooms locks them (a checked-in
    // stay's old room changes status too): one after the other, they could deadlock with a group's
    // check-in or another move between the same two rooms.
    const rooms = await findRooms(trx, [locked.roomId, roomId], true);
    const room = bookable(rooms.find((r) => r.id === roomId));
    checkOccupancy([{ room, adults: locked.adults, children: locked.children }]);
    let roomSince = locked.roomSince;
    if (locked.status === "checked_in") {
      const today = todayIn(timeZone);
      if (locked.checkOutDate <= today) {
        throw conflict("This stay ends today; check the guest out instead of moving rooms");
      }
      if ((await checkedInElsewhere(trx, [roomId], [id])).length > 0) {
        throw conflict(`Another guest is still checked in to room ${room.number}`);
      }
      const nightsFrom = locked.roomSince ?? locked.checkInDate;
      if (today > nightsFrom) {
        await roomMovesRepository(trx).insert({
          bookingId: id,
          fromRoomId: locked.roomId,
          toRoomId: roomId,
          nightsFrom,
          movedOn: today,
          createdBy: userId,
        });
        roomSince = today;
      }
    }
    const from = rooms.find((r) => r.id === locked.roomId);
    // Its own plan goes with it to a room of the plan's type; else that room type's default.
    const kept = await planKeptIn(trx, room, locked.ratePlanId);
    const planId = ratePlanId ?? kept;
    // A stay priced before plans (none of its own) is priced by its room's type.
    const samePrice =
      planId === null
        ? locked.ratePlanId === null && from?.roomTypeId === room.roomTypeId
        : planId === locked.ratePlanId && planId === kept;
    const invoiced = (await stayInvoiceOf(trx, id)) !== undefined || Boolean(group?.invoiceNumber);
    if (!samePrice && !invoiced) {
      // The nights in the new room, from the move on, at the new plan's prices; those spent keep theirs.
      const movedFrom = roomSince ?? locked.checkInDate;
      const [billed = []] = await billedNights(trx, [locked]);
      const plan = await nightsByPlan(trx, room, planId, locked, false, kept);
      const nights = [
        ...billed.filter((night) => night.date < movedFrom),
        ...plan.nights.filter((night) => night.date >= movedFrom),
      ];
      const applied = discountOfRow(locked);
      const discount = await decideDiscountFor(trx, actor, applied, applied, {
        before: [priceNights(billed, NO_DISCOUNT)],
        after: [priceNights(nights, NO_DISCOUNT)],
      });
      if (discount.pending && group) {
        throw conflict(
          "At the new room's price the group's discount gives away more than a manager approved; a manager can make this move",
        );
      }
      const totalAmount = fromPaise(priceNights(nights, discount.applied).total);
      // A request already waiting for a manager stays as it was asked.
      const request =
        discount.pending && locked.requestedComplimentary === null
          ? discountRequestValues(discount.pending, userId)
          : {};
      await updateStay(trx, id, {
        roomId,
        roomSince,
        ratePlanId: plan.ratePlanId,
        totalAmount,
        isComplimentary: discount.applied.isComplimentary,
        discountPercentage: String(discount.applied.discountPercentage),
        ...request,
      });
      await writeNights(trx, [{ bookingId: id, nights }]);
      await refreshStayMoney(trx, { ...locked, totalAmount });
    } else {
      await updateStay(trx, id, { roomId, roomSince });
    }
    if (locked.status === "checked_in") {
      await setRoomStatus(trx, [locked.roomId], "cleaning");
      await setRoomStatus(trx, [roomId], "occupied");
    }
    const after = await reload(trx, id);
    await writeAudit(trx, {
      userId,
      entityType: "booking",
      entityId: id,
      action: "move",
      before: {
        roomId: before.roomId,
        room: before.room.number,
        roomSince: before.roomSince,
        totalAmount: before.totalAmount,
      },
      after: {
        roomId: after.roomId,
        room: after.room.number,
        roomSince: after.roomSince,
        totalAmount: after.totalAmount,
      },
    });
    return after;
  });
}
