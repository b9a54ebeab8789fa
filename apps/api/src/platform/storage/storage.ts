import type { Readable } from "node:stream";
import {
  asciiFileName,
  cleanFileName,
  isInlineViewable,
  servedMediaType,
  type UploadMediaType,
} from "@atithi/domain";

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
   * path for local), refusing a body over `maxBytes` itself, and (where the store can) a Content-Type
   * other than exactly `contentType`.
   */
  uploadTarget(
    key: string,
    expiresInSeconds: number,
    maxBytes: number,
    contentType: UploadMediaType,
  ): Promise<UploadTarget>;
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

/** Whether the browser is to show the file (only a PDF or raster image, when not asked to save it). */
export const dispositionFor = ({
  contentType,
  download,
}: Pick<SignedGetOptions, "contentType" | "download">) =>
  !download && isInlineViewable(servedMediaType(contentType)) ? "inline" : "attachment";

/** `inline` or `attachment`, with the name in both the plain ASCII and the RFC 5987 form, so any name survives. */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string): string {
  const name = cleanFileName(fileName);
  return `${disposition}; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeRfc5987(name || "file")}`;
}

// encodeURIComponent leaves ' ( ) * unescaped; RFC 5987's attr-char does not allow them.
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The headers of every file the app sends, stored or generated: exactly the type given (for a stored
 * file, its servedMediaType),
 * never sniffed, its disposition and name, and no private caching. Anything but a PDF is sandboxed,
 * so a page that slipped through runs no script on the app's origin; a sandboxed PDF shows blank in
 * Chromium, and its viewer runs no page script, so a PDF is not. The app's own policy is replaced:
 * its `object-src 'none'` blanks a PDF too.
 */
export function fileHeaders(options: {
  contentType: string;
  fileName: string;
  disposition: "inline" | "attachment";
  size?: number;
}): Record<string, string> {
  const { contentType } = options;
  return {
    "content-type": contentType,
    ...(options.size === undefined ? {} : { "content-length": String(options.size) }),
    "content-disposition": contentDisposition(options.disposition, options.fileName),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
    ...(contentType === "application/pdf" ? {} : { "content-security-policy": "sandbox" }),
  };
}

/** The first `count` bytes of an object (all of a shorter one), or null when there is no such object. */
export async function readHead(storage: ObjectStorage, key: string, count: number): Promise<Buffer | null> {
  const opened = await storage.read(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of opened.body) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= count) break;
    }
  } finally {
    opened.body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, count);
}
