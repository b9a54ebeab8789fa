import { assetTagInput, assetTagListInput, can, idInput, isRole, updateAssetTagInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { assetTagsRepository } from "./asset-tags.repository";
import { createAssetTag, decideAssetTag, deleteAssetTag, updateAssetTag } from "./asset-tags.service";

/**
 * Asset tags (part 2 §2). Approving and rejecting need `assets.approve` (administrators); the
 * decision is recorded against the signed-in user, so a `userEmail` sent by a client is ignored.
 */
const mayDecide = (role: string) => isRole(role) && can(role, "assets.approve");

export const assetTagsRouter = router({
  list: authorizedProcedure("assets.read")
    .input(assetTagListInput)
    .query(({ ctx, input }) => assetTagsRepository(ctx.db).list(input)),

  create: authorizedProcedure("assets.write")
    .input(assetTagInput)
    .mutation(({ ctx, input }) => createAssetTag(actor(ctx), input)),

  update: authorizedProcedure("assets.write")
    .input(updateAssetTagInput)
    .mutation(({ ctx, input }) => updateAssetTag(actor(ctx), input, mayDecide(ctx.user.role))),

  delete: authorizedProcedure("assets.write")
    .input(idInput)
    .mutation(({ ctx, input }) => deleteAssetTag(actor(ctx), input.id, mayDecide(ctx.user.role))),

  approve: authorizedProcedure("assets.approve")
    .input(idInput)
    .mutation(({ ctx, input }) => decideAssetTag(actor(ctx), input.id, "approve")),

  reject: authorizedProcedure("assets.approve")
    .input(idInput)
    .mutation(({ ctx, input }) => decideAssetTag(actor(ctx), input.id, "reject")),
});
