import { roomTypeInput, updateRoomTypeInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { createRoomTypeWithDefaultPlan } from "../rate-plans";
import { listRoomTypes, updateRoomType } from "./room-types.service";

// Read by everyone who reads rooms (the booking dialog offers them); changed by administrators, as rooms are.
export const roomTypesRouter = router({
  list: authorizedProcedure("rooms.read").query(({ ctx }) => listRoomTypes(ctx.db)),

  create: authorizedProcedure("rooms.manage")
    .input(roomTypeInput)
    .mutation(({ ctx, input }) => createRoomTypeWithDefaultPlan(actor(ctx), input)),

  update: authorizedProcedure("rooms.manage")
    .input(updateRoomTypeInput)
    .mutation(({ ctx, input }) => updateRoomType(actor(ctx), input)),
});
