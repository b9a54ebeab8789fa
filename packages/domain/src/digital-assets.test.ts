import { describe, expect, it } from "vitest";
import {
  asciiFileName,
  cleanFileName,
  contentMatchesType,
  createUploadInput,
  digitalAssetInput,
  effectiveStatus,
  expirationDate,
  guessFileType,
  isInlineViewable,
  MAX_UPLOAD_BYTES,
  objectKeyFromFileUrl,
  servedMediaType,
  UNSUPPORTED_MEDIA_TYPE,
} from "./digital-assets";

const KEY = "uploads/0b6f2a52-3c1e-4c7a-9d0e-5f1a2b3c4d5e";

describe("guessFileType", () => {
  it.each([
    ["front-desk.jpg", "image/jpeg", "photo"],
    ["bill-scan.png", "image/png", "photo"],
    ["march-power-bill.pdf", "application/pdf", "power_bill"],
    ["Electricity BILL.PDF", "application/pdf", "power_bill"],
    ["passport.pdf", "application/pdf", "scanned_copy"],
    ["lease.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "document"],
    ["bill.txt", "text/plain", "document"],
    ["water-bill.pdf", "", "power_bill"],
    ["notes", "", "document"],
  ])("%s (%s) is a %s", (name, mime, expected) => {
    expect(guessFileType(name, mime)).toBe(expected);
  });
});

describe("expirationDate", () => {
  it("adds whole years to the upload date", () => {
    expect(expirationDate("2026-11-22", 7)).toBe("2033-11-22");
    expect(expirationDate("2026-01-31", 1)).toBe("2027-01-31");
  });
  it("moves 29 February to the 28th in a common year", () => {
    expect(expirationDate("2028-02-29", 1)).toBe("2029-02-28");
    expect(expirationDate("2028-02-29", 4)).toBe("2032-02-29");
  });
});

describe("effectiveStatus", () => {
  it("is expired only after the expiration date", () => {
    expect(effectiveStatus("active", "2026-11-22", "2026-11-22")).toBe("active");
    expect(effectiveStatus("active", "2026-11-21", "2026-11-22")).toBe("expired");
    expect(effectiveStatus("archived", "2026-11-21", "2026-11-22")).toBe("expired");
    expect(effectiveStatus("archived", null, "2026-11-22")).toBe("archived");
  });
});

describe("digitalAssetInput", () => {
  it("fills the defaults of the form", () => {
    expect(digitalAssetInput.parse({ fileName: "Bill", fileUrl: KEY })).toMatchObject({
      fileType: "document",
      retentionYears: 7,
      confidentialityLevel: "internal",
      tags: null,
    });
  });
  it("says what is wrong", () => {
    const messages = (value: unknown) =>
      digitalAssetInput.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ fileName: " ", fileUrl: KEY })).toEqual(["File name is required"]);
    expect(messages({ fileName: "a", fileUrl: "" })).toEqual(["Please upload a file first"]);
    expect(messages({ fileName: "a", fileUrl: KEY, retentionYears: 51 })).toEqual([
      "Retention period cannot exceed 50 years",
    ]);
    expect(messages({ fileName: "a", fileUrl: KEY, retentionYears: 0 })).toEqual([
      "Retention period must be at least 1 year",
    ]);
  });
  it("allows 50 MB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(52_428_800);
  });
});

describe("objectKeyFromFileUrl", () => {
  it("finds the key in a key, a local upload URL or a presigned S3 URL", () => {
    expect(objectKeyFromFileUrl(KEY)).toBe(KEY);
    expect(objectKeyFromFileUrl(`/api/objects/local/${KEY}?expires=1&signature=x`)).toBe(KEY);
    expect(objectKeyFromFileUrl(`http://127.0.0.1:9000/atithi/${KEY}?X-Amz-Signature=abc`)).toBe(KEY);
  });
  it("refuses anything else", () => {
    expect(objectKeyFromFileUrl("uploads/../../etc/passwd")).toBeNull();
    expect(objectKeyFromFileUrl("https://example.com/file.pdf")).toBeNull();
    expect(objectKeyFromFileUrl(`${KEY}/x`)).toBeNull();
    // A saved file's own key is never one a client may name.
    expect(objectKeyFromFileUrl(KEY.replace("uploads/", "assets/"))).toBeNull();
  });
});

describe("the upload's declared type", () => {
  const declare = (contentType: unknown) => createUploadInput.safeParse({ fileName: "a.pdf", contentType });

  it.each(["application/pdf", "image/png", "text/csv"])("accepts exactly %s", (type) => {
    expect(declare(type)).toMatchObject({ success: true, data: { contentType: type } });
  });

  it.each([
    "application/pdf;,text/html",
    "application/pdf; charset=utf-8",
    "application/pdf,text/html",
    " application/pdf",
    "application/pdf ",
    "application/pdf\t",
    "Application/PDF",
    "text/html",
    "image/svg+xml",
    "application/octet-stream",
    "",
  ])("refuses %j", (type) => {
    const parsed = declare(type);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(UNSUPPORTED_MEDIA_TYPE);
  });

  it("requires one", () => {
    expect(createUploadInput.safeParse({}).error?.issues[0]?.message).toBe(
      "Content type is required: the type the file will be sent as",
    );
  });

  it("shows inline only an exact PDF or raster image type", () => {
    expect(isInlineViewable("application/pdf")).toBe(true);
    expect(isInlineViewable("image/webp")).toBe(true);
    expect(isInlineViewable("application/pdf;,text/html")).toBe(false);
    expect(isInlineViewable("APPLICATION/PDF")).toBe(false);
    expect(isInlineViewable("text/plain")).toBe(false);
  });

  it("serves a type outside the list as opaque bytes", () => {
    expect(servedMediaType("image/png")).toBe("image/png");
    expect(servedMediaType("application/pdf;,text/html")).toBe("application/octet-stream");
    expect(servedMediaType("text/html")).toBe("application/octet-stream");
  });
});

describe("contentMatchesType", () => {
  // Strings are one byte per character (latin1), as a file's header is read.
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

  it.each([
    ["application/pdf", bytes("%PDF-1.7\n")],
    ["image/png", bytes([0x89], "PNG\r\n", [0x1a, 0x0a, 0, 0])],
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["image/gif", bytes("GIF89a")],
    ["image/gif", bytes("GIF87a")],
    ["image/webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", bytes("PK", [3, 4])],
    ["application/msword", bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ["text/plain", bytes("<script>")],
  ] as const)("%s starting %j matches", (type, head) => {
    expect(contentMatchesType(type, head)).toBe(true);
  });

  it.each([
    ["application/pdf", bytes("<html><script>alert(1)</script>")],
    ["application/pdf", bytes(" %PDF-1.7")],
    ["image/png", bytes("\x89PNG fake")],
    ["image/jpeg", bytes("<svg onload=alert(1)>")],
    ["image/gif", bytes("GIF90a")],
    ["image/webp", bytes("RIFF", [0, 0, 0, 0], "WAVE")],
    ["application/vnd.ms-excel", bytes("PK", [3, 4])],
    ["application/pdf", bytes("")],
  ] as const)("%s starting %j does not", (type, head) => {
    expect(contentMatchesType(type, head)).toBe(false);
  });
});

describe("file names", () => {
  it("strips bidirectional controls, so an .exe cannot pose as a .pdf", () => {
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069i.pdf")).toBe(
      "abcdefghi.pdf",
    );
    expect(cleanFileName("a\u200Eb\u200Fc\u061Cd")).toBe("abcd");
  });

  it("strips other control characters and keeps every other letter", () => {
    expect(cleanFileName(" bill\r\n\u0000\u0007\u007f\u0085.pdf ")).toBe("bill.pdf");
    expect(cleanFileName("बिजली बिल – मार्च.pdf")).toBe("बिजली बिल – मार्च.pdf");
  });

  it("gives a plain ASCII name for the header's `filename`", () => {
    expect(asciiFileName("बिल.pdf")).toBe("___.pdf");
    expect(asciiFileName('a"b\\c/d.pdf')).toBe("a_b_c_d.pdf");
    expect(asciiFileName("x\u202Egnp.html")).toBe("xgnp.html");
    expect(asciiFileName("\u202E")).toBe("file");
  });

  it("cleans the name the form saves, and refuses one that is nothing but controls", () => {
    const input = { fileName: "scan\u202Efdp.exe", fileUrl: "uploads/x" };
    expect(digitalAssetInput.parse(input).fileName).toBe("scanfdp.exe");
    expect(
      digitalAssetInput.safeParse({ ...input, fileName: "\u202E\u2066" }).error?.issues[0]?.message,
    ).toBe("File name is required");
  });
});
