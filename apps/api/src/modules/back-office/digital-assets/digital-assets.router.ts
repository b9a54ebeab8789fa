import {
  createUploadInput,
  digitalAssetDeleteInput,
  digitalAssetInput,
  digitalAssetListInput,
  idInput,
  todayIn,
} from "@atithi/domain";
import { z } from "zod";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { digitalAssetsRepository } from "./digital-assets.repository";
import {
  createDigitalAsset,
  createUpload,
  deleteDigitalAsset,
  digitalAssetSignedUrl,
} from "./digital-assets.service";

export const digitalAssetsRouter = router({
  list: authorizedProcedure("files.read")
    .input(digitalAssetListInput)
    .query(({ ctx, input }) => {
      const { db, role, timeZone } = actor(ctx);
      return digitalAssetsRepository(db).list(input, role, todayIn(timeZone));
    }),

  create: authorizedProcedure("files.write")
    .input(digitalAssetInput)
    .mutation(({ ctx, input }) => createDigitalAsset(actor(ctx), ctx.storage, input)),

  delete: authorizedProcedure("files.write")
    .input(digitalAssetDeleteInput)
    .mutation(({ ctx, input }) => deleteDigitalAsset(actor(ctx), ctx.storage, input, ctx.log)),

  signedUrl: authorizedProcedure("files.read")
    .input(idInput.extend({ download: z.boolean().default(false) }))
    .query(({ ctx, input }) => digitalAssetSignedUrl(actor(ctx), ctx.storage, input.id, input.download)),
});

export const objectsRouter = router({
  createUpload: authorizedProcedure("files.write")
    .input(createUploadInput)
    .mutation(({ ctx, input }) => createUpload(actor(ctx), ctx.storage, input)),
});
