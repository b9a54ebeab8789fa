import { randomUUID } from "node:crypto";
import {
  type DigitalAssetInput,
  expirationDate,
  MAX_UPLOAD_BYTES,
  objectKeyFromFileUrl,
  todayIn,
} from "@atithi/domain";
import { TRPCError } from "@trpc/server";
import { writeAudit } from "../repositories/audit.repository";
import { digitalAssetsRepository, uploadIntentsRepository } from "../repositories/digital-assets.repository";
import { type ObjectStorage, READ_URL_SECONDS, UPLOAD_URL_SECONDS } from "../storage/storage";
import { badRequest, conflict, notFound } from "../trpc/errors";
import type { Actor } from "./actor";

const UNKNOWN_UPLOAD = "This upload is unknown; please upload the file again";

/** Part 2 §7: a key that only this user may save, and a short-lived URL to PUT the file to. */
export async function createUpload({ db, userId }: Actor, storage: ObjectStorage) {
  const objectKey = `uploads/${randomUUID()}`;
  const expiresAt = new Date(Date.now() + UPLOAD_URL_SECONDS * 1000);
  await uploadIntentsRepository(db).issue(objectKey, userId, expiresAt);
  const uploadURL = await storage.uploadUrl(objectKey, UPLOAD_URL_SECONDS);
  return { uploadURL, objectKey, expiresAt: expiresAt.toISOString() };
}

/**
 * Saves the metadata of an uploaded file. The object must be one this server issued to this user,
 * not saved before, and present in the store; its size and type are taken from the store.
 */
export async function createDigitalAsset(actor: Actor, storage: ObjectStorage, input: DigitalAssetInput) {
  const { db, userId } = actor;
  const key = objectKeyFromFileUrl(input.fileUrl);
  const intent = key ? await uploadIntentsRepository(db).find(key) : undefined;
  if (!key || !intent || intent.issuedTo !== userId) throw badRequest(UNKNOWN_UPLOAD);
  if (intent.consumedAt) throw conflict("This file has already been saved");

  const object = await storage.stat(key);
  if (!object) throw badRequest("The file has not been uploaded; please upload it again");
  if (object.size > MAX_UPLOAD_BYTES) {
    await storage.remove(key);
    await uploadIntentsRepository(db).consume(key);
    throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: "The file is larger than 50 MB" });
  }

  const today = todayIn(actor.timeZone);
  return db.transaction().execute(async (trx) => {
    if (!(await uploadIntentsRepository(trx).consume(key)))
      throw conflict("This file has already been saved");
    const asset = await digitalAssetsRepository(trx).insert(
      {
        fileName: input.fileName,
        originalName: input.fileName,
        fileType: input.fileType,
        mimeType: object.contentType,
        fileSize: object.size,
        filePath: key,
        retentionYears: input.retentionYears,
        expiryDate: expirationDate(today, input.retentionYears),
        confidentialityLevel: input.confidentialityLevel,
        tags: input.tags,
        description: input.description,
        notes: input.notes,
        uploadedBy: userId,
      },
      today,
    );
    await writeAudit(trx, {
      userId,
      entityType: "digital_asset",
      entityId: asset.id,
      action: "create",
      after: asset,
    });
    return asset;
  });
}

/** Deletes the row (one transaction, audited), then the stored object once the deletion is committed. */
export async function deleteDigitalAsset(actor: Actor, storage: ObjectStorage, id: string) {
  const today = todayIn(actor.timeZone);
  const deleted = await actor.db.transaction().execute(async (trx) => {
    const row = await digitalAssetsRepository(trx).delete(id, today);
    if (!row) throw notFound("Digital asset");
    const { filePath: _, ...before } = row;
    await writeAudit(trx, {
      userId: actor.userId,
      entityType: "digital_asset",
      entityId: id,
      action: "delete",
      before,
    });
    return row;
  });
  await storage.remove(deleted.filePath);
  return { success: true as const };
}

/** A link to view (or, with `download`, to save) the file, valid for a few minutes. */
export async function digitalAssetSignedUrl(
  actor: Actor,
  storage: ObjectStorage,
  id: string,
  download: boolean,
) {
  const asset = await digitalAssetsRepository(actor.db).findById(id, todayIn(actor.timeZone));
  if (!asset) throw notFound("Digital asset");
  const url = await storage.signedGetUrl(asset.filePath, {
    expiresInSeconds: READ_URL_SECONDS,
    downloadName: download ? asset.fileName : undefined,
  });
  return { url, expiresAt: new Date(Date.now() + READ_URL_SECONDS * 1000).toISOString() };
}
