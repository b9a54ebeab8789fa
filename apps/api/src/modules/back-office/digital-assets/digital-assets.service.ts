import { randomUUID } from "node:crypto";
import type { Database } from "@atithi/db";
import {
  type ConfidentialityLevel,
  type CreateUploadInput,
  canReadDocument,
  contentMatchesType,
  type DigitalAssetDeleteInput,
  type DigitalAssetInput,
  documentDeletionRefusal,
  expirationDate,
  isUploadMediaType,
  MAX_OPEN_UPLOADS,
  MAX_UPLOAD_BYTES,
  MEDIA_TYPE_LABELS,
  objectKeyFromFileUrl,
  SIGNATURE_BYTES,
  todayIn,
  type UploadMediaType,
} from "@atithi/domain";
import type { FastifyBaseLogger } from "fastify";
import { writeAudit } from "../../../platform/audit";
import { badRequest, conflict, DomainError, notFound, throttled, tooLarge } from "../../../platform/errors";
import {
  type ObjectStorage,
  READ_URL_SECONDS,
  readHead,
  type StoredObject,
  UPLOAD_URL_SECONDS,
} from "../../../platform/storage/storage";
import type { Actor } from "../../../platform/trpc/actor";
import { digitalAssetsRepository, uploadIntentsRepository } from "./digital-assets.repository";

const UNKNOWN_UPLOAD = "This upload is unknown; please upload the file again";
const ALREADY_SAVED = "This file has already been saved";
const NOT_UPLOADED = "The file has not been uploaded; please upload it again";
/** A form may stay open a while after its file was uploaded: an unsaved upload is kept this long past its link. */
export const UNSAVED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the server runs sweepExpiredUploads. */
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Part 2 §7: a key that only this user may save, and a short-lived target to send the file to: a URL
 * to PUT it to, or (S3) the bucket's URL and the fields of a POST policy limiting its size.
 */
export async function createUpload({ db, userId }: Actor, storage: ObjectStorage, input: CreateUploadInput) {
  const objectKey = `uploads/${randomUUID()}`;
  const expiresAt = new Date(Date.now() + UPLOAD_URL_SECONDS * 1000);
  await db.transaction().execute(async (trx) => {
    const intents = uploadIntentsRepository(trx);
    // The user's row lock makes two requests at once count one after the other.
    if ((await intents.countOpenLocked(userId, new Date())) >= MAX_OPEN_UPLOADS)
      throw throttled(
        `You have ${MAX_OPEN_UPLOADS} uploads not yet saved; save them or wait ${UPLOAD_URL_SECONDS / 60} minutes`,
      );
    await intents.issue(objectKey, userId, expiresAt, input.fileName || null, input.contentType);
  });
  const target = await storage.uploadTarget(
    objectKey,
    UPLOAD_URL_SECONDS,
    MAX_UPLOAD_BYTES,
    input.contentType,
  );
  return {
    uploadURL: target.url,
    objectKey,
    expiresAt: expiresAt.toISOString(),
    method: target.method,
    ...(target.method === "POST" ? { fields: target.fields } : {}),
  };
}

/**
 * Saves the metadata of an uploaded file. The object must be one this server issued to this user,
 * not saved before, and present in the store. It is first moved to a key of its own (`assets/<uuid>`)
 * that no upload URL points at, then checked there: its size and type are taken from the store, and
 * nothing PUT to the upload URL later can replace what was checked. The stored type must be exactly
 * the one declared for the upload, and the first bytes must be what that type says (a PDF starts
 * `%PDF-`): an HTML page sent as a PDF is removed, not saved.
 */
export async function createDigitalAsset(actor: Actor, storage: ObjectStorage, input: DigitalAssetInput) {
  const { db, userId } = actor;
  const key = objectKeyFromFileUrl(input.fileUrl);
  const intents = uploadIntentsRepository(db);
  const intent = key ? await intents.find(key) : undefined;
  if (!key || !intent || intent.issuedTo !== userId) throw badRequest(UNKNOWN_UPLOAD);
  if (intent.consumedAt) throw conflict(ALREADY_SAVED);

  const finalKey = `assets/${randomUUID()}`;
  if (!(await storage.promote(key, finalKey))) {
    // Either nothing was uploaded, or a save at the same moment moved it first.
    if ((await intents.find(key))?.consumedAt) throw conflict(ALREADY_SAVED);
    throw badRequest(NOT_UPLOADED);
  }
  const object = await storage.stat(finalKey);
  if (!object) throw badRequest(NOT_UPLOADED);
  const refusal = await refusalOf(storage, finalKey, object, intent.contentType);
  if (refusal) {
    await storage.remove(finalKey);
    await intents.consume(key);
    throw refusal;
  }
  const contentType = object.contentType as UploadMediaType;

  const today = todayIn(actor.timeZone);
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await uploadIntentsRepository(trx).consume(key))) throw conflict(ALREADY_SAVED);
      const asset = await digitalAssetsRepository(trx).insert(
        {
          fileName: input.fileName,
          originalName: intent.originalName ?? input.fileName,
          fileType: input.fileType,
          mimeType: contentType,
          fileSize: object.size,
          filePath: finalKey,
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
  } catch (error) {
    await storage.remove(finalKey);
    throw error;
  }
}

/** Why an uploaded object cannot be saved, or undefined when it can. */
async function refusalOf(
  storage: ObjectStorage,
  key: string,
  object: StoredObject,
  declared: string | null,
): Promise<DomainError | undefined> {
  if (object.size > MAX_UPLOAD_BYTES) return tooLarge("The file is larger than 50 MB");
  if (declared === null || !isUploadMediaType(declared))
    return badRequest("This upload declared no type; please upload the file again");
  // S3 stores whatever type its form carried (a store that ignores the policy too): compared exactly.
  if (object.contentType !== declared)
    return badRequest(
      `The file was not sent as ${declared}, the type declared for its upload; please upload it again`,
    );
  const head = await readHead(storage, key, SIGNATURE_BYTES);
  if (!head || !contentMatchesType(declared, head))
    return badRequest(
      `The file's contents are not ${MEDIA_TYPE_LABELS[declared]}, as its type says; please upload it again`,
    );
  return undefined;
}

/** A document the actor may not read is, to them, not there. */
function assertReadable<T extends { confidentialityLevel: string }>(
  actor: Actor,
  asset: T | undefined,
): asserts asset is T {
  if (!asset || !canReadDocument(actor.role, asset.confidentialityLevel as ConfidentialityLevel))
    throw notFound("Digital asset");
}

/**
 * Deletes the row (one transaction, audited with the reason given), then the stored object once the
 * deletion is committed. Who may delete is the domain's rule (documentDeletionRefusal).
 */
export async function deleteDigitalAsset(
  actor: Actor,
  storage: ObjectStorage,
  { id, reason }: DigitalAssetDeleteInput,
  log?: Pick<FastifyBaseLogger, "error">,
) {
  const today = todayIn(actor.timeZone);
  const deleted = await actor.db.transaction().execute(async (trx) => {
    const assets = digitalAssetsRepository(trx);
    const found = await assets.findForDelete(id);
    assertReadable(actor, found);
    const refusal = documentDeletionRefusal(actor, found, today, reason);
    if (refusal) throw new DomainError(refusal.kind, refusal.message);
    const row = await assets.delete(id, today);
    if (!row) throw notFound("Digital asset");
    const { filePath: _, ...before } = row;
    await writeAudit(trx, {
      userId: actor.userId,
      entityType: "digital_asset",
      entityId: id,
      action: "delete",
      before,
      ...(reason ? { after: { reason } } : {}),
    });
    return row;
  });
  try {
    await storage.remove(deleted.filePath);
  } catch (error) {
    // The asset is gone, as the user asked: a failing store leaves an orphan object behind, which
    // costs space but exposes nothing (no row points at it, no link can be signed for it).
    log?.error({ err: error, key: deleted.filePath }, "could not remove the object of a deleted asset");
  }
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
  assertReadable(actor, asset);
  const url = await storage.signedGetUrl(asset.filePath, {
    expiresInSeconds: READ_URL_SECONDS,
    fileName: asset.fileName,
    contentType: asset.mimeType,
    download,
  });
  return { url, expiresAt: new Date(Date.now() + READ_URL_SECONDS * 1000).toISOString() };
}

/** Uploads swept per transaction: each batch's rows stay locked while their objects are removed. */
const SWEEP_BATCH = 100;

/**
 * Removes the uploads whose link expired more than a day ago (UNSAVED_UPLOAD_GRACE_MS): the unsaved
 * ones with their objects, and the saved ones with anything a PUT still in flight left under the upload
 * key (the saved file itself lives under its `assets/` key). Answers how many this call removed.
 * Every server process sweeps: each batch is claimed under its rows' locks (SKIP LOCKED), so processes
 * sweeping at once share the uploads and none is removed twice; a row goes only after its object did,
 * so an upload whose object could not be removed is tried again at the next sweep.
 */
export async function sweepExpiredUploads(db: Database, storage: ObjectStorage, now = new Date()) {
  const before = new Date(now.getTime() - UNSAVED_UPLOAD_GRACE_MS);
  let removed = 0;
  for (;;) {
    const swept = await db.transaction().execute(async (trx) => {
      const intents = uploadIntentsRepository(trx);
      const keys = await intents.claimExpired(before, SWEEP_BATCH);
      for (const key of keys) await storage.remove(key);
      await intents.deleteMany(keys);
      return keys.length;
    });
    removed += swept;
    if (swept < SWEEP_BATCH) return removed;
  }
}
