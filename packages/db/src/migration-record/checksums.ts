import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";

/** name → sha256 of the migration's source, as recorded in `checksums.json`. */
export type ChecksumRecord = Record<string, string>;

export const MIGRATIONS_DIR = new URL("../migrations/", import.meta.url);
export const RECORD_FILE = new URL("./checksums.json", import.meta.url);

/** Line endings are normalised so a checkout that converts them does not read as an edit. */
export function migrationChecksum(source: string): string {
  return createHash("sha256").update(source.replace(/\r\n/g, "\n")).digest("hex");
}

/** The migration files on disk (index.ts and helpers are not migrations), name → checksum. */
export async function checksumsOnDisk(dir: URL = MIGRATIONS_DIR): Promise<ChecksumRecord> {
  const files = (await readdir(dir)).filter((f) => /^\d{8}T\d{4}-.+\.ts$/.test(f)).sort();
  const entries = await Promise.all(
    files.map(async (f) => [
      basename(f, ".ts"),
      migrationChecksum(await readFile(join(dir.pathname, f), "utf8")),
    ]),
  );
  return Object.fromEntries(entries);
}

export async function readRecord(file: URL = RECORD_FILE): Promise<ChecksumRecord> {
  return JSON.parse(await readFile(file, "utf8")) as ChecksumRecord;
}

/**
 * What differs between the recorded checksums and the files: an edited or removed landed migration
 * is a defect (databases migrated before and after the edit would differ silently); a new file not
 * yet recorded only needs recording.
 */
export function compareRecord(recorded: ChecksumRecord, onDisk: ChecksumRecord) {
  const edited = Object.keys(recorded).filter((name) => name in onDisk && onDisk[name] !== recorded[name]);
  const removed = Object.keys(recorded).filter((name) => !(name in onDisk));
  const unrecorded = Object.keys(onDisk).filter((name) => !(name in recorded));
  return { edited, removed, unrecorded };
}

export function describeProblems({
  edited,
  removed,
  unrecorded,
}: ReturnType<typeof compareRecord>): string[] {
  return [
    ...edited.map(
      (n) =>
        `Migration ${n} has changed since it was recorded. Landed migrations are never edited: restore it and add a new migration that makes the change instead.`,
    ),
    ...removed.map(
      (n) =>
        `Migration ${n} is recorded but its file is gone. Landed migrations are never removed: restore it and add a new migration instead.`,
    ),
    ...unrecorded.map(
      (n) =>
        `Migration ${n} is not recorded yet: run \`pnpm db:record-migrations\` and commit checksums.json with it.`,
    ),
  ];
}
