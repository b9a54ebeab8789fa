import {
  idInput,
  idSchema,
  roomInput,
  roomStatusInput,
  stayRangeInput,
  todayIn,
  updateRoomInput,
} from "@atithi/domain";
import { z } from "zod";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { cachedView } from "../../../platform/db/view-cache";
import { conflict, notFound } from "../../../platform/errors";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { roomsRepository } from "./rooms.repository";

export const roomsRouter = router({
  list: authorizedProcedure("rooms.read")
    .input(z.object({ includeRetired: z.boolean().default(false) }).default({ includeRetired: false }))
    .query(({ ctx, input }) => roomsRepository(ctx.db).list(input.includeRetired)),

  /**
   * Rooms free for the whole stay; `exceptBookingId` keeps a booking's own room in the list when
   * editing it, `exceptGroupBookingId` a group's own rooms.
   */
  available: authorizedProcedure("rooms.read")
    .input(
      stayRangeInput.and(
        z.object({
          exceptBookingId: idSchema("Booking").optional(),
          exceptGroupBookingId: idSchema("Group booking").optional(),
        }),
      ),
    )
    .query(({ ctx, input }) =>
      cachedView(
        ctx.db,
        `available|${input.checkInDate}|${input.checkOutDate}|${input.exceptBookingId ?? ""}|${input.exceptGroupBookingId ?? ""}`,
        () =>
          roomsRepository(ctx.db).available(input.checkInDate, input.checkOutDate, {
            exceptBookingId: input.exceptBookingId,
            exceptGroupBookingId: input.exceptGroupBookingId,
          }),
      ),
    ),

  setStatus: authorizedProcedure("rooms.status")
    .input(roomStatusInput)
    .mutation(({ ctx, input }) =>
      frontDeskTransaction(ctx.db, async (trx) => {
        const rooms = roomsRepository(trx);
        const room = await rooms.findById(input.id, true);
        if (!room) throw notFound("Room");
        await rooms.setStatus(room.id, input.status);
        await writeAudit(trx, {
          userId: ctx.user.id,
          entityType: "room",
          entityId: room.id,
          action: "status",
          before: { status: room.status },
          after: { status: input.status },
        });
        return { ...room, status: input.status };
      }),
    ),

  create: authorizedProcedure("rooms.manage")
    .input(roomInput)
    .mutation(({ ctx, input }) =>
      frontDeskTransaction(ctx.db, async (trx) => {
        const room = await roomsRepository(trx).insert(input);
        await writeAudit(trx, {
          userId: ctx.user.id,
          entityType: "room",
          entityId: room.id,
          action: "create",
          after: room,
        });
        return room;
      }),
    ),

  update: authorizedProcedure("rooms.manage")
    .input(updateRoomInput)
    .mutation(({ ctx, input }) =>
      frontDeskTransaction(ctx.db, async (trx) => {
        const { id, ...values } = input;
        const rooms = roomsRepository(trx);
        const before = await rooms.findById(id, true);
        if (!before) throw notFound("Room");
        const room = await rooms.update(id, values);
        await writeAudit(trx, {
          userId: ctx.user.id,
          entityType: "room",
          entityId: id,
          action: "update",
          before,
          after: room,
        });
        return room;
      }),
    ),

  /** A retired room leaves every list; refused while it still has stays to come. */
  retire: authorizedProcedure("rooms.manage")
    .input(idInput)
    .mutation(({ ctx, input }) =>
      frontDeskTransaction(ctx.db, async (trx) => {
        const rooms = roomsRepository(trx);
        const room = await rooms.findById(input.id, true);
        if (!room) throw notFound("Room");
        if ((await rooms.countActiveStays(room.id, todayIn(ctx.config.timeZone))) > 0) {
          throw conflict(`Room ${room.number} still has bookings to come; move or cancel them first`);
        }
        const retired = await rooms.update(room.id, { isActive: false });
        await writeAudit(trx, {
          userId: ctx.user.id,
          entityType: "room",
          entityId: room.id,
          action: "retire",
        });
        return retired;
      }),
    ),
});
