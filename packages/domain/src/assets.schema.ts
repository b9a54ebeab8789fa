import { z } from "zod";
import { optionalDateSchema } from "./dates";
import { cannotBeNegative, fromPaise, isNegativeNumber, toPaise } from "./money";
import { idSchema, optionalText, TEXT_LIMITS } from "./text";

export const ASSET_CATEGORIES = [
  "equipment",
  "furniture",
  "electronics",
  "documents",
  "vehicle",
  "tools",
  "other",
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export const ASSET_CONDITIONS = ["good", "fair", "poor", "broken"] as const;
export type AssetCondition = (typeof ASSET_CONDITIONS)[number];

/** pending on creation; only an administrator moves it, once, to approved or rejected. */
export const ASSET_STATUSES = ["pending", "approved", "rejected"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export const ASSET_NAME_REQUIRED = "Asset name is required";
export const ASSET_VALUE_INVALID = "Value must be a valid number";

/** The largest value numeric(12,2) holds, in paise. */
const MAX_VALUE_PAISE = 999_999_999_999;

/**
 * An asset's value: optional (blank or null is none), else a number of 0 or more with at most two
 * decimals, sent as a number or a decimal string and answered as a decimal string ("12500.00").
 */
export const assetValueSchema = z
  .union([z.string(), z.number()], { message: ASSET_VALUE_INVALID })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    if (isNegativeNumber(v)) {
      ctx.addIssue({ code: "custom", message: cannotBeNegative("Value") });
      return z.NEVER;
    }
    let paise: number;
    try {
      paise = toPaise(v);
    } catch {
      const text = String(v).trim();
      const tooPrecise = /^\d+\.\d{3,}$/.test(text);
      ctx.addIssue({
        code: "custom",
        message: tooPrecise ? "Value can have at most two decimals" : ASSET_VALUE_INVALID,
      });
      return z.NEVER;
    }
    if (paise < 0) {
      ctx.addIssue({ code: "custom", message: ASSET_VALUE_INVALID });
      return z.NEVER;
    }
    if (paise > MAX_VALUE_PAISE) {
      ctx.addIssue({ code: "custom", message: "Value can be at most 9999999999.99" });
      return z.NEVER;
    }
    return fromPaise(paise);
  });

const purchaseDate = optionalDateSchema("Purchase date");

const tagName = z
  .string({ message: ASSET_NAME_REQUIRED })
  .trim()
  .min(1, ASSET_NAME_REQUIRED)
  .max(200, "Asset name is at most 200 characters");
const category = z.enum(ASSET_CATEGORIES, {
  message: `Category must be one of ${ASSET_CATEGORIES.join(", ")}`,
});
const condition = z.enum(ASSET_CONDITIONS, {
  message: `Condition must be one of ${ASSET_CONDITIONS.join(", ")}`,
});

/** The fields a person fills in; status, approver and creator are the server's to set, never the client's. */
const assetFields = {
  tagName,
  description: optionalText(TEXT_LIMITS.note, "Description"),
  value: assetValueSchema,
  purchaseDate,
  vendor: optionalText(TEXT_LIMITS.name, "Vendor"),
  location: optionalText(TEXT_LIMITS.name, "Location"),
  notes: optionalText(TEXT_LIMITS.note, "Notes"),
};

export const assetTagInput = z.object({
  ...assetFields,
  category: category.default("equipment"),
  condition: condition.default("good"),
});
export type AssetTagInput = z.infer<typeof assetTagInput>;

/** An update replaces the asset's fields (PUT): optional fields left out or null are cleared. */
export const updateAssetTagInput = z.object({
  id: idSchema(),
  ...assetFields,
  category,
  condition,
});
export type UpdateAssetTagInput = z.infer<typeof updateAssetTagInput>;

/** The list's filters; 'all' (or leaving one out) means no filter. */
export const assetTagListInput = z
  .object({
    status: z
      .enum(["all", ...ASSET_STATUSES], {
        message: `Status must be one of all, ${ASSET_STATUSES.join(", ")}`,
      })
      .default("all"),
    category: z
      .enum(["all", ...ASSET_CATEGORIES], {
        message: `Category must be one of all, ${ASSET_CATEGORIES.join(", ")}`,
      })
      .default("all"),
  })
  .default({ status: "all", category: "all" });
export type AssetTagListInput = z.input<typeof assetTagListInput>;

export type AssetDecision = "approve" | "reject";

/** Why `decision` cannot be made on an asset in `status`, or null when it can: only pending assets are decided, once. */
export function assetDecisionRefusal(status: AssetStatus, decision: AssetDecision): string | null {
  if (status === "pending") return null;
  return `Only pending assets can be ${decision === "approve" ? "approved" : "rejected"}; this asset is already ${status}`;
}
