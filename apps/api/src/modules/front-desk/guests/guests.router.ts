import { guestInput, guestListInput, guestPhoneInput, updateGuestInput } from "@atithi/domain";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { notFound } from "../../../platform/errors";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { guestsRepository } from "./guests.repository";
import { editGuest } from "./guests.service";

export const guestsRouter = router({
  list: authorizedProcedure("guests.read")
    .input(guestListInput)
    .query(({ ctx, input }) => guestsRepository(ctx.db).list(input.search, input.limit)),

  byPhone: authorizedProcedure("guests.read")
    .input(guestPhoneInput)
    .query(async ({ ctx, input }) => {
      const guest = await guestsRepository(ctx.db).findByPhone(input.phone);
      if (!guest) throw notFound("Guest");
      return guest;
    }),

  create: authorizedProcedure("guests.write")
    .input(guestInput)
    .mutation(({ ctx, input }) => frontDeskTransaction(ctx.db, (trx) => guestsRepository(trx).insert(input))),

  update: authorizedProcedure("guests.write")
    .input(updateGuestInput)
    .mutation(({ ctx, input }) => {
      const { id, ...values } = input;
      return frontDeskTransaction(ctx.db, (trx) => editGuest(trx, ctx.user.id, id, values));
    }),
});
