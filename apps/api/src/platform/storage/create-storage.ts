import { randomBytes } from "node:crypto";
import type { Database } from "@atithi/db";
import type { Config } from "../config";
import { createLocalDiskStorage, localObjectsDir } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import { objectUrlSigningSecret } from "./signing-secret.repository";
import type { ObjectStorage } from "./storage";

/** S3 when configured, otherwise files on local disk under DATA_DIR. */
export async function createStorage(config: Config, db: Database): Promise<ObjectStorage> {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalDiskStorage(localObjectsDir(config.dataDir), await objectUrlSigningSecret(db));
}

/**
 * The same store, for copying files in and out (backup and restore) without a database: no URL it
 * signs is ever handed out, so a throwaway secret stands in for the persisted one.
 */
export async function createFileStore(config: Config): Promise<ObjectStorage> {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalDiskStorage(localObjectsDir(config.dataDir), randomBytes(32));
}
