import { describe, expect, it } from "vitest";
import { formatFileSize } from "./asset-display";

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
