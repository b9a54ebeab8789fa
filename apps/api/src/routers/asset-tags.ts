import { assetTagInput, assetTagListInput, idInput, updateAssetTagInput } from "@atithi/domain";
import { assetTagsRepository } from "../repositories/asset-tags.repository";
import { actor } from "../services/actor";
import {
  createAssetTag,
  decideAssetTag,
  deleteAssetTag,
  updateAssetTag,
} from "../services/asset-tags.service";
import { authorizedProcedure, router } from "../trpc/init";

/**
 * Asset tags (part 2 §2). Approving and rejecting need `assets.approve` (administrators); the
 * decision is recorded against the signed-in user, so a `userEmail` sent by a client is ignored.
 */
export const assetTagsRouter = router({
  list: authorizedProcedure("assets.read")
    .input(assetTagListInput)
    .query(({ ctx, input }) => assetTagsRepository(ctx.db).list(input)),

  create: authorizedProcedure("assets.write")
    .input(assetTagInput)
    .mutation(({ ctx, input }) => createAssetTag(actor(ctx), input)),

  update: authorizedProcedure("assets.write")
    .input(updateAssetTagInput)
    .mutation(({ ctx, input }) => updateAssetTag(actor(ctx), input)),

  delete: authorizedProcedure("assets.write")
    .input(idInput)
    .mutation(({ ctx, input }) => deleteAssetTag(actor(ctx), input.id)),

  approve: authorizedProcedure("assets.approve")
    .input(idInput)
    .mutation(({ ctx, input }) => decideAssetTag(actor(ctx), input.id, "approve")),

  reject: authorizedProcedure("assets.approve")
    .input(idInput)
    .mutation(({ ctx, input }) => decideAssetTag(actor(ctx), input.id, "reject")),
});
