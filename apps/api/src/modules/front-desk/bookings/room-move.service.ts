import { fromPaise, priceNights, todayIn } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { conflict } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { checkOccupancy, findRooms, setRoomStatus } from "../rooms";
import {
  billedNights,
  checkedInElsewhere,
  discountOfRow,
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
 * room is occupied). Within the room's type, on the stay's own plan, the price is kept. A move to a
 * room of another type, or on another plan named, prices the nights in the new room by that plan
 * (`ratePlanId`, else the new type's default), the nights already spent keeping their prices, and
 * the stay's discount is taken off the new sum; a stay already invoiced keeps its bill. A room taken
 * for those nights is refused by the bookings' no-overlap constraint (409), as a booking would be.
 */
export async function moveStay(
  { db, userId, timeZone }: Actor,
  id: string,
  roomId: string,
  ratePlanId: string | undefined,
) {
  return frontDeskTransaction(db, async (trx) => {
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
    const planId = ratePlanId ?? (from?.roomTypeId === room.roomTypeId ? locked.ratePlanId : null);
    const repriced =
      (planId !== locked.ratePlanId || from?.roomTypeId !== room.roomTypeId) &&
      !(await stayInvoiceOf(trx, id));
    if (repriced) {
      // The nights in the new room, from the move on, at the new plan's prices; those spent keep theirs.
      const movedFrom = roomSince ?? locked.checkInDate;
      const [billed = []] = await billedNights(trx, [locked]);
      const plan = await nightsByPlan(trx, room, planId, locked, false);
      const nights = [
        ...billed.filter((night) => night.date < movedFrom),
        ...plan.nights.filter((night) => night.date >= movedFrom),
      ];
      const totalAmount = fromPaise(priceNights(nights, discountOfRow(locked)).total);
      await updateStay(trx, id, { roomId, roomSince, ratePlanId: plan.ratePlanId, totalAmount });
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
