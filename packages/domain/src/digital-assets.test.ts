import { describe, expect, it } from "vitest";
import {
  digitalAssetInput,
  effectiveStatus,
  expirationDate,
  guessFileType,
  MAX_UPLOAD_BYTES,
  objectKeyFromFileUrl,
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
