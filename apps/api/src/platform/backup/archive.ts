import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isObjectKey } from "@atithi/domain";
import { z } from "zod";

/** A refusal or failure of `pnpm backup` / `pnpm restore`, shown to the operator as its message alone. */
export class BackupError extends Error {}

export const BACKUP_FORMAT = "atithi-backup";
/** Raised only when an archive written by this version could not be read by an older one. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_PATH = "manifest.json";
export const DATABASE_PATHS = { pglite: "database/pglite.tar", postgres: "database/postgres.dump" } as const;
export const FILES_DIR = "files";
export const filePath = (key: string) => `${FILES_DIR}/${key}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 checksum");
const size = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** The last migration applied: a restore refuses a database migrated past what this version knows. */
    migration: z.string().nullable(),
    size,
    sha256,
  }),
  fileCount: size,
  files: z.array(
    z.object({
      key: z.string().refine(isObjectKey, "an object key"),
      contentType: z.string(),
      size,
      sha256,
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

export interface Digest {
  size: number;
  sha256: string;
}

/** Streams `source` into the file `target`, returning its size and SHA-256. */
export async function copyWithDigest(source: Readable, target: string): Promise<Digest> {
  await mkdir(dirname(target), { recursive: true });
  const hash = createHash("sha256");
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(target));
  return { size: bytes, sha256: hash.digest("hex") };
}

export async function digestFile(path: string): Promise<Digest> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { size: bytes, sha256: hash.digest("hex") };
}
