import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { isKnownMigration } from "@atithi/db";
import { extract } from "tar";
import type { Config } from "../config";
import { localObjectsDir } from "../storage/local-disk-storage";
import type { ObjectStorage } from "../storage/storage";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  DATABASE_PATHS,
  digestFile,
  filePath,
  MANIFEST_PATH,
  type Manifest,
  manifestSchema,
} from "./archive";
import { lockDataDir, openFileStore } from "./create-backup";
import {
  holdsPGliteDatabase,
  loadPGlite,
  pgliteDirOf,
  postgresTableCount,
  restorePostgres,
} from "./database-dump";

export interface RestoreOptions {
  /** Replace a database and files that are already there. */
  force?: boolean;
}

/** Every regular file under `dir`, as archive paths (`files/assets/...`). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

async function readManifest(staging: string, archive: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(staging, MANIFEST_PATH), "utf8");
  } catch {
    throw new BackupError(`${archive} is not an Atithi backup: it has no ${MANIFEST_PATH}.`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError(`${archive} is damaged: its ${MANIFEST_PATH} is not JSON.`);
  }
  const header = raw as { format?: unknown; formatVersion?: unknown };
  if (header?.format !== BACKUP_FORMAT) throw new BackupError(`${archive} is not an Atithi backup.`);
  if (typeof header.formatVersion === "number" && header.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `${archive} was written by a newer version of Atithi (backup format ${header.formatVersion}); update first.`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `${archive} is damaged: its manifest is wrong at ${issue?.path.join(".") || "the top"} (${issue?.message}).`,
    );
  }
  return parsed.data;
}

/** Every byte checked against the manifest, and nothing in the archive that it does not list. */
async function verify(staging: string, manifest: Manifest, archive: string): Promise<void> {
  const expected = new Map<string, { size: number; sha256: string }>([
    [DATABASE_PATHS[manifest.database.kind], manifest.database],
    ...manifest.files.map((file) => [filePath(file.key), file] as const),
  ]);
  const problems: string[] = [];
  if (manifest.fileCount !== manifest.files.length)
    problems.push(`the manifest counts ${manifest.fileCount} files but lists ${manifest.files.length}`);
  const present = new Set((await listFiles(staging)).filter((path) => path !== MANIFEST_PATH));
  for (const [path, want] of expected) {
    if (!present.delete(path)) {
      problems.push(`${path} is missing`);
      continue;
    }
    const got = await digestFile(join(staging, path));
    if (got.size !== want.size || got.sha256 !== want.sha256)
      problems.push(`${path} does not match its checksum`);
  }
  for (const path of present) problems.push(`${path} is not in the manifest`);
  if (problems.length > 0)
    throw new BackupError(`${archive} is damaged, nothing was restored: ${problems.join("; ")}.`);
}

async function storeHoldsFiles(storage: ObjectStorage): Promise<boolean> {
  for await (const _key of storage.list()) return true;
  return false;
}

/** What is already in the target; empty when there is nothing a restore would overwrite. */
async function occupied(config: Config, storage: ObjectStorage): Promise<string[]> {
  const found: string[] = [];
  if (config.databaseUrl) {
    const tables = await postgresTableCount(config.databaseUrl);
    if (tables > 0) found.push(`the database of DATABASE_URL has ${tables} tables`);
  } else if (await holdsPGliteDatabase(config.dataDir)) {
    found.push(`${pgliteDirOf(config.dataDir)} holds a database`);
  }
  if (await storeHoldsFiles(storage))
    found.push(
      config.s3
        ? `the bucket ${config.s3.bucket} holds files`
        : `${localObjectsDir(config.dataDir)} holds files`,
    );
  return found;
}

/**
 * Restores an archive of `createBackup` into the configured database and file store. The archive is
 * unpacked into a temporary folder and every checksum verified before anything is written; a target
 * that already holds a database or files is refused unless `force` is given.
 */
export async function restoreBackup(
  config: Config,
  archive: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const info = await stat(archive).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`${archive} is not a file.`);
  const staging = await mkdtemp(join(tmpdir(), "atithi-restore-"));
  // The embedded database is loaded here first, beside the data folder, so moving it into place is a
  // rename on the same file system.
  const incoming = join(config.dataDir, ".restore-incoming");
  let release: (() => void) | undefined;
  try {
    try {
      await extract({
        file: archive,
        cwd: staging,
        strict: true,
        // Plain files and folders only: a link could point a later write outside the staging folder.
        filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory"),
      });
    } catch (error) {
      throw new BackupError(`${archive} is not a readable backup archive: ${(error as Error).message}`);
    }
    const manifest = await readManifest(staging, archive);
    await verify(staging, manifest, archive);

    const { kind, migration } = manifest.database;
    if (kind === "pglite" && config.databaseUrl)
      throw new BackupError(
        "This backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR.",
      );
    if (kind === "postgres" && !config.databaseUrl)
      throw new BackupError(
        "This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.",
      );
    if (migration !== null && !isKnownMigration(migration))
      throw new BackupError(
        `This backup was made by a newer version of Atithi (its database has migration ${migration}); update first.`,
      );

    if (!config.databaseUrl) {
      await mkdir(config.dataDir, { recursive: true });
      release = lockDataDir(config.dataDir, "restore");
    }
    const storage = await openFileStore(config);
    const found = await occupied(config, storage);
    if (found.length > 0 && !options.force)
      throw new BackupError(
        `Nothing was restored: ${found.join(" and ")}. Restore into an empty DATA_DIR or database, ` +
          "or add --force to replace them.",
      );

    // What is there is set aside, not deleted, until everything restored is in place: a restore that
    // fails part-way (a full disk, a pg_restore that cannot read the dump) leaves it as it was.
    const dumpPath = join(staging, DATABASE_PATHS[kind]);
    if (!config.databaseUrl) {
      await rm(incoming, { recursive: true, force: true });
      await mkdir(incoming);
      await loadPGlite(incoming, dumpPath);
    }
    // Local files are replaced as a whole; in a bucket, objects of other keys are left alone.
    const objects = config.s3 ? null : localObjectsDir(config.dataDir);
    if (objects) await setAside(objects);
    try {
      for (const file of manifest.files) {
        await storage.put(file.key, createReadStream(join(staging, filePath(file.key))), file);
      }
      if (config.databaseUrl) await restorePostgres(config.databaseUrl, dumpPath, found.length > 0);
    } catch (error) {
      if (objects) await putBack(objects);
      throw error;
    }
    if (!config.databaseUrl) {
      const database = pgliteDirOf(config.dataDir);
      await setAside(database);
      await rename(pgliteDirOf(incoming), database);
      await rm(asideOf(database), { recursive: true, force: true });
    }
    if (objects) await rm(asideOf(objects), { recursive: true, force: true });
    return manifest;
  } finally {
    if (!config.databaseUrl && release) await rm(incoming, { recursive: true, force: true });
    release?.();
    // Retried: after a failed extraction, writes already under way may still be landing.
    await rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

const asideOf = (path: string) => `${path}.before-restore`;

/** Moves a folder out of the way (if it exists), keeping it beside its place until the restore is done. */
async function setAside(path: string): Promise<void> {
  await rm(asideOf(path), { recursive: true, force: true });
  await rename(path, asideOf(path)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

/** Undoes setAside: what was restored so far goes, what was there comes back. */
async function putBack(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
  await rename(asideOf(path), path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}
