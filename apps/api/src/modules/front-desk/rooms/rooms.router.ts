import {
  idInput,
  idSchema,
  roomStatusInput,
  roomWithTypeInput,
  stayRangeInput,
  updateRoomWithTypeInput,
} from "@atithi/domain";
import { z } from "zod";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import {
  availableByType,
  availableRooms,
  changeRoomStatus,
  createRoom,
  listRooms,
  reinstateRoom,
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

  availableByType: authorizedProcedure("rooms.read")
    .input(stayRangeInput)
    .query(({ ctx, input }) => availableByType(ctx.db, input)),

  setStatus: authorizedProcedure("rooms.status")
    .input(roomStatusInput)
    .mutation(({ ctx, input }) => changeRoomStatus(actor(ctx), input.id, input.status)),

  create: authorizedProcedure("rooms.manage")
    .input(roomWithTypeInput)
    .mutation(({ ctx, input }) => createRoom(actor(ctx), input)),

  update: authorizedProcedure("rooms.manage")
    .input(updateRoomWithTypeInput)
    .mutation(({ ctx, input }) => updateRoom(actor(ctx), input)),

  retire: authorizedProcedure("rooms.manage")
    .input(idInput)
    .mutation(({ ctx, input }) => retireRoom(actor(ctx), input.id)),

  reinstate: authorizedProcedure("rooms.manage")
    .input(idInput)
    .mutation(({ ctx, input }) => reinstateRoom(actor(ctx), input.id)),
});
