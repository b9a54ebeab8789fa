import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isObjectKey, MAX_UPLOAD_BYTES } from "@atithi/domain";
import { dispositionFor, type ObjectStorage, type StoredObject } from "./storage";

/** Where the API serves local objects: `PUT` to upload, `GET` to read, both with a signed query. */
export const LOCAL_OBJECTS_PATH = "/api/objects/local/";

export class InvalidObjectKeyError extends Error {}
export class ObjectTooLargeError extends Error {}

export interface SignedQuery {
  expires?: string;
  signature?: string;
  /** `inline` or `attachment`, and the file's name: signed, so a link cannot be turned into another. */
  disposition?: string;
  name?: string;
}

export interface LocalDiskStorage extends ObjectStorage {
  readonly kind: "local";
  /** Whether `query` is an unexpired signature by this server for `method` on `key`. */
  verify(method: "GET" | "PUT", key: string, query: SignedQuery, now?: number): boolean;
  /** Streams `body` to disk, refusing (ObjectTooLargeError) as soon as it passes the upload limit. */
  write(key: string, body: Readable, contentType: string): Promise<StoredObject>;
  open(key: string): Promise<{ stream: ReadStream; object: StoredObject } | null>;
}

interface Meta {
  contentType: string;
}

/**
 * Files under `<DATA_DIR>/objects`, uploaded and read through URLs the API signs itself (HMAC with
 * a secret persisted in the database), so the same upload contract holds without an S3 store.
 */
export function createLocalDiskStorage(
  root: string,
  secret: Buffer,
  maxBytes = MAX_UPLOAD_BYTES,
): LocalDiskStorage {
  const base = resolve(root);

  function pathOf(key: string): string {
    const path = resolve(base, key);
    if (!isObjectKey(key) || !path.startsWith(base + sep))
      throw new InvalidObjectKeyError(`Invalid object key: ${key}`);
    return path;
  }
  const metaPath = (path: string) => `${path}.meta.json`;

  // JSON keeps the fields apart whatever characters a name holds.
  function sign(method: string, key: string, expires: string, disposition: string, name: string) {
    return createHmac("sha256", secret)
      .update(JSON.stringify([method, key, expires, disposition, name]))
      .digest("base64url");
  }

  function signedUrl(
    method: "GET" | "PUT",
    key: string,
    expiresInSeconds: number,
    read?: { disposition: string; name: string },
  ) {
    pathOf(key);
    const expires = String(Math.floor(Date.now() / 1000) + expiresInSeconds);
    const query = new URLSearchParams({ expires, ...read });
    query.set("signature", sign(method, key, expires, read?.disposition ?? "", read?.name ?? ""));
    return `${LOCAL_OBJECTS_PATH}${key}?${query}`;
  }

  async function statPath(path: string): Promise<StoredObject | null> {
    try {
      const [info, meta] = await Promise.all([stat(path), readFile(metaPath(path), "utf8")]);
      return { size: info.size, contentType: (JSON.parse(meta) as Meta).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async function open(key: string) {
    const path = pathOf(key);
    const object = await statPath(path);
    return object && { stream: createReadStream(path), object };
  }

  async function write(key: string, body: Readable, contentType: string): Promise<StoredObject> {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    let received = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > maxBytes) callback(new ObjectTooLargeError("The file is larger than 50 MB"));
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(body, limit, createWriteStream(partial));
      await writeFile(metaPath(path), JSON.stringify({ contentType } satisfies Meta));
      await rename(partial, path);
    } finally {
      await rm(partial, { force: true });
    }
    return { size: received, contentType };
  }

  return {
    kind: "local",
    // The store's own PUT route counts the bytes as they stream in (413 past the limit) and refuses
    // any Content-Type but the declared one (415).
    uploadTarget: async (key, expiresInSeconds) => ({
      method: "PUT",
      url: signedUrl("PUT", key, expiresInSeconds),
    }),
    signedGetUrl: async (key, options) =>
      signedUrl("GET", key, options.expiresInSeconds, {
        disposition: dispositionFor(options),
        name: options.fileName,
      }),
    stat: async (key) => statPath(pathOf(key)),
    async promote(from, to) {
      const [source, target] = [pathOf(from), pathOf(to)];
      await mkdir(dirname(target), { recursive: true });
      try {
        // The data first: a write still in flight to `from` ends in a new file there, never in `to`.
        await rename(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
      await rename(metaPath(source), metaPath(target));
      return true;
    },
    async remove(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(metaPath(path), { force: true })]);
    },

    verify(method, key, query, now = Date.now()) {
      const expires = Number(query.expires);
      if (!isObjectKey(key) || !query.signature || !Number.isInteger(expires)) return false;
      if (expires * 1000 < now) return false;
      const expected = Buffer.from(
        sign(method, key, query.expires ?? "", query.disposition ?? "", query.name ?? ""),
      );
      const given = Buffer.from(query.signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    write,

    open,

    async *list() {
      let entries: string[];
      try {
        entries = await readdir(base, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      // Metadata files and unfinished writes sit beside the objects; only object keys are listed.
      for (const entry of entries.sort()) {
        const key = entry.split(sep).join("/");
        if (isObjectKey(key)) yield key;
      }
    },
    async read(key) {
      const opened = await open(key);
      return opened && { body: opened.stream, object: opened.object };
    },
    async put(key, body, { contentType }) {
      await write(key, body, contentType);
    },
  };
}

export const localObjectsDir = (dataDir: string) => join(dataDir, "objects");
