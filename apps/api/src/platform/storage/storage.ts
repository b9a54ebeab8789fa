import type { Readable } from "node:stream";
import { isInlineViewable } from "@atithi/domain";

/** What the store knows about an object: the truth about an upload, whatever the client claimed. */
export interface StoredObject {
  size: number;
  contentType: string;
}

export interface SignedGetOptions {
  expiresInSeconds: number;
  /** The name the browser saves the file under. */
  fileName: string;
  /** The type recorded when the asset was saved. */
  contentType: string;
  /** Save rather than show; also forced for any type outside INLINE_MIME_TYPES. */
  download: boolean;
}

/**
 * Where and how the browser sends one file: the bytes PUT to `url`, or (S3) a `multipart/form-data`
 * POST to `url` of `fields` (a signed policy naming the key and the allowed size) and then the file.
 */
export type UploadTarget =
  | { method: "PUT"; url: string }
  | { method: "POST"; url: string; fields: Record<string, string> };

/**
 * Object storage behind one small contract: the browser sends a file straight to its upload target,
 * and reads it back through `signedGetUrl`; nothing in the store is ever publicly readable.
 */
export interface ObjectStorage {
  readonly kind: "s3" | "local";
  /**
   * A short-lived target to which the browser sends the object `key` (absolute for S3, a same-origin
   * path for local), refusing a body over `maxBytes` itself.
   */
  uploadTarget(key: string, expiresInSeconds: number, maxBytes: number): Promise<UploadTarget>;
  /** Size and content type of the object, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /**
   * Moves the object `from` to `to` inside the store (server-side copy, then removal of `from`), so a
   * saved file lives under a key no upload URL points at. False when there is no object `from`.
   */
  promote(from: string, to: string): Promise<boolean>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  signedGetUrl(key: string, options: SignedGetOptions): Promise<string>;
  /** The key of every object in the store (a backup copies them all). */
  list(): AsyncIterable<string>;
  /** The object's bytes with its size and type, or null when there is no such object. */
  read(key: string): Promise<{ body: Readable; object: StoredObject } | null>;
  /** Stores `body` (of `object.size` bytes) under `key`, replacing any object there (a restore writes them back). */
  put(key: string, body: Readable, object: StoredObject): Promise<void>;
}

/** How long an upload URL stays valid, and how long a view or download link does. */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const READ_URL_SECONDS = 5 * 60;

/** The file name to send as an attachment, or undefined when the file may be shown inline. */
export function attachmentNameFor({ fileName, contentType, download }: SignedGetOptions): string | undefined {
  return download || !isInlineViewable(contentType) ? fileName : undefined;
}

/** `attachment` with the name in both the plain and the RFC 5987 form, so any name survives. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
