import type { Database, DigitalAssets } from "@atithi/db";
import {
  type ConfidentialityLevel,
  type DigitalAssetListInput,
  type DigitalAssetStatus,
  effectiveStatus,
  type FileType,
  type Role,
  readableLevels,
  type UploadMediaType,
} from "@atithi/domain";
import type { Selectable } from "kysely";

export interface DigitalAssetDto {
  id: string;
  fileName: string;
  originalName: string;
  fileType: FileType;
  description: string | null;
  retentionYears: number;
  confidentialityLevel: ConfidentialityLevel;
  tags: string | null;
  notes: string | null;
  /** Not the file itself: an API path that checks the permission, then redirects to a short-lived link. */
  fileUrl: string;
  /** Bytes, as the store reported them. */
  fileSize: number;
  mimeType: string;
  expirationDate: string | null;
  /** `expired` once past the expiration date, whatever was stored. */
  status: DigitalAssetStatus;
  uploadedBy: string | null;
  createdAt: string;
}

export const fileUrlPath = (id: string) => `/api/digital-assets/${encodeURIComponent(id)}/file`;

function toDigitalAsset(row: Selectable<DigitalAssets>, today: string): DigitalAssetDto {
  return {
    id: row.id,
    fileName: row.fileName,
    originalName: row.originalName,
    fileType: row.fileType as FileType,
    description: row.description,
    retentionYears: row.retentionYears,
    confidentialityLevel: row.confidentialityLevel as ConfidentialityLevel,
    tags: row.tags,
    notes: row.notes,
    fileUrl: fileUrlPath(row.id),
    fileSize: Number(row.fileSize),
    mimeType: row.mimeType,
    expirationDate: row.expiryDate,
    status: effectiveStatus(row.status as DigitalAssetStatus, row.expiryDate, today),
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewDigitalAsset {
  fileName: string;
  originalName: string;
  fileType: FileType;
  mimeType: string;
  fileSize: number;
  filePath: string;
  retentionYears: number;
  expiryDate: string;
  confidentialityLevel: ConfidentialityLevel;
  tags: string | null;
  description: string | null;
  notes: string | null;
  uploadedBy: string;
}

export function digitalAssetsRepository(db: Database) {
  return {
    /**
     * Newest first, only those `role` may read; `status` is judged as `effectiveStatus` judges it,
     * on `today` (yyyy-MM-dd).
     */
    async list(filter: DigitalAssetListInput, role: Role, today: string): Promise<DigitalAssetDto[]> {
      let query = db
        .selectFrom("digitalAssets")
        .selectAll()
        .where("confidentialityLevel", "in", readableLevels(role))
        .orderBy("createdAt", "desc")
        .orderBy("id");
      if (filter.fileType !== "all") query = query.where("fileType", "=", filter.fileType);
      const { status } = filter;
      if (status === "expired") {
        query = query.where((eb) => eb.or([eb("status", "=", "expired"), eb("expiryDate", "<", today)]));
      } else if (status !== "all") {
        query = query
          .where("status", "=", status)
          .where((eb) => eb.or([eb("expiryDate", "is", null), eb("expiryDate", ">=", today)]));
      }
      return (await query.execute()).map((row) => toDigitalAsset(row, today));
    },
    async insert(values: NewDigitalAsset, today: string): Promise<DigitalAssetDto> {
      const row = await db
        .insertInto("digitalAssets")
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDigitalAsset(row, today);
    },
    async findById(id: string, today: string): Promise<(DigitalAssetDto & { filePath: string }) | undefined> {
      const row = await db.selectFrom("digitalAssets").selectAll().where("id", "=", id).executeTakeFirst();
      return row && { ...toDigitalAsset(row, today), filePath: row.filePath };
    },
    /** The row, locked until the transaction ends (call in one), so what is judged is what is deleted. */
    async findForDelete(id: string) {
      return db
        .selectFrom("digitalAssets")
        .select(["id", "uploadedBy", "expiryDate", "confidentialityLevel"])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },
    async delete(id: string, today: string): Promise<(DigitalAssetDto & { filePath: string }) | undefined> {
      const row = await db.deleteFrom("digitalAssets").where("id", "=", id).returningAll().executeTakeFirst();
      return row && { ...toDigitalAsset(row, today), filePath: row.filePath };
    },
  };
}

/** The object keys handed out for upload: who may save each, until when it may be uploaded, and whether it was used. */
export function uploadIntentsRepository(db: Database) {
  return {
    async issue(
      objectKey: string,
      issuedTo: string,
      expiresAt: Date,
      originalName: string | null,
      contentType: UploadMediaType,
    ) {
      await db
        .insertInto("uploadIntents")
        .values({ objectKey, issuedTo, expiresAt, originalName, contentType })
        .execute();
    },
    /** Unsaved, unexpired uploads of the user, counted under a lock on the user's row (call in a transaction). */
    async countOpenLocked(issuedTo: string, now: Date): Promise<number> {
      await db.selectFrom("users").select("id").where("id", "=", issuedTo).forUpdate().execute();
      const { count } = await db
        .selectFrom("uploadIntents")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("issuedTo", "=", issuedTo)
        .where("consumedAt", "is", null)
        .where("expiresAt", ">", now)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    /**
     * Up to `limit` uploads whose link expired before `when`, locked for the caller's transaction;
     * rows another sweep holds are skipped, so sweeps running at once never take the same upload.
     */
    async claimExpired(when: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom("uploadIntents")
        .select("objectKey")
        .where("expiresAt", "<", when)
        .orderBy("objectKey")
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      return rows.map((row) => row.objectKey);
    },
    async deleteMany(objectKeys: string[]) {
      if (objectKeys.length > 0)
        await db.deleteFrom("uploadIntents").where("objectKey", "in", objectKeys).execute();
    },
    find(objectKey: string) {
      return db
        .selectFrom("uploadIntents")
        .select(["objectKey", "issuedTo", "expiresAt", "consumedAt", "originalName", "contentType"])
        .where("objectKey", "=", objectKey)
        .executeTakeFirst();
    },
    /** Marks the key used; false when it was already used (the row lock settles two saves at once). */
    async consume(objectKey: string): Promise<boolean> {
      const row = await db
        .updateTable("uploadIntents")
        .set({ consumedAt: new Date() })
        .where("objectKey", "=", objectKey)
        .where("consumedAt", "is", null)
        .returning("objectKey")
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * The upload a file may still be PUT under this key (issued, not yet saved, not expired), with
     * the type declared for it (null for one issued before types were declared); undefined when none.
     */
    async openUpload(objectKey: string, now: Date) {
      return db
        .selectFrom("uploadIntents")
        .select("contentType")
        .where("objectKey", "=", objectKey)
        .where("consumedAt", "is", null)
        .where("expiresAt", ">", now)
        .executeTakeFirst();
    },
  };
}
