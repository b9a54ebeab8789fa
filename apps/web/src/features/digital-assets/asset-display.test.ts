import { describe, expect, it } from "vitest";
import { formatAssetDate, formatFileSize, formatUploadDay } from "./asset-display";

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [52_428_800, "50 MB"],
    [5_000_000, "4.8 MB"],
    [150 * 1024 * 1024, "150 MB"],
  ])("%d bytes is %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("asset dates", () => {
  it("writes dates as MMM dd, yyyy", () => {
    expect(formatAssetDate("2033-11-05")).toBe("Nov 05, 2033");
  });
  it("takes the upload day in the property's zone", () => {
    // 20:00 UTC on the 21st is 01:30 on the 22nd in India.
    expect(formatUploadDay("2026-11-21T20:00:00.000Z", "Asia/Kolkata")).toBe("Nov 22, 2026");
  });
});
