import { z } from "zod";
import { isIsoDate } from "./dates";
import { optionalText, requiredText, TEXT_LIMITS } from "./text";

export const FILE_TYPES = [
  "power_bill",
  "scanned_copy",
  "photo",
  "document",
  "contract",
  "invoice",
  "other",
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  power_bill: "Power bill",
  scanned_copy: "Scanned copy",
  photo: "Photo",
  document: "Document",
  contract: "Contract",
  invoice: "Invoice",
  other: "Other",
};

export const CONFIDENTIALITY_LEVELS = ["public", "internal", "confidential", "restricted"] as const;
export type ConfidentialityLevel = (typeof CONFIDENTIALITY_LEVELS)[number];

export const CONFIDENTIALITY_LABELS: Record<ConfidentialityLevel, string> = {
  public: "Public",
  internal: "Internal",
  confidential: "Confidential",
  restricted: "Restricted",
};

export const DIGITAL_ASSET_STATUSES = ["active", "archived", "expired"] as const;
export type DigitalAssetStatus = (typeof DIGITAL_ASSET_STATUSES)[number];

/** Part 2 §9: one file of at most 50 MB (50 × 1024 × 1024 bytes). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const RETENTION_YEARS = { min: 1, max: 50, default: 7 } as const;

export const FILE_NAME_REQUIRED = "File name is required";
export const RETENTION_TOO_LONG = "Retention period cannot exceed 50 years";
export const UPLOAD_FIRST = "Please upload a file first";

/**
 * The type a freshly uploaded file is given (part 2 §4): an image is a photo, a PDF whose name
 * mentions a bill is a power bill, any other PDF a scanned copy, everything else a document.
 */
export function guessFileType(fileName: string, mimeType: string): FileType {
  const mime = mimeType.toLowerCase();
  const name = fileName.toLowerCase();
  if (mime.startsWith("image/")) return "photo";
  const isPdf = mime === "application/pdf" || (mime === "" && name.endsWith(".pdf"));
  if (isPdf) return name.includes("bill") ? "power_bill" : "scanned_copy";
  return "document";
}

/** Upload date + whole years (yyyy-MM-dd); 29 February becomes 28 February in a common year. */
export function expirationDate(uploadDate: string, years: number): string {
  if (!isIsoDate(uploadDate)) throw new Error(`Not a date: ${uploadDate}`);
  const [y, m, d] = uploadDate.split("-").map(Number) as [number, number, number];
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}

/**
 * The status an asset shows: past its expiration date (the day after it, in the property's zone)
 * it is expired whatever was stored; otherwise the stored status.
 */
export function effectiveStatus(
  stored: DigitalAssetStatus,
  expiryDate: string | null,
  today: string,
): DigitalAssetStatus {
  return expiryDate !== null && expiryDate < today ? "expired" : stored;
}

// Bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069) and marks (U+200E, U+200F,
// U+061C) make `invoice\u202Efdp.exe` read as `invoiceexe.pdf`; C0, DEL and C1 controls have no place in a name.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A file name without bidirectional or other control characters, trimmed. */
export const cleanFileName = (name: string) => name.replace(UNSAFE_NAME_CHARACTERS, "").trim();

const retentionYears = z
  .number({ message: "Retention period must be a number of years" })
  .int("Retention period must be a whole number of years")
  .min(RETENTION_YEARS.min, "Retention period must be at least 1 year")
  .max(RETENTION_YEARS.max, RETENTION_TOO_LONG);

/** The metadata of the upload form (part 2 §5); shared by the form and the server. */
export const digitalAssetFormSchema = z.object({
  fileName: z
    .string({ message: FILE_NAME_REQUIRED })
    .transform(cleanFileName)
    .pipe(requiredText("File name", 255, FILE_NAME_REQUIRED)),
  fileType: z.enum(FILE_TYPES, { message: `File type must be one of ${FILE_TYPES.join(", ")}` }),
  description: optionalText(TEXT_LIMITS.note, "Description"),
  retentionYears,
  confidentialityLevel: z.enum(CONFIDENTIALITY_LEVELS, {
    message: `Confidentiality must be one of ${CONFIDENTIALITY_LEVELS.join(", ")}`,
  }),
  tags: optionalText(TEXT_LIMITS.shortNote, "Tags"),
  notes: optionalText(TEXT_LIMITS.note, "Notes"),
});

/**
 * POST /api/digital-assets. `fileUrl` names the uploaded object (its key or the upload URL it was
 * sent to); `fileSize` and `mimeType` are the client's claim and are replaced by what the store holds.
 */
export const digitalAssetInput = digitalAssetFormSchema.extend({
  fileType: digitalAssetFormSchema.shape.fileType.default("document"),
  retentionYears: retentionYears.default(RETENTION_YEARS.default),
  confidentialityLevel: digitalAssetFormSchema.shape.confidentialityLevel.default("internal"),
  fileUrl: requiredText("File URL", 4000, UPLOAD_FIRST),
  fileSize: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  mimeType: z.string().max(255, "MIME type is at most 255 characters").optional(),
});
export type DigitalAssetInput = z.infer<typeof digitalAssetInput>;

export const DIGITAL_ASSET_STATUS_FILTERS = ["all", ...DIGITAL_ASSET_STATUSES] as const;

export const digitalAssetListInput = z
  .object({
    fileType: z.enum(["all", ...FILE_TYPES]).default("all"),
    status: z.enum(DIGITAL_ASSET_STATUS_FILTERS).default("all"),
  })
  .default({ fileType: "all", status: "all" });
export type DigitalAssetListInput = z.infer<typeof digitalAssetListInput>;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UPLOAD_KEY = new RegExp(`^uploads/${UUID}$`);
const OBJECT_KEY = new RegExp(`^(uploads|assets)/${UUID}$`);

/**
 * The only keys ever stored: `uploads/<uuid>`, handed out for one upload, and `assets/<uuid>`, where a
 * saved file is moved so that no upload URL points at it any more.
 */
export function isObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key);
}

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

/** The upload key named by a `fileUrl`: the key itself, or an upload URL whose path ends with it. */
export function objectKeyFromFileUrl(fileUrl: string): string | null {
  if (isUploadKey(fileUrl)) return fileUrl;
  const withoutOrigin = (fileUrl.split(/[?#]/)[0] ?? "").replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  let path: string;
  try {
    path = decodeURIComponent(withoutOrigin);
  } catch {
    return null;
  }
  const key = /uploads\/[^/]+$/.exec(path)?.[0];
  return key && isUploadKey(key) ? key : null;
}

/**
 * The only types a file may be uploaded as, each compared exactly: no parameters, no case or
 * whitespace variants, no lists (`application/pdf;,text/html` is not a PDF to a browser). The type is
 * declared when the upload is requested, sent again as the upload's Content-Type, checked against the
 * file's first bytes on save, and is the only type it is ever served as.
 */
export const UPLOAD_MEDIA_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "text/plain",
  "text/csv",
  "application/msword",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];

export const UNSUPPORTED_MEDIA_TYPE =
  "This kind of file cannot be uploaded: only PDF, PNG, JPEG, GIF, WebP, text, CSV, Word, Excel and OpenDocument files";

/** A file of another type (or a legacy row with a type outside the list) is served as opaque bytes. */
export const OPAQUE_MEDIA_TYPE = "application/octet-stream";

export const isUploadMediaType = (value: string): value is UploadMediaType =>
  (UPLOAD_MEDIA_TYPES as readonly string[]).includes(value);

/** The type a stored file is served as: its recorded type when exactly on the list, else opaque bytes. */
export const servedMediaType = (stored: string): UploadMediaType | typeof OPAQUE_MEDIA_TYPE =>
  isUploadMediaType(stored) ? stored : OPAQUE_MEDIA_TYPE;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** Byte patterns at the given offsets; null where a type has no signature. */
const SIGNATURES: Record<UploadMediaType, { at: number; bytes: number[] }[][] | null> = {
  "application/pdf": [[{ at: 0, bytes: ascii("%PDF-") }]],
  "image/png": [[{ at: 0, bytes: [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a] }]],
  "image/jpeg": [[{ at: 0, bytes: [0xff, 0xd8, 0xff] }]],
  "image/gif": [[{ at: 0, bytes: ascii("GIF87a") }], [{ at: 0, bytes: ascii("GIF89a") }]],
  "image/webp": [
    [
      { at: 0, bytes: ascii("RIFF") },
      { at: 8, bytes: ascii("WEBP") },
    ],
  ],
  "text/plain": null,
  "text/csv": null,
  "application/msword": [[{ at: 0, bytes: OLE }]],
  "application/vnd.ms-excel": [[{ at: 0, bytes: OLE }]],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [[{ at: 0, bytes: ZIP }]],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [[{ at: 0, bytes: ZIP }]],
  "application/vnd.oasis.opendocument.text": [[{ at: 0, bytes: ZIP }]],
  "application/vnd.oasis.opendocument.spreadsheet": [[{ at: 0, bytes: ZIP }]],
};
/** How many leading bytes contentMatchesType needs. */
export const SIGNATURE_BYTES = 16;

/**
 * Whether a file's first bytes are what its type says (a PDF starts `%PDF-`, a PNG with its magic
 * number, ...), so an HTML page named `.pdf` is refused even though it would be served as a PDF. Text
 * has no signature: it is always a download, sandboxed and never sniffed.
 */
export function contentMatchesType(type: UploadMediaType, head: Uint8Array): boolean {
  const alternatives = SIGNATURES[type];
  if (alternatives === null) return true;
  return alternatives.some((parts) =>
    parts.every(({ at, bytes }) => bytes.every((byte, i) => head[at + i] === byte)),
  );
}

/** The human name of a type, for messages: `application/pdf` is a PDF document. */
export const MEDIA_TYPE_LABELS: Record<UploadMediaType, string> = {
  "application/pdf": "a PDF document",
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "image/gif": "a GIF image",
  "image/webp": "a WebP image",
  "text/plain": "a text file",
  "text/csv": "a CSV file",
  "application/msword": "a Word document",
  "application/vnd.ms-excel": "an Excel workbook",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "a Word document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "an Excel workbook",
  "application/vnd.oasis.opendocument.text": "an OpenDocument text",
  "application/vnd.oasis.opendocument.spreadsheet": "an OpenDocument spreadsheet",
};

/**
 * The only types shown in the browser ("view"): PDFs and raster images. Anything else is always
 * sent as a download.
 */
export const INLINE_MIME_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
] as const satisfies readonly UploadMediaType[];

/** Exact comparison: `application/pdf;,text/html` is not shown inline, whatever precedes its `;`. */
export function isInlineViewable(mimeType: string): boolean {
  return (INLINE_MIME_TYPES as readonly string[]).includes(mimeType);
}

/**
 * The plain `filename` of a Content-Disposition: printable ASCII only, without quotes, backslashes or
 * path separators (`filename*` carries the full name for browsers that read it).
 */
export const asciiFileName = (name: string) =>
  cleanFileName(name).replace(/[^\x20-\x7e]|["\\/]/g, "_") || "file";

/** How many uploads a user may have issued and not yet saved (nor let expire) at once. */
export const MAX_OPEN_UPLOADS = 20;

/** POST /api/objects/upload: the chosen file's own name, kept as `originalName` when the asset is saved. */
export const createUploadInput = z.object({
  fileName: z.string().max(255, "File name is too long").transform(cleanFileName).optional(),
  /** The type the file will be sent as: exactly one of UPLOAD_MEDIA_TYPES. */
  contentType: z.enum(UPLOAD_MEDIA_TYPES, {
    error: (issue) =>
      issue.input === undefined
        ? "Content type is required: the type the file will be sent as"
        : UNSUPPORTED_MEDIA_TYPE,
  }),
});
export type CreateUploadInput = z.infer<typeof createUploadInput>;
