import {
  guestInput,
  guestListInput,
  guestPhoneInput,
  idInput,
  mergeGuestInput,
  updateGuestInput,
} from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import {
  createGuest,
  guestById,
  guestByPhone,
  guestHistory,
  listGuests,
  mergeGuests,
  updateGuest,
} from "./guests.service";

export const guestsRouter = router({
  list: authorizedProcedure("guests.read")
    .input(guestListInput)
    .query(({ ctx, input }) => listGuests(ctx.db, input.search, input.limit)),

  byPhone: authorizedProcedure("guests.read")
    .input(guestPhoneInput)
    .query(({ ctx, input }) => guestByPhone(ctx.db, input.phone)),

  byId: authorizedProcedure("guests.read")
    .input(idInput)
    .query(({ ctx, input }) => guestById(ctx.db, input.id)),

  history: authorizedProcedure("guests.read")
    .input(idInput)
    .query(({ ctx, input }) => guestHistory(ctx.db, input.id)),

  create: authorizedProcedure("guests.write")
    .input(guestInput)
    .mutation(({ ctx, input }) => createGuest(actor(ctx), input)),

  update: authorizedProcedure("guests.write")
    .input(updateGuestInput)
    .mutation(({ ctx, input }) => {
      const { id, ...values } = input;
      return updateGuest(actor(ctx), id, values);
    }),

  merge: authorizedProcedure("guests.merge")
    .input(mergeGuestInput)
    .mutation(({ ctx, input }) => mergeGuests(actor(ctx), input.id, input.duplicateId)),
});
