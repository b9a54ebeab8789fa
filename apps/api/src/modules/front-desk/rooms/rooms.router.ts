import {
  idInput,
  idSchema,
  roomInput,
  roomStatusInput,
  stayRangeInput,
  updateRoomInput,
} from "@atithi/domain";
import { z } from "zod";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import {
  availableRooms,
  changeRoomStatus,
  createRoom,
  listRooms,
  retireRoom,
  updateRoom,
} from "./rooms.service";

export const roomsRouter = router({
  list: authorizedProcedure("rooms.read")
    .input(z.object({ includeRetired: z.boolean().default(false) }).default({ includeRetired: false }))
    .query(({ ctx, input }) => listRooms(ctx.db, input.includeRetired)),

  available: authorizedProcedure("rooms.read")
    .input(
      stayRangeInput.and(
        z.object({
          exceptBookingId: idSchema("Booking").optional(),
          exceptGroupBookingId: idSchema("Group booking").optional(),
        }),
      ),
    )
    .query(({ ctx, input }) => availableRooms(ctx.db, input)),

  setStatus: authorizedProcedure("rooms.status")
    .input(roomStatusInput)
    .mutation(({ ctx, input }) => changeRoomStatus(actor(ctx), input.id, input.status)),

  create: authorizedProcedure("rooms.manage")
    .input(roomInput)
    .mutation(({ ctx, input }) => createRoom(actor(ctx), input)),

  update: authorizedProcedure("rooms.manage")
    .input(updateRoomInput)
    .mutation(({ ctx, input }) => {
      const { id, ...values } = input;
      return updateRoom(actor(ctx), id, values);
    }),

  retire: authorizedProcedure("rooms.manage")
    .input(idInput)
    .mutation(({ ctx, input }) => retireRoom(actor(ctx), input.id)),
});
