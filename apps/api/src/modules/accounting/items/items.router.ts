import { itemIdInput, itemInput, itemListInput, updateItemInput } from "@atithi/domain";
import { notFound } from "../../../platform/errors";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { createItem, findItem, listItems, updateItem } from "./items.service";

export const itemsRouter = router({
  list: authorizedProcedure("erp.read")
    .input(itemListInput)
    .query(({ ctx, input }) => listItems(ctx.db, input)),
  byId: authorizedProcedure("erp.read")
    .input(itemIdInput)
    .query(async ({ ctx, input }) => {
      const item = await findItem(ctx.db, input.id);
      if (!item) throw notFound("Item");
      return item;
    }),
  create: authorizedProcedure("erp.write")
    .input(itemInput)
    .mutation(({ ctx, input }) => createItem(actor(ctx), input)),
  update: authorizedProcedure("erp.write")
    .input(updateItemInput)
    .mutation(({ ctx, input }) => updateItem(actor(ctx), input)),
});
