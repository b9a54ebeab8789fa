import { itemCategoryInput, itemCategoryListInput, updateItemCategoryInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { createCategory, listCategories, updateCategory } from "./item-categories.service";

export const itemCategoriesRouter = router({
  list: authorizedProcedure("erp.read")
    .input(itemCategoryListInput)
    .query(({ ctx, input }) => listCategories(ctx.db, input)),
  create: authorizedProcedure("erp.write")
    .input(itemCategoryInput)
    .mutation(({ ctx, input }) => createCategory(actor(ctx), input)),
  update: authorizedProcedure("erp.write")
    .input(updateItemCategoryInput)
    .mutation(({ ctx, input }) => updateCategory(actor(ctx), input)),
});
