import { guestInput, updateGuestInput } from "@atithi/domain";
import { z } from "zod";
import { frontDeskTransaction } from "../repositories/front-desk-transaction";
import { guestsRepository } from "../repositories/guests.repository";
import { notFound } from "../trpc/errors";
import { authorizedProcedure, router } from "../trpc/init";

export const guestsRouter = router({
  list: authorizedProcedure("guests.read")
    .input(
      z
        .object({
          search: z.string().trim().max(100).optional(),
          limit: z.number().int().min(1).max(1000).default(200),
        })
        .default({ limit: 200 }),
    )
    .query(({ ctx, input }) => guestsRepository(ctx.db).list(input.search, input.limit)),

  byPhone: authorizedProcedure("guests.read")
    .input(z.object({ phone: z.string().trim().min(1, "Phone is required") }))
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
    .mutation(async ({ ctx, input }) => {
      const { id, ...values } = input;
      const guest = await frontDeskTransaction(ctx.db, (trx) => guestsRepository(trx).update(id, values));
      if (!guest) throw notFound("Guest");
      return guest;
    }),
});
