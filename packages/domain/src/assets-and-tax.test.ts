import { describe, expect, it } from "vitest";
import { assetTagInput, updateAssetTagInput } from "./assets.schema";
import {
  GSTIN_CHECK_MESSAGE,
  GSTIN_FORMAT_MESSAGE,
  GSTIN_REQUIRED_FOR_GST,
  gstinCheckCharacter,
  PAN_FORMAT_MESSAGE,
  PAN_GSTIN_MISMATCH,
  taxConfigInput,
} from "./tax-config.schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("asset tag input", () => {
  it("defaults category and condition, ignores a status, keeps money as a decimal string", () => {
    const parsed = assetTagInput.parse({ tagName: " Generator ", value: 12500.5, status: "approved" });
    expect(parsed).toMatchObject({
      tagName: "Generator",
      category: "equipment",
      condition: "good",
      value: "12500.50",
      purchaseDate: null,
    });
    expect(parsed).not.toHaveProperty("status");
  });

  it("names the problem with the spec's messages", () => {
    expect(messages(assetTagInput.safeParse({ tagName: "" }))).toEqual(["Asset name is required"]);
    expect(messages(assetTagInput.safeParse({ tagName: "Fan", value: "abc" }))).toEqual([
      "Value must be a valid number",
    ]);
    for (const value of [-1, "-0.01", "-0.015"]) {
      expect(messages(assetTagInput.safeParse({ tagName: "Fan", value }))).toEqual([
        "Value cannot be negative",
      ]);
    }
    expect(messages(assetTagInput.safeParse({ tagName: "Fan", value: "1.005" }))).toEqual([
      "Value can have at most two decimals",
    ]);
  });

  it("takes a blank or null value and date as none, and refuses a date that does not exist", () => {
    expect(assetTagInput.parse({ tagName: "Fan", value: "", purchaseDate: "" })).toMatchObject({
      value: null,
      purchaseDate: null,
    });
    expect(
      updateAssetTagInput.parse({
        id: "a1",
        tagName: "Fan",
        category: "tools",
        condition: "fair",
        value: null,
        purchaseDate: null,
      }),
    ).toMatchObject({ value: null, purchaseDate: null });
    expect(messages(assetTagInput.safeParse({ tagName: "Fan", purchaseDate: "2026-02-30" }))).toEqual([
      "Purchase date must be a valid date (yyyy-MM-dd)",
    ]);
  });
});

describe("tax configuration input", () => {
  const blank = {
    gstNumber: null,
    businessName: null,
    businessAddress: null,
    panNumber: null,
    enableGst: false,
  };

  it("accepts a real GSTIN with its PAN, upper-casing what was typed", () => {
    expect(
      taxConfigInput.parse({
        ...blank,
        gstNumber: " 27aapfu0939f1zv ",
        panNumber: "aapfu0939f",
        enableGst: true,
      }),
    ).toMatchObject({ gstNumber: "27AAPFU0939F1ZV", panNumber: "AAPFU0939F", enableGst: true });
  });

  it("computes the check character of a GSTIN", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  it("refuses a malformed GSTIN, a wrong check character and a malformed PAN", () => {
    for (const gstNumber of ["27AAPFU0939F1Z", "27AAPFU0939F1AV", "2AAAPFU0939F1ZV", "27AAPF10939F1ZV"]) {
      expect(messages(taxConfigInput.safeParse({ ...blank, gstNumber }))).toEqual([GSTIN_FORMAT_MESSAGE]);
    }
    expect(messages(taxConfigInput.safeParse({ ...blank, gstNumber: "27AAPFU0939F1ZW" }))).toEqual([
      GSTIN_CHECK_MESSAGE,
    ]);
    expect(messages(taxConfigInput.safeParse({ ...blank, panNumber: "AAPF0939F" }))).toEqual([
      PAN_FORMAT_MESSAGE,
    ]);
  });

  it("needs a GSTIN to enable GST, and a PAN that the GSTIN carries", () => {
    expect(messages(taxConfigInput.safeParse({ ...blank, enableGst: true }))).toEqual([
      GSTIN_REQUIRED_FOR_GST,
    ]);
    expect(
      messages(taxConfigInput.safeParse({ ...blank, gstNumber: "27AAPFU0939F1ZV", panNumber: "AAPFU0939G" })),
    ).toEqual([PAN_GSTIN_MISMATCH]);
  });

  it("refuses an empty body, null, and a field left out, instead of clearing what is stored", () => {
    expect(taxConfigInput.safeParse(undefined).success).toBe(false);
    expect(taxConfigInput.safeParse(null).success).toBe(false);
    expect(taxConfigInput.safeParse({}).success).toBe(false);
    const { businessAddress: _, ...withoutAddress } = { ...blank, businessName: "Hotel" };
    expect(messages(taxConfigInput.safeParse(withoutAddress))).toEqual([
      "Business address is required (send null to clear it)",
    ]);
    expect(taxConfigInput.parse({ ...blank, businessName: "" })).toMatchObject({ businessName: null });
  });
});
