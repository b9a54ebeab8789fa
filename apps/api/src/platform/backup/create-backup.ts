import { existsSync } from "node:fs";
import { mkdir, mkdtemp, open, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { acquireDataDirLock, DataDirLockedError } from "@atithi/db";
import { create as createTar } from "tar";
import packageJson from "../../../package.json" with { type: "json" };
import type { Config } from "../config";
import { createFileStore } from "../storage/create-storage";
import type { ObjectStorage } from "../storage/storage";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  copyWithDigest,
  DATABASE_PATHS,
  digestFile,
  FILES_DIR,
  filePath,
  MANIFEST_PATH,
  type Manifest,
} from "./archive";
import { dumpPGlite, dumpPostgres } from "./database-dump";

/** Takes DATA_DIR's lock for a backup or restore, with what to do when a server holds it. */
export function lockDataDir(dataDir: string, doing: "back up" | "restore"): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const holder = error.owner === undefined ? "another process" : `another process (pid ${error.owner})`;
    throw new BackupError(
      `Cannot ${doing} ${dataDir}: ${holder} has it open. Stop the server first: ` +
        "the embedded database allows one process at a time.",
    );
  }
}

/** The configured file store; an S3 store that cannot be reached is named as such. */
export async function openFileStore(config: Config): Promise<ObjectStorage> {
  try {
    return await createFileStore(config);
  } catch (error) {
    if (!config.s3) throw error;
    const { message, code } = error as NodeJS.ErrnoException;
    throw new BackupError(`Cannot reach the S3 store at ${config.s3.endpoint}: ${message || code}`);
  }
}

/** An archive holds every password hash and guest record: readable by its owner only. */
export const BACKUP_FILE_MODE = 0o600;

/**
 * Writes one archive (a gzipped tar) with the manifest, the database dump and every stored file.
 * The embedded database is locked for the whole backup, so nothing changes under it; PostgreSQL is
 * dumped as one snapshot while the server may keep running, and the files are copied after it, so
 * every document row in the dump finds its file (barring one deleted meanwhile).
 */
export async function createBackup(config: Config, out: string, now = new Date()): Promise<Manifest> {
  if (existsSync(out)) throw new BackupError(`${out} already exists; choose another name with --out.`);
  if (!config.databaseUrl && !existsSync(config.dataDir))
    throw new BackupError(`DATA_DIR ${config.dataDir} does not exist: there is nothing to back up.`);
  const release = config.databaseUrl ? undefined : lockDataDir(config.dataDir, "back up");
  const staging = await mkdtemp(join(tmpdir(), "atithi-backup-"));
  const partial = `${out}.partial`;
  try {
    const kind = config.databaseUrl ? "postgres" : "pglite";
    const dumpPath = join(staging, DATABASE_PATHS[kind]);
    await mkdir(dirname(dumpPath), { recursive: true });
    const { migration } = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, dumpPath)
      : await dumpPGlite(config.dataDir, dumpPath);

    const storage = await openFileStore(config);
    const files: Manifest["files"] = [];
    for await (const key of storage.list()) {
      const found = await storage.read(key);
      if (!found) continue; // removed since it was listed
      const digest = await copyWithDigest(found.body, join(staging, filePath(key)));
      files.push({ key, contentType: found.object.contentType, ...digest });
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: packageJson.version,
      database: { kind, migration, ...(await digestFile(dumpPath)) },
      fileCount: files.length,
      files,
    };
    await writeFile(join(staging, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(out), { recursive: true });
    // Created with its mode before a byte is written (tar then truncates it, keeping the mode), so
    // the archive is never readable by others, not even while it is being written.
    await rm(partial, { force: true }); // left by a backup that was killed
    await (await open(partial, "wx", BACKUP_FILE_MODE)).close();
    // The manifest first, so a reader learns what to expect before the bulk.
    await createTar({ gzip: true, portable: true, file: partial, cwd: staging }, [
      MANIFEST_PATH,
      "database",
      ...(files.length > 0 ? [FILES_DIR] : []),
    ]);
    // Renamed when complete: a backup that failed half-way never looks like a finished one.
    await rename(partial, out);
    return manifest;
  } finally {
    release?.();
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** What `pnpm backup` prints: what it saved, where, and that the file is its owner's alone. */
export function backupReport(config: Config, manifest: Manifest, out: string): string {
  const database =
    manifest.database.kind === "pglite" ? `the embedded database in ${config.dataDir}` : "PostgreSQL";
  const mode = BACKUP_FILE_MODE.toString(8).padStart(4, "0");
  return (
    `Backed up ${database} and ${manifest.fileCount} files to ${out}\n` +
    `The archive has mode ${mode} (readable and writable by this user only): it holds password hashes and guests' records.`
  );
}
