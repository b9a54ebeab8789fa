import { todayIn } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { conflict } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { checkOccupancy, findRooms, setRoomStatus } from "../rooms";
import { checkedInElsewhere, lockBooking, updateStay } from "../stays";
import { bookable, reload } from "./bookings.service";
import { roomMovesRepository } from "./room-moves.repository";

/**
 * POST /api/bookings/{id}/move: a confirmed stay moves whole; a checked-in stay moves for its
 * remaining nights (those already spent stay with the old room, which goes to housekeeping; the new
 * room is occupied). The price is kept. A room taken for those nights is refused by the bookings'
 * no-overlap constraint (409), as a booking would be.
 */
export async function moveStay({ db, userId, timeZone }: Actor, id: string, roomId: string) {
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
    await updateStay(trx, id, { roomId, roomSince });
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
      before: { roomId: before.roomId, room: before.room.number, roomSince: before.roomSince },
      after: { roomId: after.roomId, room: after.room.number, roomSince: after.roomSince },
    });
    return after;
  });
}
